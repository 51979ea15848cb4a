/**
 * Puts a theme on a deck (SPEC §7 PUT /decks/{id}/theme.json) through the one save path, so the owner's plan,
 * the theme's team and the base version are checked exactly as a deck save checks them.
 */
import type { DeckThemeInput } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import type { ThemeRow } from '../../db/schema.js';
import { editableDeck } from '../decks/editableDeck.js';
import { updateDeck, type SavedDeck } from '../decks/updateDeck.js';
import { deckThemeOf } from './deckThemeOf.js';

/** Saves the deck's theme and look fields; returns the saved deck, its owner and the theme it now wears (or null). */
export async function setDeckTheme(
  { ctx, id, input }: { ctx: ServiceContext; id: number; input: DeckThemeInput['deck'] },
): Promise<SavedDeck & { theme: ThemeRow | null }> {
  const { version, ...fields } = input;
  const found = await editableDeck(ctx, id);
  const saved = await updateDeck({ ctx, id, update: { fields, version: version ?? found.deck.version }, loaded: found });
  return { ...saved, theme: await deckThemeOf(ctx.db, saved.deck) };
}
