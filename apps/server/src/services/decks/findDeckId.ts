/** Finds a deck id from its owner's username and its slug (the URLs users see). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { decks, users } from '../../db/schema.js';

/** The deck id for /{username}/{slug}, or null. */
export async function findDeckId(db: Db, username: string, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: decks.id }).from(decks).innerJoin(users, eq(users.id, decks.userId))
    .where(and(eq(users.username, username.toLowerCase()), eq(decks.slug, slug.toLowerCase()))).limit(1);
  return row?.id ?? null;
}
