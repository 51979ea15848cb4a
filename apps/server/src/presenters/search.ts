/** API JSON for search results: the deck card, highlighted title, and the slide to open with its snippet. */
import type { SearchHit } from '../services/search/searchDecks.js';
import { presentDeckCard } from './deck.js';

/** One result; `slide.url` opens the deck's show page on the matching slide. */
export function presentSearchHit(hit: SearchHit, publicUrl: string) {
  const deck = presentDeckCard(hit.deck, hit.owner, publicUrl);
  return {
    deck,
    title: hit.title,
    slide: hit.slide && {
      number: hit.slide.number,
      h: hit.slide.h,
      v: hit.slide.v,
      source: hit.slide.source,
      snippet: hit.slide.snippet,
      url: `${deck.url}#/${hit.slide.h}${hit.slide.v ? `/${hit.slide.v}` : ''}`,
    },
  };
}
