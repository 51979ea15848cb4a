/**
 * A typed search term as a PostgreSQL tsquery: its words (letters and digits only, so nothing the user types can be
 * tsquery syntax), all required, the last one as a prefix so results appear while the word is still being typed.
 */
import { SEARCH } from '@podium/shared';

const MAX_WORDS = 12;

/** The words of a term, lowercased, at most MAX_WORDS. */
export function searchWords(term: string): string[] {
  return (term.slice(0, SEARCH.maxTermLength).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** `to_tsquery` input for the term, or null when it has no words. */
export function tsQueryText(term: string): string | null {
  const words = searchWords(term);
  if (!words.length) return null;
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
}
