/**
 * The SQL of deck search, apart from running it, so bench/search can run exactly the same statement directly on
 * PostgreSQL. Decks are matched and ranked on their one deck_search row (GIN indexes); only the page's results then
 * look up their best slide in slide_search (by primary key) and get ts_headline snippets. `d`, `u` and `t` are the
 * deck, its owner and the owner's team, as the policy's SQL expects.
 *
 * Performance decision (measured with bench/search on 10,000 decks): nothing here is approximate. Every visible match is
 * ranked and `total` is exact, so the order is always title matches, then relevance, then views. Measured as database
 * CPU per query, ranking is cheap for the bench's terms (~1.5 µs a deck, 3–5 ms of a 2,500-deck result); the slow
 * queries were slow because the vectors were carried into a hash join that spilled to disk (see `matches`). Left as
 * they are, after measuring: a cap on how many matches get ranked only pays off for one- and two-letter prefixes that
 * match nearly every deck ("k": 58 ms of CPU, of which ranking 35 ms), and it would reorder real results; caching the
 * tsquery parse gains nothing, since PostgreSQL folds to_tsquery(config, text) to a constant while planning.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH } from '@podium/shared';
import type { UserView } from '../../presenters/user.js';
import { findableDeckSql, notesReadableSql } from '../../auth/policies.js';
import { DECK_CARD_SQL } from './deckCardSql.js';
import type { TsQueryParts } from '../../services/search/searchTerms.js';

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
 * which is cheap now that the vectors live in the row, migration 0022).
 *
 * Everything that reads a vector (the title and content tests, both ranks) is computed in `hits`, a subquery over
 * deck_search alone that OFFSET 0 keeps the planner from flattening: only its narrow rows meet the joins. Ranked after
 * the joins instead, the ~2.5 kB vectors rode along in whichever side PostgreSQL hashed; when it hashed deck_search (its
 * estimate for a common prefix was below the ~8,000 visible decks) the table outgrew work_mem and spilled to disk,
 * doubling the query (31 ms against 15 ms of database CPU for "fogi", 2,248 results). The price is that matches the viewer
 * may not find are ranked too (a rank costs about 1.5 µs); the notes rank counts only where the viewer may read notes.
 */
function matches(viewer: UserView | null, q: SQL, scope?: SQL): SQL {
  return sql`
    -- Materialized: the window counting the total then holds these narrow rows, not the joins' inputs.
    matched AS MATERIALIZED (
      SELECT h.deck_id, h.title_hit, d.view_count, nr.notes_ok,
             h.content_rank + CASE WHEN nr.notes_ok THEN h.notes_rank ELSE 0 END AS rank
        FROM (
          SELECT ds.deck_id, (ds.title_tsv @@ ${q}) AS title_hit, (ds.content_tsv @@ ${q}) AS content_hit,
                 ts_rank_cd(ds.content_tsv, ${q}) AS content_rank,
                 -- ts_rank_cd is 0 where the vector does not match; the cheap test skips the ranking of the ~80 % of
                 -- matching decks whose notes do not match (5–8 % of the query's database CPU, bench/search).
                 CASE WHEN ds.notes_tsv @@ ${q} THEN ts_rank_cd(ds.notes_tsv, ${q}) * 0.5 ELSE 0 END AS notes_rank
            FROM deck_search ds
           WHERE ds.content_tsv @@ ${q} OR ds.notes_tsv @@ ${q}
          OFFSET 0
        ) h
        JOIN decks d ON d.id = h.deck_id JOIN users u ON u.id = d.user_id LEFT JOIN teams t ON t.id = u.team_id
        CROSS JOIN LATERAL (SELECT ${notesReadableSql(viewer)} AS notes_ok) nr
       WHERE ${findableDeckSql(viewer)} AND (h.content_hit OR nr.notes_ok)${scope ? sql` AND ${scope}` : sql``}
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
