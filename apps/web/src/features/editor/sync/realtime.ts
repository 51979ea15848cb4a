/** The `editor` Socket.IO namespace: join the deck's room and hear when anyone saves it. */
import type { Socket } from 'socket.io-client';

export interface RealtimeConnection {
  close(): void;
}

/**
 * Connect and join `deckId`; `onSaved(version)` runs for every `deck-saved` of this deck, `onRejoin` after a
 * reconnect (events may have been missed while disconnected). The client library is loaded on demand: opening a
 * deck does not wait for it, and a save made before it connects is still seen by the version check of the next save.
 */
export function connectRealtime(deckId: number, onSaved: (version: number) => void, onRejoin: () => void): RealtimeConnection {
  let socket: Socket | null = null;
  let closed = false;
  void import('socket.io-client').then(({ io }) => {
    if (closed) return;
    socket = io('/editor', { path: '/socket.io', withCredentials: true });
    let joinedOnce = false;
    socket.on('connect', () => {
      socket?.timeout(10_000).emit('join', { deckId }, (error: Error | null, result?: { ok: boolean }) => {
        if (error || !result?.ok) return;
        if (joinedOnce) onRejoin();
        joinedOnce = true;
      });
    });
    socket.on('deck-saved', (payload: { deckId?: number; version?: number }) => {
      if (payload?.deckId === deckId && typeof payload.version === 'number') onSaved(payload.version);
    });
  });
  return {
    close: () => {
      closed = true;
      socket?.close();
    },
  };
}
