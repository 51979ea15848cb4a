/** The viewer's collaborator role on a deck: what loadDeck adds to the cached deck before the policy decides. */
import { and, eq } from 'drizzle-orm';
import type { DeckRole } from '@podium/shared';
import type { Db } from '../../db/client.js';
import { deckUsers } from '../../db/schema.js';

/** The role of `userId`'s deck_users row on the deck, or null when they are not a collaborator. */
export async function collaboratorRoleOf(db: Db, deckId: number, userId: number): Promise<DeckRole | null> {
  const [row] = await db.select({ role: deckUsers.role }).from(deckUsers)
    .where(and(eq(deckUsers.deckId, deckId), eq(deckUsers.userId, userId))).limit(1);
  return row?.role ?? null;
}
