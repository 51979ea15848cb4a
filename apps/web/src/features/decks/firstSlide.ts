/** Reads the first slide a deck list item carries (`first_slide`) with the deck schema; anything else is ignored. */
import { SlideFields } from '@podium/deck';
import type { DeckCardJson } from '@podium/shared';

/** The parsed first slide of a listed deck, or null when there is none or it does not parse. */
export function firstSlideOf(deck: Pick<DeckCardJson, 'first_slide'>): SlideFields | null {
  if (!deck.first_slide) return null;
  const parsed = SlideFields.safeParse(deck.first_slide);
  return parsed.success ? parsed.data : null;
}
