/** A deck's recorded narration with its file's key; reading it follows the deck's read policy, recording its edit policy. */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { media, narrations, type NarrationRow } from '../../db/schema.js';
import { can } from '../../auth/policies.js';
import { loadDeck } from '../decks/loadDeck.js';

export interface StoredNarration {
  row: NarrationRow;
  key: string;
  contentType: string;
}

/** The deck's narration (no policy check: callers have checked the deck). */
export async function narrationOf(ctx: Pick<ServiceContext, 'db'>, deckId: number): Promise<StoredNarration | null> {
  const [found] = await ctx.db.select({ row: narrations, key: media.key, contentType: media.contentType })
    .from(narrations).innerJoin(media, eq(media.id, narrations.mediaId)).where(eq(narrations.deckId, deckId)).limit(1);
  return found ?? null;
}

/** The narration of a deck the viewer may read, and whether they may record one (the roles that may edit it). */
export async function findNarration(ctx: ServiceContext, deckId: number): Promise<{ narration: StoredNarration | null; canRecord: boolean }> {
  const found = await loadDeck({ ctx, ref: { id: deckId } });
  return { narration: await narrationOf(ctx, found.deck.id), canRecord: can(found.viewer, 'edit', found) };
}
