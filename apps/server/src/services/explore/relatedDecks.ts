/**
 * Related decks under a deck's show page: more by the same author, then other decks whose search index
 * text is similar — ranked by ts_rank of their content against the deck's own title and tag terms (any of them),
 * then by views. Only decks the viewer may find (the deck policy's SQL), never the deck itself.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { findableDeckSql } from '../../auth/policies.js';
import { queryRows } from '../../db/rows.js';
import { viewOfUser } from '../users/findUser.js';
import type { ViewableDeck } from '../decks/loadDeck.js';
import { cardFromRow, DECK_CARD_SQL, type DeckCardSqlRow } from '../../infra/sql/deckCardSql.js';

/** Cards in each of the two lists. */
export const RELATED_PER_LIST = 4;

/** Up to RELATED_PER_LIST decks by the deck's author and as many similar decks by others, for this viewer. */
export async function relatedDecks(ctx: ServiceContext, found: ViewableDeck) {
  const viewer = ctx.user ? await viewOfUser(ctx.db, ctx.user) : null;
  const deckId = found.deck.id;
  const ownerId = found.owner.id;
  // The deck's title and tag terms OR-ed together (plainto_tsquery stems them and drops stop words; NULL when unindexed).
  const terms = sql`(SELECT replace(plainto_tsquery('english', s.title || ' ' || s.tag_names)::text, ' & ', ' | ')::tsquery
    FROM deck_search s WHERE s.deck_id = ${deckId})`;
  const list = (author: SQL) => queryRows<DeckCardSqlRow>(ctx.db, sql`SELECT ${DECK_CARD_SQL}
    FROM decks d JOIN users u ON u.id = d.user_id LEFT JOIN teams t ON t.id = u.team_id
    LEFT JOIN deck_search ds ON ds.deck_id = d.id
    WHERE ${findableDeckSql(viewer)} AND d.id <> ${deckId} AND ${author}
    ORDER BY coalesce(ts_rank(ds.content_tsv, ${terms}), 0) DESC, d.view_count DESC, d.id DESC
    LIMIT ${RELATED_PER_LIST}`);
  const [byAuthor, similar] = await Promise.all([
    list(sql`d.user_id = ${ownerId}`),
    list(sql`d.user_id <> ${ownerId} AND ds.content_tsv @@ ${terms}`),
  ]);
  return { byAuthor: byAuthor.map(cardFromRow), similar: similar.map(cardFromRow) };
}
