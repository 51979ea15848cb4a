/**
 * A typed search term as PostgreSQL tsquery input: its words (letters and digits only, so nothing the user types can be
 * tsquery syntax), all required, the last one as a prefix so results appear while the word is still being typed.
 */
import { SEARCH } from '@podium/shared';

const MAX_WORDS = 12;

/** The words of a term, lowercased, at most MAX_WORDS. */
export function searchWords(term: string): string[] {
  return (term.slice(0, SEARCH.maxTermLength).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** The whole words (`a & b`, or null for none) and the word being typed, or null when the term has no words. */
export interface TsQueryParts { words: string | null; prefix: string }

/** Splits the term for tsQuery in infra/sql/searchSql.ts. */
export function tsQueryText(term: string): TsQueryParts | null {
  const words = searchWords(term);
  const prefix = words.pop();
  if (prefix === undefined) return null;
  return { words: words.length ? words.join(' & ') : null, prefix: `${prefix}:*` };
}
