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
import type { TsQueryParts } from './searchTerms.js';

// ts_headline marks matches with private-use characters (indexDeck strips them from indexed text); textRuns splits on them.
const HEADLINE = 'StartSel=\uE000, StopSel=\uE001, MaxWords=24, MinWords=10, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "';
const TITLE_HEADLINE = 'StartSel=\uE000, StopSel=\uE001, HighlightAll=true';

/**
 * The query as an expression, written out wherever it is used: as a constant the planner sees, PostgreSQL uses the GIN
 * indexes (a CTE or a joined row holding it made it scan every row). The word being typed matches as an English stem
 * or as typed: stemming half a word can change it ("happ" is kept, but "stormy" → "stormi" no longer prefixes "stormyx").
 */
function tsQuery({ words, prefix }: TsQueryParts): SQL {
  // One item when both agree (most words): a repeated item doubled ts_rank_cd's work on every matching deck.
  const english = sql`to_tsquery('english', ${prefix})`;
  const simple = sql`to_tsquery('simple', ${prefix})`;
  const typing = sql`(CASE WHEN ${english} = ${simple} THEN ${simple} ELSE ${english} || ${simple} END)`;
  return words ? sql`(to_tsquery('english', ${words}) && ${typing})` : typing;
}

/**
 * The decks matching the query that the viewer may find, with whether their notes count and their rank. Candidates come
 * from one OR of the two GIN indexes (a BitmapOr for a rare term; for a term in most decks PostgreSQL reads the table,
 * which is cheap now that the vectors live in the row, migration 0022); only visible matches are ranked.
 */
function matches(viewer: UserView | null, q: SQL, scope?: SQL): SQL {
  return sql`
    -- Materialized: each rank is computed once, at the row, and the window counting the total then holds narrow rows
    -- (inlined, the window kept every row whole, vectors and all, and spilled them to disk before ranking).
    matched AS MATERIALIZED (
      SELECT ds.deck_id, (ds.title_tsv @@ ${q}) AS title_hit, d.view_count, nr.notes_ok,
             ts_rank_cd(ds.content_tsv, ${q}) + CASE WHEN nr.notes_ok THEN ts_rank_cd(ds.notes_tsv, ${q}) * 0.5 ELSE 0 END AS rank
        FROM deck_search ds
        JOIN decks d ON d.id = ds.deck_id JOIN users u ON u.id = d.user_id LEFT JOIN teams t ON t.id = u.team_id
        CROSS JOIN LATERAL (SELECT ${notesReadableSql(viewer)} AS notes_ok) nr
       WHERE (ds.content_tsv @@ ${q} OR ds.notes_tsv @@ ${q}) AND ${findableDeckSql(viewer)}
         AND (ds.content_tsv @@ ${q} OR nr.notes_ok)${scope ? sql` AND ${scope}` : sql``}
    )`;
}

/**
 * One page of results: title matches first, then relevance, then views; each with its best slide (slide text before
 * notes at equal rank) and highlighted title and snippet, and the total of all results in every row.
 */
/** `scope` (optional) narrows the decks further, over `d`, `u` and `t` (e.g. teamSearchScope.ts). */
export function searchPageSql(viewer: UserView | null, query: TsQueryParts, offset: number, scope?: SQL): SQL {
  const q = tsQuery(query);
  return sql`
    WITH ${matches(viewer, q, scope)},
    page AS (
      SELECT m.*, count(*) OVER () AS total FROM matched m
       ORDER BY m.title_hit DESC, m.rank DESC, m.view_count DESC, m.deck_id DESC
       LIMIT ${SEARCH.pageLength} OFFSET ${offset}
    )
    SELECT p.total, s.number, s.in_notes, s.h, s.v,
           ts_headline('english', d.title, ${q}, ${TITLE_HEADLINE}) AS title_marked,
           CASE WHEN s.number IS NULL THEN NULL
                WHEN s.in_notes THEN ts_headline('english', s.notes, ${q}, ${HEADLINE})
                ELSE ts_headline('english', s.body, ${q}, ${HEADLINE}) END AS snippet_marked,
           ${DECK_CARD_SQL}
      FROM page p JOIN decks d ON d.id = p.deck_id JOIN users u ON u.id = d.user_id
      LEFT JOIN LATERAL (
        SELECT x.number, x.h, x.v, x.body, x.notes, x.in_notes FROM (
          SELECT ss.number, ss.h, ss.v, ss.body, ss.notes, false AS in_notes, ts_rank_cd(ss.body_tsv, ${q}) AS rank
            FROM slide_search ss WHERE ss.deck_id = p.deck_id AND ss.body_tsv @@ ${q}
          UNION ALL
          SELECT ss.number, ss.h, ss.v, ss.body, ss.notes, true, ts_rank_cd(ss.notes_tsv, ${q}) * 0.5
            FROM slide_search ss WHERE p.notes_ok AND ss.deck_id = p.deck_id AND ss.notes_tsv @@ ${q}
        ) x ORDER BY x.rank DESC, x.in_notes, x.number LIMIT 1
      ) s ON true
     ORDER BY p.title_hit DESC, p.rank DESC, p.view_count DESC, p.deck_id DESC`;
}

/** The number of decks matching (for a page past the last, which has no row to carry the total). */
export function searchCountSql(viewer: UserView | null, query: TsQueryParts, scope?: SQL): SQL {
  return sql`WITH ${matches(viewer, tsQuery(query), scope)} SELECT count(*) AS total FROM matched`;
}
