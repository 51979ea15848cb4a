/** Loads a deck with its owner (and the owner's team), the input every deck policy decision needs. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { decks, teams, users } from '../../db/schema.js';
import type { DeckWithOwner } from '../../auth/policies.js';

/** The deck and its owner, or null for an unknown id. */
export async function loadDeck(db: Db, id: number): Promise<DeckWithOwner | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({ deck: decks, owner: users, ownerTeam: teams })
    .from(decks)
    .innerJoin(users, eq(users.id, decks.userId))
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(eq(decks.id, id))
    .limit(1);
  return row ?? null;
}
