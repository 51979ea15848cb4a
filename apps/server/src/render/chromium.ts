/**
 * The export renderer: one Chromium per server process (Debian's, via playwright-core), launched on first use, with a
 * small pool of pages. The app itself answers the renderer's requests in-process (`serveApp`), so Chromium needs no
 * listening port and never carries a user's cookies; every other request goes through the SSRF guard (requestGuard.ts).
 * A crashed browser is relaunched on the next render; a render that outlives its job is cut off by killing the browser.
 * It runs at a lower CPU priority than the app (lowPriority.ts).
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { installRequestGuard, type AppHandler, type BlockedResource } from './requestGuard.js';
import type { AddressPolicy } from './guardedFetch.js';
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

  constructor(private readonly options: RendererOptions) {
    this.poolSize = options.poolSize ?? 2;
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
      await guard.remove().catch(() => undefined);
      if (clean) await page.goto('about:blank').catch(() => undefined);
      this.release(clean ? page : undefined);
      if (!clean) await page.context().close().catch(() => undefined);
    }
  }

  /** Kills the browser (after a hang); the next render starts a new one. */
  async kill(): Promise<void> {
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
