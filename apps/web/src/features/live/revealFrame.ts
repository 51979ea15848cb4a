/**
 * Drives a sandboxed player iframe through reveal.js's postMessage API (the player runs user content in an opaque
 * origin, so this is the only channel). Messages are accepted only from that iframe's window, parsed defensively,
 * and never treated as HTML: a deck's own scripts can post here too.
 */
import type { StreamState } from '@podium/shared';

type EventHandler = (state: StreamState | null, message: Record<string, unknown>) => void;

/** Reads a reveal.js state object; null when the value is not one. */
export function parseRevealState(value: unknown): StreamState | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const index = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 10_000;
  if (!index(v.indexh)) return null;
  const indexf = typeof v.indexf === 'number' && Number.isInteger(v.indexf) && v.indexf >= -1 && v.indexf <= 10_000 ? v.indexf : null;
  return {
    indexh: v.indexh as number,
    indexv: index(v.indexv) ? (v.indexv as number) : 0,
    indexf,
    paused: v.paused === true,
    overview: v.overview === true,
  };
}

/** reveal.js events that change what is shown. */
export const STATE_EVENTS = ['slidechanged', 'fragmentshown', 'fragmenthidden', 'paused', 'resumed', 'overviewshown', 'overviewhidden'];

export class RevealFrame {
  private readonly handlers = new Map<string, Set<EventHandler>>();
  private readonly pending = new Map<string, Array<(result: unknown) => void>>();
  private readonly onMessage = (event: MessageEvent) => {
    if (event.source !== this.iframe.contentWindow || typeof event.data !== 'string' || event.data.length > 200_000) return;
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(event.data) as Record<string, unknown>;
    } catch {
      return;
    }
    if (!message || message.namespace !== 'reveal' || typeof message.eventName !== 'string') return;
    if (message.eventName === 'callback' && typeof message.method === 'string') {
      this.pending.get(message.method)?.shift()?.(message.result);
    }
    const state = parseRevealState(message.state);
    for (const handler of this.handlers.get(message.eventName) ?? []) handler(state, message);
  };

  constructor(readonly iframe: HTMLIFrameElement) {
    window.addEventListener('message', this.onMessage);
  }

  /** Calls a reveal.js API method in the frame. */
  call(method: string, ...args: unknown[]): void {
    this.iframe.contentWindow?.postMessage(JSON.stringify({ method, args }), '*');
  }

  /** Calls a getter and resolves with its result (null when the frame does not answer in time). */
  request<T>(method: string, ...args: unknown[]): Promise<T | null> {
    return new Promise((resolve) => {
      const queue = this.pending.get(method) ?? [];
      this.pending.set(method, queue);
      const done = (result: unknown) => {
        clearTimeout(timer);
        resolve(result as T);
      };
      const timer = setTimeout(() => {
        const at = queue.indexOf(done);
        if (at >= 0) queue.splice(at, 1);
        resolve(null);
      }, 3000);
      queue.push(done);
      this.call(method, ...args);
    });
  }

  /** Listens to a reveal.js event of the frame; returns the unsubscribe function. */
  on(eventName: string | string[], handler: EventHandler): () => void {
    const names = Array.isArray(eventName) ? eventName : [eventName];
    for (const name of names) {
      const set = this.handlers.get(name) ?? new Set();
      set.add(handler);
      this.handlers.set(name, set);
    }
    return () => names.forEach((name) => this.handlers.get(name)?.delete(handler));
  }

  /** Stops listening. */
  dispose(): void {
    window.removeEventListener('message', this.onMessage);
    this.handlers.clear();
  }
}

/** reveal.js options for frames that follow a stream rather than being navigated. */
export const FOLLOWER_CONFIG = { controls: false, keyboard: false, touch: false };
/** The same for small previews, which also skip transitions and the progress bar. */
export const PREVIEW_CONFIG = { ...FOLLOWER_CONFIG, progress: false, transition: 'none' };

/** The player URL with the query that turns on reveal.js's postMessage events. */
export function playerSrc(playerUrl: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ postMessage: 'true', postMessageEvents: 'true', ...extra });
  return `${playerUrl}?${query.toString()}`;
}

/** Speaker notes arrive as HTML text from the frame; only their text is kept (parsed inertly, never inserted as HTML). */
export function notesText(html: unknown): string {
  if (typeof html !== 'string' || !html) return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
