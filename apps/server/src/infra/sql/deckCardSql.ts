/** Deck cards read with raw SQL (search, explore): the select list over `d` (deck) and `u` (owner), and its mapping. */
import { sql } from 'drizzle-orm';
import type { UserRow } from '../../db/schema.js';
import type { DeckCardRow } from '../../services/decks/listDecks.js';

/** The card's columns, the same as DECK_CARD_COLUMNS, plus the owner's public fields. */
export const DECK_CARD_SQL = sql.raw(`d.id AS deck_id, d.title, d.slug, d.visibility, d.lifecycle, d.thumbnail_url, d.theme_color,
  d.theme_font, d.width, d.height, d.version, d.view_count, d.slide_count, d.created_at, d.updated_at,
  u.id AS user_id, u.username, u.name, u.thumbnail_url AS user_thumbnail_url`);

/** A row with DECK_CARD_SQL's columns. */
export interface DeckCardSqlRow {
  [key: string]: unknown;
  deck_id: number; title: string; slug: string; visibility: DeckCardRow['visibility']; lifecycle: DeckCardRow['lifecycle'];
  thumbnail_url: string | null; theme_color: string; theme_font: string; width: number; height: number; version: number;
  view_count: number; slide_count: number; created_at: string | Date; updated_at: string | Date;
  user_id: number; username: string; name: string | null; user_thumbnail_url: string | null;
}

/** The owner fields a card shows. */
export type CardOwner = Pick<UserRow, 'id' | 'username' | 'name' | 'thumbnailUrl'>;

/** Maps a row to the deck card row and its owner. */
export function cardFromRow(row: DeckCardSqlRow): { deck: DeckCardRow; owner: CardOwner } {
  return {
    deck: {
      id: Number(row.deck_id), title: row.title, slug: row.slug, visibility: row.visibility, lifecycle: row.lifecycle,
      thumbnailUrl: row.thumbnail_url, themeColor: row.theme_color, themeFont: row.theme_font, width: row.width,
      height: row.height, version: row.version, viewCount: row.view_count, slideCount: row.slide_count,
      createdAt: new Date(row.created_at), updatedAt: new Date(row.updated_at),
    },
    owner: { id: Number(row.user_id), username: row.username, name: row.name, thumbnailUrl: row.user_thumbnail_url },
  };
}
