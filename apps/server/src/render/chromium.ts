/**
 * The export renderer: one Chromium per server process (Debian's, via playwright-core), launched on first use, with a
 * small pool of pages. The app itself answers the renderer's requests in-process (`serveApp`), so Chromium needs no
 * listening port and never carries a user's cookies; every other request goes through the SSRF guard (requestGuard.ts).
 * A crashed browser is relaunched on the next render; a render that outlives its job is cut off by killing the browser.
 * It runs at a lower CPU priority than the app (lowPriority.ts). A browser with no render for `idleCloseMs` is closed
 * (its processes hold about 0.9 GiB) and the next render launches it again.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { installRequestGuard, type AppHandler, type BlockedResource } from './requestGuard.js';
import type { AddressPolicy } from './guardedFetch.js';
import { TIMERS } from '@podium/shared';
import { lowPriorityExecutable } from './lowPriority.js';

/** The origin the renderer's pages are served from (answered by the app in-process, never looked up in DNS). */
export const RENDER_ORIGIN = 'http://podium.render';

const LAUNCH_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic', '--disable-dev-shm-usage',
];

export interface RendererOptions {
  chromiumPath: string;
  serveApp: AppHandler;
  /** Pages rendering at once; more wait for a free one. */
  poolSize?: number;
  /** Tests only: which addresses count as public. */
  addressPolicy?: AddressPolicy;
  /** How long the browser stays open after its last render (default TIMERS.rendererIdleCloseMs). */
  idleCloseMs?: number;
}

/** What a render callback gets: a page on the render origin and the list of requests the guard refused. */
export interface RenderSession {
  page: Page;
  blocked: BlockedResource[];
}

/** The message of a render that failed because the browser went away (crash, kill, or cut off after a hang). */
export class RendererCrashed extends Error {}

/** One Chromium per process, shared by every export. */
export class Renderer {
  private browser: Promise<Browser> | null = null;
  private idle: Page[] = [];
  private busy = 0;
  private waiting: Array<() => void> = [];
  private readonly poolSize: number;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: RendererOptions) {
    this.poolSize = options.poolSize ?? 2;
  }

  /** Closes the browser once no render has run for `idleCloseMs` (restarted by each render's end). */
  private closeWhenIdle(): void {
    this.stopIdleTimer();
    if (!this.browser || this.busy > 0) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.busy === 0) void this.kill();
    }, this.options.idleCloseMs ?? TIMERS.rendererIdleCloseMs);
    // The timer alone does not keep the process alive.
    this.idleTimer.unref();
  }

  private stopIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private launch(): Promise<Browser> {
    if (!this.browser) {
      const launching = chromium.launch({ executablePath: lowPriorityExecutable(this.options.chromiumPath), args: LAUNCH_ARGS, headless: true });
      this.browser = launching;
      launching.then((browser) => browser.on('disconnected', () => {
        if (this.browser === launching) this.browser = null;
        this.idle = [];
      }), () => {
        if (this.browser === launching) this.browser = null;
      });
    }
    return this.browser;
  }

  private async acquire(): Promise<Page> {
    while (this.busy >= this.poolSize) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.busy += 1;
    this.stopIdleTimer();
    try {
      const reusable = this.idle.pop();
      if (reusable && !reusable.isClosed()) return reusable;
      const browser = await this.launch();
      const context = await browser.newContext({ javaScriptEnabled: true, serviceWorkers: 'block', acceptDownloads: false });
      return await context.newPage();
    } catch (error) {
      this.release();
      throw error;
    }
  }

  private release(page?: Page): void {
    this.busy -= 1;
    if (page && !page.isClosed()) this.idle.push(page);
    this.waiting.shift()?.();
    if (this.busy === 0) this.closeWhenIdle();
  }

  /**
   * Runs `work` on a pooled page. When `signal` aborts (job timeout, shutdown) the browser is killed, which ends any
   * hung render at once; the next render launches a fresh one.
   */
  async withPage<T>(signal: AbortSignal, work: (session: RenderSession) => Promise<T>): Promise<T> {
    signal.throwIfAborted();
    const page = await this.acquire();
    const blocked: BlockedResource[] = [];
    const guard = await installRequestGuard(page, { origin: RENDER_ORIGIN, serveApp: this.options.serveApp, blocked, addressPolicy: this.options.addressPolicy });
    const onAbort = () => void this.kill();
    signal.addEventListener('abort', onAbort, { once: true });
    let clean = false;
    try {
      const result = await work({ page, blocked });
      clean = true;
      return result;
    } catch (error) {
      signal.throwIfAborted();
      if (page.isClosed() || !page.context().browser()?.isConnected()) throw new RendererCrashed('the browser stopped during the render');
      throw error;
    } finally {
      signal.removeEventListener('abort', onAbort);
      if (clean) {
        void this.reset(page, guard);
      } else {
        await guard.remove().catch(() => undefined);
        this.release();
        await page.context().close().catch(() => undefined);
      }
    }
  }

  /**
   * Empties a page after a clean render and puts it back in the pool. Not awaited by the render: unloading the deck is
   * no part of the export, whose file is ready (the next render waits for the page, or takes another).
   */
  private async reset(page: Page, guard: { remove(): Promise<void> }): Promise<void> {
    await guard.remove().catch(() => undefined);
    await page.goto('about:blank').catch(() => undefined);
    this.release(page);
  }

  /** Kills the browser (after a hang); the next render starts a new one. */
  async kill(): Promise<void> {
    this.stopIdleTimer();
    const current = this.browser;
    this.browser = null;
    this.idle = [];
    const browser = await current?.catch(() => null);
    await browser?.close().catch(() => undefined);
  }

  /** Closes the browser at shutdown. */
  async close(): Promise<void> {
    await this.kill();
  }
}
