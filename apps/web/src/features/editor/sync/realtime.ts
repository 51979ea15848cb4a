/**
 * The `editor` Socket.IO namespace: join the deck's room, hear whole-document saves (`deck-saved`), co-editors' ops
 * (`ops`) and presence, send ops and presence. The client library is loaded on demand: opening a deck does not wait
 * for it, and until it has joined the editor saves whole documents over HTTP as before.
 */
import type { Socket } from 'socket.io-client';
import type { CatchUpResult, DeckRole, OpAck, PresencePeer, PresenceUpdate, SequencedOp } from '@podium/shared';

const ACK_TIMEOUT_MS = 10_000;

export interface RealtimeHandlers {
  /** Joined (again, after a reconnect: events may have been missed) with the deck's sequence and whether we may send ops. */
  onJoined(info: { seq: number; canEdit: boolean; rejoin: boolean }): void;
  /** A whole-document save of this deck (import, offline replay, another editor without the channel). */
  onSaved(version: number): void;
  onOps(message: SequencedOp): void;
  onPresence(peer: PresencePeer): void;
  onPresenceLeft(id: string): void;
  /** Someone's caret or selection in a text block changed (a Yjs awareness update). */
  onTextCursor?(blockId: string, update: string): void;
  /** The channel dropped (ops wait, or go over HTTP, until it is back). */
  onDown(): void;
  /** The server re-checked this socket after a collaborator change: the role now (null: no access), then it disconnects. */
  onAccessChanged?(role: DeckRole | null): void;
  /** The server closed the channel or its connection (a deactivated account's sockets are closed so), not the browser. */
  onClosedByServer?(): void;
}

export interface RealtimeConnection {
  /** Connected and joined. */
  readonly live: boolean;
  /** This connection's id (as peers see it). */
  readonly id: string | null;
  sendOp(payload: { clientOpId: string; baseSeq: number; op: unknown; bases: unknown; retry?: boolean }): Promise<OpAck>;
  catchUp(since: number): Promise<CatchUpResult>;
  presence(update: Omit<PresenceUpdate, 'deckId'>): void;
  presenceList(): Promise<PresencePeer[]>;
  /** Our caret or selection in a text block (a Yjs awareness update). */
  textCursor(blockId: string, update: string): void;
  close(): void;
}

/** Connect and join `deckId`. */
export function connectRealtime(deckId: number, handlers: RealtimeHandlers): RealtimeConnection {
  let socket: Socket | null = null;
  let closed = false;
  let live = false;
  const down = () => Promise.reject(new Error('offline'));
  void import('socket.io-client').then(({ io }) => {
    if (closed) return;
    const s = io('/editor', { path: '/socket.io', withCredentials: true });
    socket = s;
    let joinedOnce = false;
    s.on('connect', () => {
      s.timeout(ACK_TIMEOUT_MS).emit('join', { deckId }, (error: Error | null, result?: { ok: boolean; seq?: number; canEdit?: boolean }) => {
        if (error || !result?.ok) return;
        live = true;
        handlers.onJoined({ seq: result.seq ?? 0, canEdit: Boolean(result.canEdit), rejoin: joinedOnce });
        joinedOnce = true;
      });
    });
    s.on('disconnect', (reason) => {
      live = false;
      handlers.onDown();
      if (reason === 'io server disconnect' || reason === 'transport close') handlers.onClosedByServer?.();
    });
    s.on('access-changed', (payload: { deckId?: number; role?: DeckRole | null }) => {
      if (payload?.deckId === deckId) handlers.onAccessChanged?.(payload.role ?? null);
    });
    s.on('deck-saved', (payload: { deckId?: number; version?: number }) => {
      if (payload?.deckId === deckId && typeof payload.version === 'number') handlers.onSaved(payload.version);
    });
    s.on('ops', (message: SequencedOp) => {
      if (message?.deckId === deckId) handlers.onOps(message);
    });
    s.on('presence', (payload: { deckId?: number; peer?: PresencePeer }) => {
      if (payload?.deckId === deckId && payload.peer) handlers.onPresence(payload.peer);
    });
    s.on('text-cursor', (payload: { deckId?: number; blockId?: string; update?: string }) => {
      if (payload?.deckId === deckId && typeof payload.blockId === 'string' && typeof payload.update === 'string') handlers.onTextCursor?.(payload.blockId, payload.update);
    });
    s.on('presence-left', (payload: { deckId?: number; id?: string }) => {
      if (payload?.deckId === deckId && payload.id) handlers.onPresenceLeft(payload.id);
    });
  });
  return {
    get live() {
      return live && Boolean(socket?.connected);
    },
    get id() {
      return socket?.id ?? null;
    },
    sendOp: (payload) => (socket && live ? socket.timeout(ACK_TIMEOUT_MS).emitWithAck('op', { deckId, ...payload }) as Promise<OpAck> : down()),
    catchUp: (since) => (socket && live ? socket.timeout(ACK_TIMEOUT_MS).emitWithAck('catch-up', { deckId, since }) as Promise<CatchUpResult> : down()),
    presence: (update) => {
      if (!socket || !live) return;
      // A pointer position may be dropped (the next one replaces it); slide, selection and status are state and must
      // arrive: a volatile emit is lost while the transport is not writable, as during the upgrade right after joining.
      const onlyCursor = Object.keys(update).every((key) => key === 'cursor');
      (onlyCursor ? socket.volatile : socket).emit('presence', { deckId, ...update });
    },
    presenceList: async () => (socket && live ? ((await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('presence-list', { deckId })) as { peers: PresencePeer[] }).peers : []),
    textCursor: (blockId, update) => {
      if (socket && live) socket.emit('text-cursor', { deckId, blockId, update });
    },
    close: () => {
      closed = true;
      socket?.close();
    },
  };
}
