/**
 * Deck search (SPEC §7 /search.json): PostgreSQL full-text search over the index rows (title, tags, slide
 * text, speaker notes), filtered by the deck policy in SQL (auth/policies.ts), ranked title matches first, then
 * relevance, then views; each result carries highlighted title and snippet and the slide where the text is.
 */
import type { SQL } from 'drizzle-orm';
import { MESSAGES, SEARCH } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import type { DeckCardRow } from '../decks/listDecks.js';
import { cardFromRow, type CardOwner, type DeckCardSqlRow } from '../../infra/sql/deckCardSql.js';
import { Invalid } from '../../domain/errors.js';
import { viewOfUser } from '../users/findUser.js';
import { tsQueryText, type TsQueryParts } from './searchTerms.js';
import { searchCountSql, searchPageSql } from '../../infra/sql/searchSql.js';
import { queryRows } from '../../db/rows.js';

/** A run of text, marked when it matched the term. */
export interface TextRun { text: string; match: boolean }

export interface SearchHit {
  deck: DeckCardRow;
  owner: CardOwner;
  title: TextRun[];
  /** The best-matching slide, or null when only the title or tags matched. */
  slide: { number: number; h: number; v: number; source: 'slide' | 'notes'; snippet: TextRun[] } | null;
}

/** Splits ts_headline output at its marks into runs. */
export function textRuns(marked: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const part of marked.split('\uE000')) {
    const end = part.indexOf('\uE001');
    if (end >= 0) {
      if (end > 0) runs.push({ text: part.slice(0, end), match: true });
      if (end + 1 < part.length) runs.push({ text: part.slice(end + 1), match: false });
    } else if (part) runs.push({ text: part, match: false });
  }
  return runs;
}

interface Row extends DeckCardSqlRow {
  total: number; title_marked: string; snippet_marked: string | null; in_notes: boolean | null;
  number: number | null; h: number | null; v: number | null;
}

/** One page of the decks the signed-in (or anonymous) searcher may find, with the total. */
export async function searchDecks(
  { ctx, term, page, scope }: { ctx: ServiceContext; term: string; page: number; scope?: SQL },
): Promise<{ results: SearchHit[]; total: number }> {
  if (!term.trim()) throw Invalid.field('q', MESSAGES.searchTermMissing);
  const query = tsQueryText(term);
  if (!query) return { results: [], total: 0 };
  const viewer = ctx.user ? await viewOfUser(ctx.db, ctx.user) : null;
  const offset = (Math.max(1, page) - 1) * SEARCH.pageLength;
  const rows = await queryRows<Row>(ctx.db, searchPageSql(viewer, query, offset, scope));
  const total = rows.length ? Number(rows[0]!.total) : (offset ? await countHits(ctx, query, viewer, scope) : 0);
  return { results: rows.map(toHit), total };
}

/** The total alone, for a page past the last one (the page query then has no row to carry it). */
async function countHits(ctx: ServiceContext, query: TsQueryParts, viewer: Awaited<ReturnType<typeof viewOfUser>> | null, scope?: SQL): Promise<number> {
  const rows = await queryRows<{ total: number }>(ctx.db, searchCountSql(viewer, query, scope));
  return Number(rows[0]?.total ?? 0);
}

function toHit(row: Row): SearchHit {
  const { deck, owner } = cardFromRow(row);
  const slide = row.number !== null && row.snippet_marked !== null && row.h !== null && row.v !== null
    ? { number: row.number, h: row.h, v: row.v, source: row.in_notes ? 'notes' as const : 'slide' as const, snippet: textRuns(row.snippet_marked) }
    : null;
  return { deck, owner, title: textRuns(row.title_marked), slide };
}
