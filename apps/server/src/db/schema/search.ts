/** The full-text search index. */
import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { decks } from './decks.js';

/** PostgreSQL's `tsvector`, for full-text search columns (filled by generated expressions, never by the app). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Search index, deck part: title, tag names, and the text of all of a deck's slides and, apart, of its notes
 * (only some searchers may read notes), written by the `search-index` job after each save. Searches match and rank
 * decks here (one row per deck); slide_search then finds the best slide of each result on the page. Visibility and
 * lifecycle are not copied: queries join `decks`, so who may find a deck changes at once.
 */
export const deckSearch = pgTable('deck_search', {
  deckId: integer('deck_id').primaryKey().references(() => decks.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  tagNames: text('tag_names').notNull().default(''),
  body: text('body').notNull().default(''),
  notes: text('notes').notNull().default(''),
  /** The deck version the index was built from (the backfill re-indexes decks whose version moved past it). */
  indexedVersion: integer('indexed_version').notNull(),
  titleTsv: tsvector('title_tsv').notNull().generatedAlwaysAs(sql`to_tsvector('english', title)`),
  contentTsv: tsvector('content_tsv').notNull().generatedAlwaysAs(sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', tag_names), 'B') || setweight(to_tsvector('english', body), 'D')`),
  notesTsv: tsvector('notes_tsv').notNull().generatedAlwaysAs(sql`to_tsvector('english', notes)`),
}, (t) => [
  // The three vectors are STORAGE MAIN (migration 0022; drizzle has no setting for it): kept in the row, not in TOAST,
  // since ranking reads the content vector of every matching deck.
  // fastupdate off: a pending list of unmerged entries made every search scan it (25 ms at 10,000 decks until a vacuum);
  // index writes happen in the search-index job, where the extra cost is not waited on.
  index('deck_search_content_idx').using('gin', t.contentTsv).with({ fastupdate: false }),
  index('deck_search_notes_idx').using('gin', t.notesTsv).with({ fastupdate: false }),
]);

/**
 * Search index, slide part: the plain text of each visible slide and its notes, to pick and highlight the slide a
 * result opens on. `number` is the 1-based position in reading order; `h`/`v` open that slide.
 */
export const slideSearch = pgTable('slide_search', {
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  number: integer('number').notNull(),
  h: integer('h').notNull(),
  v: integer('v').notNull(),
  body: text('body').notNull(),
  notes: text('notes').notNull(),
  bodyTsv: tsvector('body_tsv').notNull().generatedAlwaysAs(sql`to_tsvector('english', body)`),
  notesTsv: tsvector('notes_tsv').notNull().generatedAlwaysAs(sql`to_tsvector('english', notes)`),
}, (t) => [primaryKey({ columns: [t.deckId, t.number] })]);
