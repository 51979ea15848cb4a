/** Database-backed sessions. The cookie holds a random token; the row is keyed by its digest. */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { passwordResetTokens, sessions, users, type UserRow } from '../db/schema.js';
import { digest, randomToken } from './tokens.js';

export const SESSION_COOKIE = 'podium_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is refreshed at most this often, so reads do not turn into writes on every request. */
const TOUCH_AFTER_MS = 60 * 60 * 1000;

/** Creates a session for a user and returns the cookie token. */
export async function createSession(db: Db, userId: number, userAgent: string | undefined): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    id: digest(token),
    userId,
    userAgent: userAgent?.slice(0, 300) ?? null,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/** The active user behind a session token, or null when the session is unknown, expired or the user deactivated. */
export async function userForSession(db: Db, token: string): Promise<UserRow | null> {
  const id = digest(token);
  const now = new Date();
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || row.user.deactivatedAt) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, id));
  }
  return row.user;
}

/** Deletes one session (log out). */
export async function destroySession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, digest(token)));
}

/** Deletes every session of a user (deactivation, password change). */
export async function destroyUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Removes expired sessions; called periodically. */
export async function pruneExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/** Marks every unused password-reset link of a user as used: a new password (by reset or change) voids older links. */
export async function voidResetLinks(db: Pick<Db, 'update'>, userId: number): Promise<void> {
  await db.update(passwordResetTokens).set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
