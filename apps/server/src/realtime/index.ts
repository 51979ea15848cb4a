/**
 * Socket.IO on the app's HTTP server with namespaces `live` and `editor`. In-memory adapter by default; with REDIS_URL
 * the Redis streams adapter, so events reach clients connected to any server process (each resumes reading the stream
 * where it left off after a blip; what could not be published during an outage is lost to other processes, which is
 * why live state is re-sent when Redis returns: README "When PostgreSQL or Redis is away"). Upgrades are checked for
 * Origin and authenticated with the session cookie.
 */
import { watchDeactivations } from './userRecheck.js';
import type { FastifyInstance } from 'fastify';
import { Server, type Namespace, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { parse as parseCookie } from 'cookie';
import type { AppServices } from '../context.js';
import { SESSION_COOKIE, userForSession } from '../auth/sessions.js';
import { digest } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { loadDeck } from '../services/decks/loadDeck.js';
import { can } from '../auth/policies.js';
import { createRedis } from '../infra/redis.js';
import { attachLiveNamespace } from './live.js';
import { localFirstBroadcasts } from './localFirstAdapter.js';
import { editorDeckRoom, rememberEditorRole, watchEditorAccess } from './editorRecheck.js';
import { attachExportProgress } from './exportProgress.js';
import { attachImportProgress } from './importProgress.js';
import { attachCommentsChannel } from './comments.js';
import { attachCoedit, joinPresence } from './coedit.js';

export interface Realtime {
  io: Server;
  /** Disconnects this process's sockets (not other processes': no adapter broadcast) and stops accepting new ones. */
  disconnectLocal(): void;
  close(): Promise<void>;
}


/** Attaches Socket.IO to the Fastify server and relays app events (deck saved) to the rooms that care. */
export function attachRealtime(app: FastifyInstance, services: AppServices): Realtime {
  const { config, db } = services;
  const allowedOrigin = new URL(config.publicUrl).origin;
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, !origin || origin === allowedOrigin || isLocalOrigin(origin, req.headers.host));
    },
  });
  const redis = config.redisUrl ? createRedis(config.redisUrl, 'stream', services.log) : null;
  if (redis) {
    const name = `${config.redisPrefix}socket.io`;
    const makeAdapter = createAdapter(redis, { streamName: name, channelPrefix: name, sessionKeyPrefix: `${config.redisPrefix}sio:session:` });
    // This process's sockets get a broadcast at once; other processes get it through Redis (localFirstAdapter.ts).
    io.adapter(localFirstBroadcasts(makeAdapter));
  }

  const editor = io.of('/editor');
  authenticate(editor, db);
  const live = io.of('/live');
  authenticate(live, db);
  const detachLive = attachLiveNamespace(live, services);
  const stopEditorRecheck = watchEditorAccess(editor, services);
  const stopDeactivations = watchDeactivations([editor, live], services);
  const detachExports = attachExportProgress(editor, services);
  const detachImports = attachImportProgress(editor, services);
  const detachComments = attachCommentsChannel(editor, services);
  const detachCoedit = attachCoedit(editor, services);
  editor.on('connection', (socket) => {
    socket.on('join', async (payload: { deckId?: unknown }, ack?: (result: { ok: boolean; seq?: number; canEdit?: boolean }) => void) => {
      const deckId = Number(payload?.deckId);
      try {
        const found = await loadDeck({ ctx: { ...services, user: socket.data.user ?? null }, ref: { id: deckId }, fresh: true });
        rememberEditorRole(socket, deckId, found.role);
        await socket.join(editorDeckRoom(deckId));
        joinPresence(socket, found);
        ack?.({ ok: true, seq: found.deck.version, canEdit: can(found.viewer, 'edit', found) });
      } catch {
        ack?.({ ok: false });
      }
    });
  });

  const onDeckSaved = ({ deckId, version, viaOps }: { deckId: number; version: number; viaOps?: boolean }) => {
    // Ops reach the room as `ops` themselves; only whole-document saves (imports, offline replay) are announced.
    if (viaOps) return;
    editor.to(editorDeckRoom(deckId)).emit('deck-saved', { deckId, version });
  };
  services.events.on('deck-saved', onDeckSaved);

  return {
    io,
    disconnectLocal: () => {
      for (const namespace of [editor, live]) for (const socket of namespace.sockets.values()) socket.disconnect(true);
      io.engine.close();
    },
    close: async () => {
      services.events.off('deck-saved', onDeckSaved);
      stopEditorRecheck();
      stopDeactivations();
      detachLive();
      detachExports();
      detachImports();
      detachComments();
      detachCoedit();
      services.live.close();
      await io.close();
      redis?.disconnect();
    },
  };
}

/** A page served from the host the client connected to (PUBLIC_URL may differ, e.g. 127.0.0.1 vs localhost). */
function isLocalOrigin(origin: string, host: string | undefined): boolean {
  try {
    const url = new URL(origin);
    return Boolean(host) && url.host === host;
  } catch {
    return false;
  }
}

/** Puts the signed-in user (or null) on socket.data from the session cookie of the handshake. */
function authenticate(namespace: Namespace, db: Db): void {
  namespace.use(async (socket: Socket, next) => {
    const token = parseCookie(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
    socket.data.user = token ? await userForSession(db, token).catch(() => null) : null;
    // Which session the socket belongs to: a password change closes the user's sockets except this session's.
    if (socket.data.user && token) socket.data.sessionId = digest(token);
    next();
  });
}
