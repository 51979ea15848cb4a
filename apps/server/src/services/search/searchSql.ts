/**
 * The SQL of deck search, apart from running it, so bench/search can run exactly the same statement directly on
 * PostgreSQL. Decks are matched and ranked on their one deck_search row (GIN indexes); only the page's results then
 * look up their best slide in slide_search (by primary key) and get ts_headline snippets. `d`, `u` and `t` are the
 * deck, its owner and the owner's team, as the policy's SQL expects.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH } from '@podium/shared';
import type { UserView } from '../../presenters/user.js';
import { findableDeckSql, notesReadableSql } from '../../auth/policies.js';
import { DECK_CARD_SQL } from '../decks/deckCardSql.js';

// ts_headline marks matches with private-use characters (indexDeck strips them from indexed text); textRuns splits on them.
const HEADLINE = 'StartSel=\uE000, StopSel=\uE001, MaxWords=24, MinWords=10, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "';
const TITLE_HEADLINE = 'StartSel=\uE000, StopSel=\uE001, HighlightAll=true';

/** The decks matching the query that the viewer may find, with whether their notes count and their rank. */
function matches(viewer: UserView | null, query: string): SQL {
  return sql`
    q AS (SELECT to_tsquery('english', ${query}) AS q),
    matched AS (
      SELECT ds.deck_id, (ds.title_tsv @@ q.q) AS title_hit, d.view_count, nr.notes_ok,
             ts_rank_cd(ds.content_tsv, q.q) + CASE WHEN nr.notes_ok THEN ts_rank_cd(ds.notes_tsv, q.q) * 0.5 ELSE 0 END AS rank
        FROM deck_search ds CROSS JOIN q
        JOIN decks d ON d.id = ds.deck_id JOIN users u ON u.id = d.user_id LEFT JOIN teams t ON t.id = u.team_id
        CROSS JOIN LATERAL (SELECT ${notesReadableSql(viewer)} AS notes_ok) nr
       WHERE (ds.content_tsv @@ q.q OR ds.notes_tsv @@ q.q) AND ${findableDeckSql(viewer)}
         AND (ds.content_tsv @@ q.q OR nr.notes_ok)
    )`;
}

/**
 * One page of results: title matches first, then relevance, then views; each with its best slide (slide text before
 * notes at equal rank) and highlighted title and snippet, and the total of all results in every row.
 */
export function searchPageSql(viewer: UserView | null, query: string, offset: number): SQL {
  return sql`
    WITH ${matches(viewer, query)},
    page AS (
      SELECT m.*, count(*) OVER () AS total FROM matched m
       ORDER BY m.title_hit DESC, m.rank DESC, m.view_count DESC, m.deck_id DESC
       LIMIT ${SEARCH.pageLength} OFFSET ${offset}
    )
    SELECT p.total, s.number, s.in_notes, s.h, s.v,
           ts_headline('english', d.title, q.q, ${TITLE_HEADLINE}) AS title_marked,
           CASE WHEN s.number IS NULL THEN NULL
                WHEN s.in_notes THEN ts_headline('english', s.notes, q.q, ${HEADLINE})
                ELSE ts_headline('english', s.body, q.q, ${HEADLINE}) END AS snippet_marked,
           ${DECK_CARD_SQL}
      FROM page p CROSS JOIN q JOIN decks d ON d.id = p.deck_id JOIN users u ON u.id = d.user_id
      LEFT JOIN LATERAL (
        SELECT x.number, x.h, x.v, x.body, x.notes, x.in_notes FROM (
          SELECT ss.number, ss.h, ss.v, ss.body, ss.notes, false AS in_notes, ts_rank_cd(ss.body_tsv, q.q) AS rank
            FROM slide_search ss WHERE ss.deck_id = p.deck_id AND ss.body_tsv @@ q.q
          UNION ALL
          SELECT ss.number, ss.h, ss.v, ss.body, ss.notes, true, ts_rank_cd(ss.notes_tsv, q.q) * 0.5
            FROM slide_search ss WHERE p.notes_ok AND ss.deck_id = p.deck_id AND ss.notes_tsv @@ q.q
        ) x ORDER BY x.rank DESC, x.in_notes, x.number LIMIT 1
      ) s ON true
     ORDER BY p.title_hit DESC, p.rank DESC, p.view_count DESC, p.deck_id DESC`;
}

/** The number of decks matching (for a page past the last, which has no row to carry the total). */
export function searchCountSql(viewer: UserView | null, query: string): SQL {
  return sql`WITH ${matches(viewer, query)} SELECT count(*) AS total FROM matched`;
}
