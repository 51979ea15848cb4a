/** add_decks / remove_decks (SPEC §7): the owner of a deck labels it with one of their deck tags. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { deckTags, tags, type TagRow } from '../../db/schema.js';
import { loadDeck } from '../decks/loadDeck.js';
import { requestSearchIndex } from '../search/requestIndex.js';
import { ownTag } from './ownTag.js';

/**
 * Adds or removes the tag on each deck. Every deck goes through the deck policy first (404 for a deck the user may not
 * see, 403 for one they may see but do not own): tags are their owner's labels, shown on the deck's page.
 */
export async function tagDecks(
  ctx: ServiceContext, tagId: number, deckIds: readonly number[], change: 'add' | 'remove',
): Promise<TagRow> {
  const tag = await ownTag(ctx, tagId, 'deck');
  const ids = [...new Set(deckIds)];
  for (const id of ids) {
    await loadDeck({ ctx: { ...ctx, link: undefined }, ref: { id }, action: 'tag', fresh: true });
  }
  if (ids.length && change === 'add') {
    await ctx.db.insert(deckTags).values(ids.map((deckId) => ({ tagId: tag.id, deckId }))).onConflictDoNothing();
  } else if (ids.length) {
    await ctx.db.delete(deckTags).where(and(eq(deckTags.tagId, tag.id), inArray(deckTags.deckId, ids)));
  }
  for (const id of ids) requestSearchIndex(ctx, id);
  return tag;
}

/** The deck tags on a deck anyone who may read it sees (show page), by name. */
export async function tagsOfDeck(ctx: ServiceContext, deckId: number): Promise<{ tags: TagRow[]; username: string }> {
  const { deck, owner } = await loadDeck({ ctx, ref: { id: deckId } });
  const rows = await ctx.db.select({ tag: tags }).from(deckTags)
    .innerJoin(tags, and(eq(tags.id, deckTags.tagId), eq(tags.tagType, 'deck'), eq(tags.userId, deck.userId)))
    .where(eq(deckTags.deckId, deck.id)).orderBy(asc(tags.name));
  return { tags: rows.map((row) => row.tag), username: owner.username };
}
