/**
 * Co-editing on the `editor` namespace: `op` applies an op (services/coedit) and sends it to the rest of
 * the deck's room on every process (Redis adapter); `catch-up` answers what a reconnecting client missed; `presence`
 * relays who is where (slide, selection, cursor, typing, idle). Presence lives on each socket's data, so the room's
 * list is read across processes with fetchSockets.
 */
import type { Namespace, Socket } from 'socket.io';
import { PresenceUpdate, type CatchUpResult, type OpAck, type PresencePeer, type SequencedOp } from '@podium/shared';
import type { AppServices } from '../context.js';
import { can } from '../auth/policies.js';
import type { UserRow } from '../db/schema.js';
import { Forbidden, Invalid, NotFound } from '../domain/errors.js';
import { applyDeckOps, OpRefused } from '../services/coedit/applyDeckOps.js';
import { opsSince } from '../services/coedit/opsSince.js';
import type { ViewableDeck } from '../services/decks/loadDeck.js';
import { editorDeckRoom } from './editorRecheck.js';

interface CoeditData {
  user?: UserRow | null;
  presence?: Record<number, PresencePeer>;
}

/** The longest block id and caret update relayed (a caret update is a few hundred bytes). */
const ID_MAX = 64;
const TEXT_CURSOR_MAX = 4_096;

type Ack<T> = ((result: T) => void) | undefined;

/** The presence a socket starts with in a deck it joined (the join handler calls this). */
export function joinPresence(socket: Socket, found: ViewableDeck): void {
  const data = socket.data as CoeditData;
  const user = data.user ?? null;
  const peer: PresencePeer = {
    id: socket.id, user_id: user?.id ?? null, name: user?.name || user?.username || 'Guest', username: user?.username ?? '',
    thumbnail_url: user?.thumbnailUrl ?? null, can_edit: can(found.viewer, 'edit', found),
    slide_id: null, selection: [], cursor: null, status: 'viewing', typing: false,
  };
  data.presence = { ...data.presence, [found.deck.id]: peer };
  socket.to(editorDeckRoom(found.deck.id)).emit('presence', { deckId: found.deck.id, peer });
}

/** Adds the co-editing events to every editor socket; returns the function that removes the namespace listener. */
export function attachCoedit(editor: Namespace, services: AppServices): () => void {
  const onConnection = (socket: Socket) => {
    const data = socket.data as CoeditData;
    const ctx = () => ({ ...services, user: data.user ?? null });

    socket.on('op', async (payload: unknown, ack: Ack<OpAck>) => {
      try {
        const { logged, duplicate } = await applyDeckOps({ ctx: ctx(), input: payload });
        const deckId = (payload as { deckId: number }).deckId;
        if (!duplicate) {
          const message: SequencedOp = { deckId, seq: logged.seq, op: logged.op, clientOpId: logged.clientOpId, userId: logged.userId };
          socket.to(editorDeckRoom(deckId)).emit('ops', message);
        }
        ack?.({ ok: true, seq: logged.seq, op: logged.op });
      } catch (error) {
        ack?.(refusal(error));
      }
    });

    socket.on('catch-up', async (payload: { deckId?: unknown; since?: unknown }, ack: Ack<CatchUpResult>) => {
      const deckId = Number(payload?.deckId);
      const since = Number(payload?.since);
      if (!Number.isSafeInteger(deckId) || !Number.isSafeInteger(since) || since < 0) return ack?.({ ok: false });
      try {
        const result = await opsSince({ ctx: ctx(), deckId, since });
        if (result.kind === 'snapshot') return ack?.({ ok: true, kind: 'snapshot', version: result.version, document: result.document });
        ack?.({ ok: true, kind: 'ops', version: result.version, ops: result.ops.map((o) => ({ deckId, ...o })) });
      } catch {
        ack?.({ ok: false });
      }
    });

    socket.on('presence', (payload: unknown) => {
      const parsed = PresenceUpdate.safeParse(payload);
      if (!parsed.success) return;
      const { deckId, ...changes } = parsed.data;
      const peer = data.presence?.[deckId];
      if (!peer || !socket.rooms.has(editorDeckRoom(deckId))) return;
      Object.assign(peer, Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)));
      socket.to(editorDeckRoom(deckId)).emit('presence', { deckId, peer });
    });

    // Carets inside a text block (Yjs awareness updates) go to the others in the deck, from those who may edit it.
    socket.on('text-cursor', (payload: { deckId?: unknown; blockId?: unknown; update?: unknown }) => {
      const deckId = Number(payload?.deckId);
      const { blockId, update } = payload ?? {};
      if (typeof blockId !== 'string' || blockId.length > ID_MAX || typeof update !== 'string' || update.length > TEXT_CURSOR_MAX) return;
      if (!data.presence?.[deckId]?.can_edit || !socket.rooms.has(editorDeckRoom(deckId))) return;
      socket.to(editorDeckRoom(deckId)).emit('text-cursor', { deckId, blockId, update });
    });

    socket.on('presence-list', async (payload: { deckId?: unknown }, ack: Ack<{ peers: PresencePeer[] }>) => {
      const deckId = Number(payload?.deckId);
      if (!socket.rooms.has(editorDeckRoom(deckId))) return ack?.({ peers: [] });
      const sockets = await editor.in(editorDeckRoom(deckId)).fetchSockets().catch(() => []);
      const peers = sockets.map((s) => (s.data as CoeditData).presence?.[deckId]).filter((p): p is PresencePeer => Boolean(p) && p!.id !== socket.id);
      ack?.({ peers });
    });

    socket.on('disconnecting', () => {
      for (const deckId of Object.keys(data.presence ?? {})) socket.to(editorDeckRoom(Number(deckId))).emit('presence-left', { deckId: Number(deckId), id: socket.id });
    });
  };
  editor.on('connection', onConnection);
  return () => editor.off('connection', onConnection);
}

function refusal(error: unknown): OpAck {
  if (error instanceof OpRefused) return { ok: false, code: error.code, message: error.message };
  if (error instanceof Forbidden || error instanceof NotFound) return { ok: false, code: 'forbidden', message: error.message };
  if (error instanceof Invalid) return { ok: false, code: 'invalid_op', message: error.message };
  return { ok: false, code: 'error', message: 'The change could not be saved' };
}
