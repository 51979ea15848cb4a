/**
 * One-time sign-in handoffs to a team's address. Sessions are per host, so a team's owner who has just created the
 * team on the main address would otherwise have to sign in again at `{slug}.{APP_HOST}`: the sign-up answer carries a
 * link there holding a random token that signs them in once, within a minute, on that team's address only.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessionHandoffs } from '../db/schema.js';
import { digest, randomToken } from './tokens.js';

/** How long a handoff link works: it is followed at once by the browser that asked for it. */
export const SESSION_HANDOFF_TTL_MS = 60_000;

/** Creates a handoff of `userId` to `teamId`'s address; returns the token for the link. */
export async function createSessionHandoff(db: Db, userId: number, teamId: number): Promise<string> {
  const token = randomToken();
  await db.insert(sessionHandoffs).values({ id: digest(token), userId, teamId, expiresAt: new Date(Date.now() + SESSION_HANDOFF_TTL_MS) });
  return token;
}

/** Uses a handoff on `teamId`'s address: the user it signs in, or null when it is unknown, used, expired or another team's. */
export async function takeSessionHandoff(db: Db, token: string, teamId: number): Promise<number | null> {
  const [row] = await db.delete(sessionHandoffs)
    .where(and(eq(sessionHandoffs.id, digest(token)), eq(sessionHandoffs.teamId, teamId), gt(sessionHandoffs.expiresAt, new Date())))
    .returning({ userId: sessionHandoffs.userId });
  return row?.userId ?? null;
}

/** Removes handoffs nobody followed; called with the session prune. */
export async function pruneExpiredHandoffs(db: Db): Promise<void> {
  await db.delete(sessionHandoffs).where(lt(sessionHandoffs.expiresAt, new Date()));
}
