/**
 * The serialised reads of a deck: its API JSON and data.json (SPEC §7 deck reload). Both are built here, not in
 * handlers, and cached per deck row and per notes access (never per viewer), so a warm deck serialises once.
 */
import { render, slideNotes } from '@podium/deck';
import type { AppServices } from '../../context.js';
import { presentDeck } from '../../presenters/deck.js';
import { serverSanitizer } from '../../render/sanitizer.js';
import type { ViewableDeck } from './loadDeck.js';

type Services = Pick<AppServices, 'decks' | 'config'>;

/** `{ deck }` with the document, notes only when this viewer may read them. */
export function deckJsonBody(services: Services, found: ViewableDeck): Buffer {
  return services.decks.body(found, `full:${found.notes}`, () => JSON.stringify({
    deck: presentDeck(found.deck, found.owner, services.config.publicUrl, { document: true, notes: found.notes }),
  }));
}

/** What a player needs to (re)build the slides: settings and the slides as sanitised reveal.js HTML. */
export function deckDataBody(services: Services, found: ViewableDeck): Buffer {
  const { deck, notes } = found;
  return services.decks.body(found, `data:${notes}`, () => JSON.stringify({
    width: deck.width, height: deck.height, theme_color: deck.themeColor, theme_font: deck.themeFont,
    transition: deck.transition, notes: notes ? slideNotes(deck.document) : {}, css_output: deck.cssOutput, version: deck.version,
    data: render(deck.document, { sanitize: serverSanitizer(), notes }),
  }));
}
