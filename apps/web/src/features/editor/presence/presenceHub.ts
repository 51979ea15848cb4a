/**
 * Presence in the editor: who else has this deck open, on which slide, what they selected, where their
 * pointer is, whether they are typing ("X is typing", SPEC §9 writing timers) or idle (no input for
 * TIMERS.collaborationIdleMs), and whom we follow. Ours is sent through the realtime channel as it changes.
 */
import { PRESENCE_THROTTLE_MS, TIMERS, presenceColour, type PresencePeer, type PresenceUpdate } from '@podium/shared';
import type { EditorStore } from '../state/store';
import type { RealtimeConnection } from '../sync/realtime';

/** A co-editor with their colour and when they last said they were typing. */
export interface Peer extends PresencePeer {
  colour: string;
  typingSince: number | null;
}

export interface PresenceState {
  peers: readonly Peer[];
  /** The connection id of the co-editor whose view we follow. */
  following: string | null;
}

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel'] as const;

export class PresenceHub {
  private state: PresenceState = { peers: [], following: null };
  private readonly listeners = new Set<() => void>();
  private sent: Omit<PresenceUpdate, 'deckId'> = {};
  private idleTimer: number | undefined;
  private typingTimer: number | undefined;
  private lastTypingSent = 0;
  private cursorTimer: number | undefined;
  private pendingCursor: { x: number; y: number } | null | undefined;
  private stopStore: (() => void) | null = null;

  constructor(private readonly store: EditorStore, private readonly connection: () => RealtimeConnection | null) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PresenceState => this.state;

  /** Start sending our presence (slide, selection, typing, idle) and listening for input. */
  start(): void {
    this.stopStore = this.store.subscribe(() => this.sendState());
    for (const name of INPUT_EVENTS) window.addEventListener(name, this.onInput, { passive: true, capture: true });
    this.onInput();
  }

  /** Stop everything (the editor closes). */
  stop(): void {
    this.stopStore?.();
    for (const name of INPUT_EVENTS) window.removeEventListener(name, this.onInput, { capture: true });
    window.clearTimeout(this.idleTimer);
    window.clearTimeout(this.typingTimer);
    window.clearTimeout(this.cursorTimer);
  }

  /** Joined the deck's room: learn who is there and tell them everything about us. */
  joined(): void {
    this.sent = {};
    this.sendState();
    void this.connection()?.presenceList().then((peers) => {
      for (const peer of peers) this.update(peer);
    });
  }

  /** A co-editor's presence changed. */
  update(peer: PresencePeer): void {
    const before = this.state.peers.find((p) => p.id === peer.id);
    const typingSince = peer.typing ? (before?.typing ? before.typingSince : Date.now()) : null;
    const next: Peer = { ...peer, colour: presenceColour(peer.user_id ?? peer.id), typingSince: peer.typing ? Date.now() : typingSince };
    const peers = before ? this.state.peers.map((p) => (p.id === peer.id ? next : p)) : [...this.state.peers, next];
    this.set({ peers });
    if (peer.typing) {
      // "Typing" fades when no word of it arrives for the reset-writing time.
      window.setTimeout(() => this.expireTyping(peer.id), TIMERS.resetWritingMs + 50);
    }
    if (this.state.following === peer.id && peer.slide_id && peer.slide_id !== this.store.getSnapshot().slideId) this.store.setSlide(peer.slide_id);
  }

  /** A co-editor left. */
  remove(id: string): void {
    this.set({ peers: this.state.peers.filter((p) => p.id !== id), following: this.state.following === id ? null : this.state.following });
  }

  /** The channel dropped: nobody is known to be here until it is back. */
  clear(): void {
    this.set({ peers: [], following: null });
  }

  /** Follow a co-editor's view (their slide), or stop with null. */
  follow(id: string | null): void {
    this.set({ following: id });
    const peer = this.state.peers.find((p) => p.id === id);
    if (peer?.slide_id) this.store.setSlide(peer.slide_id);
  }

  /** Our pointer over the slide, in slide coordinates (null: it left). Sent at most every PRESENCE_THROTTLE_MS. */
  cursor(at: { x: number; y: number } | null): void {
    this.pendingCursor = at;
    if (this.cursorTimer !== undefined) return;
    this.cursorTimer = window.setTimeout(() => {
      this.cursorTimer = undefined;
      if (this.pendingCursor === undefined) return;
      this.send({ cursor: this.pendingCursor && { x: Math.round(this.pendingCursor.x), y: Math.round(this.pendingCursor.y) } });
      this.pendingCursor = undefined;
    }, PRESENCE_THROTTLE_MS);
  }

  private expireTyping(id: string): void {
    const peer = this.state.peers.find((p) => p.id === id);
    if (!peer?.typingSince || Date.now() - peer.typingSince < TIMERS.resetWritingMs) return;
    this.set({ peers: this.state.peers.map((p) => (p.id === id ? { ...p, typing: false, typingSince: null } : p)) });
  }

  private onInput = (event?: Event): void => {
    if (this.sent.status === 'idle') this.send({ status: 'viewing' });
    window.clearTimeout(this.idleTimer);
    this.idleTimer = window.setTimeout(() => this.send({ status: 'idle' }), TIMERS.collaborationIdleMs);
    if (event?.type === 'keydown') this.typed();
    // Following stops when we navigate ourselves.
    if (event?.type === 'keydown' && this.state.following && (event as KeyboardEvent).key.startsWith('Arrow')) this.follow(null);
  };

  // A key while editing text or notes: say "typing" at most every send-writing interval; it ends after the reset time.
  private typed(): void {
    const { editingId } = this.store.getSnapshot();
    const active = document.activeElement;
    const inNotes = active?.tagName === 'TEXTAREA' && Boolean(active.closest('.ed-notes'));
    if (editingId === null && !inNotes) return;
    const now = Date.now();
    if (now - this.lastTypingSent >= TIMERS.sendWritingMs || !this.sent.typing) {
      this.lastTypingSent = now;
      this.send({ typing: true }, true);
    }
    window.clearTimeout(this.typingTimer);
    this.typingTimer = window.setTimeout(() => this.send({ typing: false }), TIMERS.resetWritingMs);
  }

  private sendState(): void {
    const { slideId, selection, editingId } = this.store.getSnapshot();
    const update: Omit<PresenceUpdate, 'deckId'> = {};
    if (slideId !== this.sent.slide_id) update.slide_id = slideId;
    if (selection.join() !== (this.sent.selection ?? []).join()) update.selection = [...selection];
    if (editingId === null && this.sent.typing) update.typing = false;
    if (Object.keys(update).length) this.send(update);
  }

  private send(update: Omit<PresenceUpdate, 'deckId'>, force = false): void {
    const changed = force || Object.entries(update).some(([k, v]) => JSON.stringify(this.sent[k as keyof typeof update]) !== JSON.stringify(v));
    this.sent = { ...this.sent, ...update };
    if (changed) this.connection()?.presence(update);
  }

  private set(patch: Partial<PresenceState>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((l) => l());
  }
}
