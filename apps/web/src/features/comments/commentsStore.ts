/**
 * One deck's comments in the browser: loaded from the API, kept live through the comments channel of the `editor`
 * namespace (its own connection, so it neither depends on nor disturbs the editor's document sync), and changed
 * through the API. After a reconnect the list is loaded again, since changes made meanwhile were not heard.
 */
import { COMMENT_EVENTS, type CommentEventJson, type CommentJson } from '@podium/shared';
import type { Socket } from 'socket.io-client';
import { listAllComments } from '../../api/comments';
import { threadsOf, type CommentThread } from './threads';

export interface CommentsSnapshot {
  status: 'loading' | 'ready' | 'error';
  threads: CommentThread[];
  /** Whether the comments panel is open (the editor's toolbar toggle). */
  open: boolean;
}

export class CommentsStore {
  private comments = new Map<number, CommentJson>();
  private snapshot: CommentsSnapshot = { status: 'loading', threads: [], open: false };
  private readonly listeners = new Set<() => void>();
  private socket: Socket | null = null;
  private closed = false;
  private loading: AbortController | null = null;

  /** `token`: the share link the page was opened with, if any. */
  constructor(readonly deckId: number, readonly token: string | null = null) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** Loads the comments and starts following changes; returns the function that stops. */
  start(): () => void {
    this.closed = false;
    void this.load();
    void import('socket.io-client').then(({ io }) => {
      if (this.closed) return;
      const socket = io('/editor', { path: '/socket.io', withCredentials: true, forceNew: true });
      this.socket = socket;
      let joined = false;
      socket.on('connect', () => {
        socket.timeout(10_000).emit(COMMENT_EVENTS.join, { deckId: this.deckId, ...(this.token ? { deckToken: this.token } : {}) }, (error: Error | null, result?: { ok: boolean }) => {
          if (error || !result?.ok) return;
          if (joined) void this.load(); // back after a disconnect: catch up on what was missed
          joined = true;
        });
      });
      socket.on(COMMENT_EVENTS.changed, (event: CommentEventJson) => this.apply(event));
    });
    return () => this.stop();
  }

  /** (Re)loads every comment; on failure the status says so and `load` can be called again (Retry). */
  async load(): Promise<void> {
    this.loading?.abort();
    const controller = new AbortController();
    this.loading = controller;
    if (this.snapshot.status === 'error') this.update({ status: 'loading' });
    try {
      const all = await listAllComments(this.deckId, controller.signal, this.token);
      if (controller.signal.aborted) return;
      this.comments = new Map(all.map((comment) => [comment.id, comment]));
      this.update({ status: 'ready' });
    } catch {
      if (!controller.signal.aborted) this.update({ status: this.snapshot.status === 'ready' ? 'ready' : 'error' });
    }
  }

  /** A change heard on the channel, or the answer of one of our own calls. */
  apply(event: CommentEventJson): void {
    if (event.deck_id !== this.deckId) return;
    if (event.type === 'saved') this.put(event.comment);
    else this.remove(event.id);
  }

  /** Adds or replaces a comment. */
  put(comment: CommentJson): void {
    this.comments.set(comment.id, comment);
    this.update({});
  }

  /** Removes a comment (and, when it starts a thread, its replies). */
  remove(id: number): void {
    const gone = this.comments.get(id);
    this.comments.delete(id);
    for (const [key, comment] of this.comments) if (comment.parent_id === id) this.comments.delete(key);
    // A deleted first comment goes with its last reply (as on the server).
    const parent = gone?.parent_id ? this.comments.get(gone.parent_id) : undefined;
    if (parent?.deleted && ![...this.comments.values()].some((comment) => comment.parent_id === parent.id)) this.comments.delete(parent.id);
    this.update({});
  }

  setOpen(open: boolean): void {
    this.update({ open });
  }

  private stop(): void {
    this.closed = true;
    this.loading?.abort();
    this.socket?.close();
    this.socket = null;
  }

  private update(patch: Partial<CommentsSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch, threads: threadsOf(this.comments.values()) };
    for (const listener of this.listeners) listener();
  }
}
