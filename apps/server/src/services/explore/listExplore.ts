/**
 * /explore's lists: public decks anyone may find (the anonymous case of the deck policy's SQL), as cards —
 * featured by an operator, most viewed this week (deck_views_daily over the last 7 UTC days, then all-time views), or
 * newest — a page at a time.
 */
import { sql } from 'drizzle-orm';
import { DECKS_PAGE_LENGTH } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { findableDeckSql } from '../../auth/policies.js';
import { queryRows } from '../../db/rows.js';
import { cardFromRow, DECK_CARD_SQL, type DeckCardSqlRow } from '../../infra/sql/deckCardSql.js';

export const EXPLORE_SECTIONS = ['featured', 'popular', 'recent'] as const;
export type ExploreSection = (typeof EXPLORE_SECTIONS)[number];

/** "This week": today and the six UTC days before it. */
const WEEK_DAYS = 7;

const ORDER = {
  featured: sql`f.featured_at DESC, d.id DESC`,
  popular: sql`coalesce(w.views, 0) DESC, d.view_count DESC, d.id DESC`,
  recent: sql`d.created_at DESC, d.id DESC`,
} as const;

/** One page of a section and its total. */
export async function listExplore({ ctx, section, page }: { ctx: ServiceContext; section: ExploreSection; page: number }) {
  const featured = section === 'featured' ? sql`JOIN featured_decks f ON f.deck_id = d.id` : sql``;
  const weekly = section === 'popular'
    ? sql`LEFT JOIN (SELECT deck_id, sum(views)::int AS views FROM deck_views_daily
        WHERE day > (now() AT TIME ZONE 'UTC')::date - ${WEEK_DAYS}::int GROUP BY deck_id) w ON w.deck_id = d.id`
    : sql``;
  const from = sql`FROM decks d ${featured} JOIN users u ON u.id = d.user_id LEFT JOIN teams t ON t.id = u.team_id
    WHERE ${findableDeckSql(null)}`;
  const listFrom = sql`FROM decks d ${featured} ${weekly} JOIN users u ON u.id = d.user_id LEFT JOIN teams t ON t.id = u.team_id
    WHERE ${findableDeckSql(null)}`;
  const offset = (Math.max(1, page) - 1) * DECKS_PAGE_LENGTH;
  const [rows, counted] = await Promise.all([
    queryRows<DeckCardSqlRow>(ctx.db, sql`SELECT ${DECK_CARD_SQL} ${listFrom} ORDER BY ${ORDER[section]} LIMIT ${DECKS_PAGE_LENGTH} OFFSET ${offset}`),
    queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n ${from}`),
  ]);
  return { results: rows.map(cardFromRow), total: Number(counted[0]?.n ?? 0) };
}
