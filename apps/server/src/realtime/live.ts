/**
 * The `live` Socket.IO namespace. A client joins a deck's stream and gets the latest snapshot in the reply; presenters
 * (present role or a speaker link) then publish state, pointer and drawings, which everyone else in the stream
 * receives. Presenter events from a viewer socket are dropped without a word.
 */
import type { Namespace, Socket } from 'socket.io';
import {
  SlideDatum, SlideKey, StreamPointer, StreamState, type LiveJoinResult,
} from '@podium/shared';
import { z } from 'zod';
import { parse as parseCookie } from 'cookie';
import type { AppServices, LinkCredentials } from '../context.js';
import { watchStreamAccess, type LiveSocketData } from './liveRecheck.js';
import { LINK_UNLOCK_COOKIE, linkCredentials } from '../services/sharing/linkAccess.js';
import { rooms } from '../infra/live/liveHub.js';
import { isNoAccess } from '../domain/errors.js';
import { streamAccess } from '../services/live/streamAccess.js';
import { audienceIdentity } from '../services/audience/audienceId.js';
import { audienceOnJoin } from '../services/audience/join.js';
import { pollsOnJoin } from '../services/audience/pollJoin.js';
import { attachAudienceEvents } from './audience.js';

const JoinPayload = z.object({
  deckId: z.number().int().positive().max(2_147_483_647),
  speakerToken: z.string().max(100).optional(),
  /** A share link's token (SPEC §7 deck_token): it grants the stream what it grants the deck. */
  deckToken: z.string().max(200).optional(),
  /** The signed audience id this browser was given before (audience Q&A: the same viewer after a reconnect). */
  audienceToken: z.string().max(200).optional(),
});
const DrawPayload = z.object({ slide_key: SlideKey, datum: SlideDatum });
const ClearPayload = z.object({ slide_key: SlideKey.optional() });


type Ack = (result: LiveJoinResult) => void;

/** Wires the namespace's events to the services' LiveHub; returns the function that detaches it from app events. */
export function attachLiveNamespace(live: Namespace, services: AppServices): () => void {
  services.live.attach(live);

  live.on('connection', (socket: Socket) => {
    const data = socket.data as LiveSocketData;

    socket.on('join', async (payload: unknown, ack?: Ack) => {
      const parsed = JoinPayload.safeParse(payload);
      if (!parsed.success) return ack?.({ ok: false });
      const { deckId, speakerToken, deckToken, audienceToken } = parsed.data;
      try {
        const link = socketLink(socket, deckToken);
        const access = await streamAccess({ ctx: { ...services, user: data.user ?? null, link }, deck: { id: deckId }, speakerToken });
        await leaveStream(socket, services);
        data.live = { deckId, role: access.role, speakerToken, link };
        const joined = [rooms.stream(deckId), access.role === 'presenter' ? rooms.presenters(deckId) : rooms.viewers(deckId)];
        if (access.speakerTokenId) joined.push(rooms.speakerToken(access.speakerTokenId));
        const identity = audienceIdentity(services.config.sessionSecret, data.user?.id ?? null, audienceToken);
        data.audience = { deckId, viewer: identity.viewer, address: socket.handshake.address, moderate: access.moderate };
        await socket.join(joined);
        const [snapshot, viewers, qa] = await Promise.all([
          services.live.store.snapshot(deckId), services.live.viewerCount(deckId),
          audienceOnJoin({ ctx: services, member: data.audience, presenter: access.role === 'presenter', token: identity.token }),
        ]);
        const polls = await pollsOnJoin({ ctx: services, member: data.audience, sessionId: qa.session?.id ?? null });
        if (access.role === 'viewer') services.live.viewersChanged(deckId);
        ack?.({ ok: true, role: access.role, snapshot, viewers, qa, polls });
      } catch (error) {
        if (!isNoAccess(error)) services.log.error({ err: error }, 'live join failed');
        ack?.({ ok: false });
      }
    });

    /** Runs a presenter event when this socket presents a stream and the payload parses; anything else is ignored. */
    const presenterEvent = <T>(schema: z.ZodType<T>, run: (deckId: number, value: T) => Promise<unknown>) =>
      (payload: unknown) => {
        if (data.live?.role !== 'presenter') return;
        const parsed = schema.safeParse(payload);
        if (!parsed.success) return;
        run(data.live.deckId, parsed.data).catch((error: unknown) => services.log.error({ err: error }, 'live event failed'));
      };

    socket.on('state', presenterEvent(StreamState, (deckId, state) => services.live.publishState(deckId, state, socket.id)));
    socket.on('pointer', presenterEvent(StreamPointer, (deckId, pointer) => services.live.publishPointer(deckId, pointer, socket.id)));
    socket.on('slide-datum', presenterEvent(DrawPayload, (deckId, { slide_key, datum }) => services.live.addDatum(deckId, slide_key, datum, socket.id)));
    socket.on('clear-slide-data', presenterEvent(ClearPayload, (deckId, { slide_key }) => services.live.clearData(deckId, slide_key, socket.id)));

    attachAudienceEvents(socket, services);

    socket.on('disconnect', () => {
      if (data.live?.role === 'viewer') services.live.viewersChanged(data.live.deckId);
    });
  });
  return watchStreamAccess(live, services);
}

/** The share link a socket presents: the join's token, with the unlock cookie and client of the handshake. */
function socketLink(socket: Socket, token: string | undefined): LinkCredentials {
  const { headers, address } = socket.handshake;
  return linkCredentials(token, parseCookie(headers.cookie ?? '')[LINK_UNLOCK_COOKIE], address, headers['user-agent'] ?? '');
}

/** Leaves the stream a socket joined before (a client switching decks or re-joining after a role change). */
async function leaveStream(socket: Socket, services: AppServices): Promise<void> {
  const previous = (socket.data as LiveSocketData).live;
  (socket.data as LiveSocketData).audience = undefined;
  if (!previous) return;
  for (const room of socket.rooms) if (room !== socket.id) await socket.leave(room);
  if (previous.role === 'viewer') services.live.viewersChanged(previous.deckId);
}
