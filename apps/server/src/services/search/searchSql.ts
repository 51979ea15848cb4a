/**
 * The SQL of deck search, apart from running it, so bench/search can run exactly the same statement directly on
 * PostgreSQL. `d`, `u` and `t` are the deck, its owner and the owner's team, as the policy's SQL expects.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH } from '@podium/shared';
import type { UserView } from '../../presenters/user.js';
import { findableDeckSql, notesReadableSql } from '../../auth/policies.js';

// ts_headline marks matches with private-use characters (indexDeck strips them from indexed text); textRuns splits on them.
const HEADLINE = 'StartSel=\uE000, StopSel=\uE001, MaxWords=24, MinWords=10, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "';
const TITLE_HEADLINE = 'StartSel=\uE000, StopSel=\uE001, HighlightAll=true';

/** Every index row matching the query that the viewer may read (deck part, slide text, notes), with its rank. */
function allowedHits(viewer: UserView | null, query: string): SQL {
  return sql`
    q AS (SELECT to_tsquery('english', ${query}) AS q),
    hits AS (
      SELECT s.deck_id, s.number, ts_rank_cd(s.body_tsv, q.q) AS rank, false AS in_notes
        FROM slide_search s, q WHERE s.body_tsv @@ q.q
      UNION ALL
      SELECT s.deck_id, s.number, ts_rank_cd(s.notes_tsv, q.q) * 0.5, true
        FROM slide_search s, q WHERE s.notes_tsv @@ q.q
      UNION ALL
      SELECT ds.deck_id, NULL, ts_rank_cd(ds.meta_tsv, q.q) * 2, false
        FROM deck_search ds, q WHERE ds.meta_tsv @@ q.q
    ),
    allowed AS (
      SELECT h.* FROM hits h
        JOIN decks d ON d.id = h.deck_id JOIN users u ON u.id = d.user_id LEFT JOIN teams t ON t.id = u.team_id
       WHERE ${findableDeckSql(viewer)} AND (NOT h.in_notes OR ${notesReadableSql(viewer)})
    )`;
}

/**
 * One page of results: decks ranked title match first, then summed relevance, then views; the best slide of each with
 * its highlighted snippet (ts_headline runs only on the page's rows), and the total of all results in every row.
 */
export function searchPageSql(viewer: UserView | null, query: string, offset: number): SQL {
  return sql`
    WITH ${allowedHits(viewer, query)},
    grouped AS (
      SELECT deck_id, sum(rank) AS rank,
             (array_agg(number ORDER BY rank DESC, number) FILTER (WHERE number IS NOT NULL))[1] AS number,
             (array_agg(in_notes ORDER BY rank DESC, number) FILTER (WHERE number IS NOT NULL))[1] AS in_notes
        FROM allowed GROUP BY deck_id
    ),
    page AS (
      SELECT g.*, coalesce(ds.title_tsv @@ q.q, false) AS title_hit, d.view_count, count(*) OVER () AS total
        FROM grouped g JOIN decks d ON d.id = g.deck_id LEFT JOIN deck_search ds ON ds.deck_id = g.deck_id, q
       ORDER BY title_hit DESC, g.rank DESC, d.view_count DESC, g.deck_id DESC
       LIMIT ${SEARCH.pageLength} OFFSET ${offset}
    )
    SELECT p.deck_id, p.total, p.number, p.in_notes, s.h, s.v,
           ts_headline('english', d.title, q.q, ${TITLE_HEADLINE}) AS title_marked,
           CASE WHEN s.deck_id IS NULL THEN NULL
                WHEN p.in_notes THEN ts_headline('english', s.notes, q.q, ${HEADLINE})
                ELSE ts_headline('english', s.body, q.q, ${HEADLINE}) END AS snippet_marked,
           d.title, d.slug, d.visibility, d.lifecycle, d.thumbnail_url, d.theme_color, d.theme_font, d.width, d.height,
           d.version, d.view_count, d.slide_count, d.created_at, d.updated_at,
           u.id AS user_id, u.username, u.name, u.thumbnail_url AS user_thumbnail_url
      FROM page p JOIN decks d ON d.id = p.deck_id JOIN users u ON u.id = d.user_id
      LEFT JOIN slide_search s ON s.deck_id = p.deck_id AND s.number = p.number, q
     ORDER BY p.title_hit DESC, p.rank DESC, p.view_count DESC, p.deck_id DESC`;
}

/** The number of decks matching (for a page past the last, which has no row to carry the total). */
export function searchCountSql(viewer: UserView | null, query: string): SQL {
  return sql`WITH ${allowedHits(viewer, query)} SELECT count(DISTINCT deck_id) AS total FROM allowed`;
}
