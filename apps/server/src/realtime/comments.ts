/**
 * The comments channel on the `editor` namespace: a socket asks to follow a deck's comments (`comments:join`, allowed
 * to anyone who may read the deck, checked by the one loader), and every comment change a service raises in this
 * process is sent to that deck's comment room; the adapter carries it to sockets on other processes. Kept apart from
 * the editor's own join and document sync, so the review page (readers who never edit) follows comments too.
 */
import type { Namespace, Socket } from 'socket.io';
import { parse as parseCookie } from 'cookie';
import { COMMENT_EVENTS, type CommentEventJson } from '@podium/shared';
import type { AppServices, LinkCredentials } from '../context.js';
import type { UserRow } from '../db/schema.js';
import { deckRoleNow } from './deckRoleNow.js';
import { LINK_UNLOCK_COOKIE, linkCredentials } from '../services/sharing/linkAccess.js';

/** The room of the sockets following one deck's comments. */
export const commentsRoom = (deckId: number) => `comments:${deckId}`;

/** Handles joins and leaves, relays comment changes and drops followers who lose access; returns the detach function. */
export function attachCommentsChannel(editor: Namespace, services: AppServices): () => void {
  editor.on('connection', (socket: Socket) => {
    // `deckToken`: the share link the page was opened with (a reader of a private deck through a link follows too).
    socket.on(COMMENT_EVENTS.join, async (payload: { deckId?: unknown; deckToken?: unknown }, ack?: unknown) => {
      const deckId = Number(payload?.deckId);
      const token = typeof payload?.deckToken === 'string' && payload.deckToken.length <= 200 ? payload.deckToken : undefined;
      const ok = Number.isSafeInteger(deckId) && await mayRead(services, deckId, userOf(socket), linkOf(socket, token));
      // A refused join also ends an earlier follow (the deck may have become private meanwhile).
      if (ok) {
        await socket.join(commentsRoom(deckId));
        tokensOf(socket).set(deckId, token);
      } else if (Number.isSafeInteger(deckId)) await socket.leave(commentsRoom(deckId));
      if (typeof ack === 'function') ack({ ok });
    });
    socket.on(COMMENT_EVENTS.leave, (payload: { deckId?: unknown }) => {
      void socket.leave(commentsRoom(Number(payload?.deckId)));
    });
  });
  const onChanged = (event: CommentEventJson) => {
    editor.to(commentsRoom(event.deck_id)).emit(COMMENT_EVENTS.changed, event);
  };
  const onAccess = ({ deckId }: { deckId: number }) => {
    recheck(editor, services, deckId).catch((error: unknown) => services.log.error({ err: error, deckId }, 'comment followers re-check failed'));
  };
  services.events.on('comment-changed', onChanged);
  services.events.on('deck-access-changed', onAccess);
  return () => {
    services.events.off('comment-changed', onChanged);
    services.events.off('deck-access-changed', onAccess);
  };
}

const userOf = (socket: { data: unknown }) => (socket.data as { user?: UserRow | null }).user ?? null;

/** The share-link token each followed deck was joined with (re-checked with it when access changes). */
function tokensOf(socket: { data: unknown }): Map<number, string | undefined> {
  const data = socket.data as { commentTokens?: Map<number, string | undefined> };
  data.commentTokens ??= new Map();
  return data.commentTokens;
}

function linkOf(socket: { handshake: Socket['handshake'] }, token: string | undefined): LinkCredentials | undefined {
  if (!token) return undefined;
  const { headers, address } = socket.handshake;
  return linkCredentials(token, parseCookie(headers.cookie ?? '')[LINK_UNLOCK_COOKIE], address, headers['user-agent'] ?? '');
}

/** Takes this process's followers of the deck who may no longer read it out of its comment room. */
async function recheck(editor: Namespace, services: AppServices, deckId: number): Promise<void> {
  const sockets = await editor.in(commentsRoom(deckId)).local.fetchSockets();
  await Promise.all(sockets.map(async (socket) => {
    if (!(await mayRead(services, deckId, userOf(socket), linkOf(socket, tokensOf(socket).get(deckId))))) socket.leave(commentsRoom(deckId));
  }));
}

async function mayRead(services: AppServices, deckId: number, user: UserRow | null, link?: LinkCredentials): Promise<boolean> {
  try {
    return (await deckRoleNow(services, deckId, user, link)) !== null;
  } catch (error) {
    services.log.error({ err: error, deckId }, 'comment follower access check failed');
    return false;
  }
}
