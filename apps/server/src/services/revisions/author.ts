/** A revision's author as the API shows it. */
import { eq } from 'drizzle-orm';
import type { RevisionJson } from '@podium/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** The author of a revision, or null when unknown (deleted user, system write). */
export async function presentAuthor(db: Db, userId: number | null): Promise<RevisionJson['author']> {
  if (userId === null) return null;
  const [user] = await db.select({ id: users.id, username: users.username, name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
}
