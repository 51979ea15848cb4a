/**
 * Re-checks the sockets of a deck's stream when who may read the deck changes (visibility, lifecycle, a share link
 * updated or deleted). The event reaches every process (EventBus.broadcast), and each process checks its own sockets
 * with the credentials they joined with: a socket that lost access, or whose role changed, is disconnected ("io server
 * disconnect", which clients show as refused; a viewer who may still watch rejoins by reloading).
 */
import type { Namespace } from 'socket.io';
import type { AppServices, LinkCredentials } from '../context.js';
import type { UserRow } from '../db/schema.js';
import { rooms } from '../infra/live/liveHub.js';
import { isNoAccess } from '../domain/errors.js';
import { streamAccess } from '../services/live/streamAccess.js';
import type { AudienceMember } from '../services/audience/member.js';

/** What a socket of the `live` namespace joined with (socket.data). */
export interface LiveSocketData {
  user?: UserRow | null;
  /** The stream joined, and what let the socket in. */
  live?: { deckId: number; role: 'presenter' | 'viewer'; speakerToken?: string; link: LinkCredentials };
  /** Who the socket is to audience Q&A (set on join). */
  audience?: AudienceMember;
}

/** Listens for access changes and re-checks the affected streams; returns the function that stops listening. */
export function watchStreamAccess(live: Namespace, services: AppServices): () => void {
  const onChange = ({ deckId }: { deckId: number }) => {
    recheckStream(live, services, deckId).catch((error: unknown) => services.log.error({ err: error, deckId }, 'live access re-check failed'));
  };
  services.events.on('deck-access-changed', onChange);
  return () => services.events.off('deck-access-changed', onChange);
}

/** Disconnects this process's sockets of the stream that may no longer watch it in the role they joined with. */
export async function recheckStream(live: Namespace, services: AppServices, deckId: number): Promise<void> {
  const sockets = await live.in(rooms.stream(deckId)).local.fetchSockets();
  // Sockets sharing credentials (anonymous viewers, one link) get one answer: a crowd costs a few reads, not one each.
  const verdicts = new Map<string, Promise<'presenter' | 'viewer' | null>>();
  await Promise.all(sockets.map(async (socket) => {
    const data = socket.data as LiveSocketData;
    const joined = data.live;
    if (!joined || joined.deckId !== deckId) return;
    const key = JSON.stringify([data.user?.id ?? null, joined.speakerToken ?? null, joined.link.token, joined.link.unlocks ?? null]);
    let verdict = verdicts.get(key);
    if (!verdict) {
      verdict = roleNow(services, deckId, data.user ?? null, joined);
      verdicts.set(key, verdict);
    }
    if ((await verdict) !== joined.role) socket.disconnect(true);
  }));
}

/** The stream role these credentials give now, or null when they no longer open the stream. */
async function roleNow(services: AppServices, deckId: number, user: UserRow | null, joined: NonNullable<LiveSocketData['live']>) {
  try {
    const access = await streamAccess({ ctx: { ...services, user, link: joined.link }, deck: { id: deckId }, speakerToken: joined.speakerToken });
    return access.role;
  } catch (error) {
    if (isNoAccess(error)) return null;
    throw error;
  }
}
