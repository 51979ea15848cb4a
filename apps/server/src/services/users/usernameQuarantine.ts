/**
 * A deleted account's username is held back for USERNAME_QUARANTINE_DAYS: nobody can claim it right away, so links
 * and mentions of the old owner never lead to someone else's profile the next day.
 */
import { and, eq, gt } from 'drizzle-orm';
import { USERNAME_QUARANTINE_DAYS } from '@podium/shared';
import type { Db } from '../../db/client.js';
import { releasedUsernames } from '../../db/schema.js';

/** True while `username` (normalised) is held back after its account was deleted. */
export async function isUsernameQuarantined(db: Db, username: string, now = new Date()): Promise<boolean> {
  return (await db.$count(releasedUsernames, and(eq(releasedUsernames.username, username), gt(releasedUsernames.until, now)))) > 0;
}

/** Holds `username` back from `now` for the quarantine period (a name deleted twice is held from the later time). */
export async function quarantineUsername(db: Pick<Db, 'insert'>, username: string, now = new Date()): Promise<void> {
  const until = new Date(now.getTime() + USERNAME_QUARANTINE_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(releasedUsernames).values({ username, until })
    .onConflictDoUpdate({ target: releasedUsernames.username, set: { until } });
}
