/** Turns deck rows into API JSON (SPEC §3 Deck). */
import type { DeckCardJson, DeckJson } from '@podium/shared';
import { loadDocument, slideNotes, withoutNotes } from '@podium/deck';
import type { DeckRow, UserRow } from '../db/schema.js';
import type { DeckCardRow } from '../services/decks/listDecks.js';

/** API JSON for a deck card in a list: only what the card shows (DECK_CARD_COLUMNS). */
export function presentDeckCard(deck: DeckCardRow, owner: Pick<UserRow, 'id' | 'username' | 'name' | 'thumbnailUrl'>, publicUrl: string): DeckCardJson {
  const profileUrl = `${publicUrl}/${owner.username}`;
  return {
    id: deck.id,
    title: deck.title,
    slug: deck.slug,
    visibility: deck.visibility,
    lifecycle: deck.lifecycle,
    user: { id: owner.id, username: owner.username, name: owner.name, profile_url: profileUrl, thumbnail_url: owner.thumbnailUrl },
    thumbnail_url: deck.thumbnailUrl,
    theme_color: deck.themeColor as DeckJson['theme_color'],
    theme_font: deck.themeFont as DeckJson['theme_font'],
    width: deck.width,
    height: deck.height,
    version: deck.version,
    view_count: deck.viewCount,
    slide_count: deck.slideCount,
    url: `${profileUrl}/${deck.slug}`,
    created_at: deck.createdAt.toISOString(),
    updated_at: deck.updatedAt.toISOString(),
  };
}

export interface PresentDeckOptions {
  /** Include the document (readers of the full deck, the editor); lists leave it out. */
  document?: boolean;
  /** Include speaker notes (the deck policy's `read_notes`); without, the notes map is empty and the document's notes blank. */
  notes?: boolean;
}

/** API JSON for a deck (the card's fields and the rest of SPEC §3), speaker notes only for readers who may see them. */
export function presentDeck(deck: DeckRow, owner: UserRow, publicUrl: string, opts: PresentDeckOptions = {}): DeckJson & { document?: unknown } {
  // Migrated once, and only when something of it is sent.
  const document = (opts.notes || opts.document) && deck.document ? loadDocument(deck.document) : null;
  return {
    ...presentDeckCard(deck, owner, publicUrl),
    theme_id: deck.themeId,
    center: deck.center,
    rolling_links: deck.rollingLinks,
    transition: deck.transition as DeckJson['transition'],
    background_transition: deck.backgroundTransition as DeckJson['background_transition'],
    font_typekit: deck.fontTypekit,
    font_google: deck.fontGoogle,
    notes: opts.notes && document ? slideNotes(document) : {},
    css_output: deck.cssOutput,
    auto_slide_interval: deck.autoSlideInterval,
    shuffle: deck.shuffle,
    should_loop: deck.shouldLoop,
    rtl: deck.rtl,
    share_notes: deck.shareNotes,
    slide_number: deck.slideNumber,
    navigation_mode: deck.navigationMode as DeckJson['navigation_mode'],
    upsizing_enabled: deck.upsizingEnabled,
    margin: deck.margin,
    team_id: owner.teamId,
    ...(opts.document && document ? { document: opts.notes ? document : withoutNotes(document) } : {}),
  };
}
