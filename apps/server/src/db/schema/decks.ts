/** Decks: the deck row (its document), revisions, the co-editing op log, kudos, views and featured decks. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { lifecycle, visibility } from './enums.js';
import { users } from './accounts.js';

/** Largest first slide (serialised JSON) a deck card carries; changing it needs a migration (the column is computed with it). */
export const FIRST_SLIDE_MAX_BYTES = 32 * 1024;

export const decks = pgTable('decks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  slug: text('slug').notNull(),
  visibility: visibility('visibility').notNull().default('all'),
  lifecycle: lifecycle('lifecycle').notNull().default('active'),
  themeId: integer('theme_id'),
  width: integer('width').notNull().default(960),
  height: integer('height').notNull().default(700),
  center: boolean('center').notNull().default(false),
  rollingLinks: boolean('rolling_links').notNull().default(false),
  themeFont: text('theme_font').notNull().default('montserrat'),
  themeColor: text('theme_color').notNull().default('white-blue'),
  transition: text('transition').notNull().default('slide'),
  backgroundTransition: text('background_transition').notNull().default('slide'),
  fontTypekit: text('font_typekit'),
  fontGoogle: text('font_google'),
  cssOutput: text('css_output'),
  /**
   * The deck document; speaker notes live only here, on each slide (the API's `notes` map is derived from it). Behind
   * `version` while co-editing ops are not yet folded in: see `snapshotVersion`.
   */
  document: jsonb('document').$type<unknown>().notNull(),
  /**
   * Null when `document` is the deck at `version`. Otherwise the version `document` holds, and the ops logged after it
   * (`deck_ops`, never pruned past it) make the current deck: an op commit appends to the log without rewriting the
   * document, which is folded in later (services/coedit/compaction.ts; read with services/coedit/storedDocument.ts).
   */
  snapshotVersion: integer('snapshot_version'),
  /**
   * The deck card's preview: the first slide without speaker notes and vertical sub-slides, or null when it is not an
   * object or is bigger than FIRST_SLIDE_MAX_BYTES. Computed by the database from `document` on every write (PUT,
   * co-editing ops, imports, restores, duplicates alike), so lists read this small value and never the document.
   */
  firstSlide: jsonb('first_slide').$type<unknown>().generatedAlwaysAs(sql`CASE
    WHEN jsonb_typeof(document -> 'slides' -> 0) = 'object' AND octet_length((document -> 'slides' -> 0)::text) <= ${sql.raw(String(FIRST_SLIDE_MAX_BYTES))}
    THEN (document -> 'slides' -> 0) - 'notes' - 'children' END`),
  autoSlideInterval: integer('auto_slide_interval').notNull().default(0),
  shuffle: boolean('shuffle').notNull().default(false),
  shouldLoop: boolean('should_loop').notNull().default(false),
  rtl: boolean('rtl').notNull().default(false),
  shareNotes: boolean('share_notes').notNull().default(false),
  slideNumber: boolean('slide_number').notNull().default(false),
  navigationMode: text('navigation_mode').notNull().default('default'),
  upsizingEnabled: boolean('upsizing_enabled').notNull().default(true),
  margin: real('margin').notNull().default(0.05),
  thumbnailUrl: text('thumbnail_url'),
  version: integer('version').notNull().default(1),
  viewCount: integer('view_count').notNull().default(0),
  slideCount: integer('slide_count').notNull().default(1),
  trashedAt: timestamp('trashed_at', { withTimezone: true }),
  /** Set by make_collaborative (or the first invitation): the deck has collaborators and its editor shows them. */
  collaborative: boolean('collaborative').notNull().default(false),
  /** The last user who saved the deck (so every change can be attributed to the user who made it). */
  updatedById: integer('updated_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('decks_user_slug_unique').on(t.userId, t.slug),
  index('decks_user_created_idx').on(t.userId, t.createdAt),
]);

export const deckRevisions = pgTable('deck_revisions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  document: jsonb('document').$type<unknown>().notNull(),
  /** A user's name for this version ("Name this version"); named versions survive retention pruning. */
  name: text('name'),
  slideCount: integer('slide_count').notNull().default(0),
  /** Ids of the slides that are new or differ from the revision before it (null: recorded before this was kept). */
  changedSlideIds: jsonb('changed_slide_ids').$type<string[]>(),
  /**
   * The deck's look and settings at this version (size, theme, transitions… by their API names: see
   * services/revisions/revisionSettings.ts), restored with its slides; null: recorded before settings were kept.
   */
  settings: jsonb('settings').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('deck_revisions_deck_version_unique').on(t.deckId, t.version),
  index('deck_revisions_deck_created_idx').on(t.deckId, t.createdAt),
]);

/** Everyone whose changes a revision holds (since the revision before it); `deck_revisions.user_id` is who cut it. */
export const deckRevisionAuthors = pgTable('deck_revision_authors', {
  revisionId: integer('revision_id').notNull().references(() => deckRevisions.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.revisionId, t.userId] }), index('deck_revision_authors_user_idx').on(t.userId)]);

/**
 * Each author's changes not yet held by a revision: the versions they saved (first and last) and when their burst
 * started and last saved. Written with the save itself (HTTP or co-editing ops); a revision takes the rows it holds.
 */
export const deckEditBursts = pgTable('deck_edit_bursts', {
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  firstVersion: integer('first_version').notNull(),
  lastVersion: integer('last_version').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.deckId, t.userId] }), index('deck_edit_bursts_user_idx').on(t.userId)]);

export type DeckRow = typeof decks.$inferSelect;

/** Kudos (SPEC §3): one per user per deck; a deck's count is the number of its rows. */
export const kudos = pgTable('kudos', {
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.deckId, t.userId] }), index('kudos_user_idx').on(t.userId)]);

/** Decks an operator features on /explore (`npm run admin -- feature <username>/<slug>`). */
export const featuredDecks = pgTable('featured_decks', {
  deckId: integer('deck_id').primaryKey().references(() => decks.id, { onDelete: 'cascade' }),
  featuredAt: timestamp('featured_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Deck views per day: counted by the deck-view job beside decks.view_count, so /explore ranks by the week. */
export const deckViewsDaily = pgTable('deck_views_daily', {
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  views: integer('views').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.deckId, t.day] }), index('deck_views_daily_day_idx').on(t.day)]);

/**
 * The co-editing op log: every op applied over the `editor` socket, by deck and sequence number (the
 * deck's `version` after it). The deck row is the snapshot (at `snapshot_version` when ops are not yet folded into it);
 * old ops it holds are pruned. `clientOpId` makes a retried send
 * idempotent.
 */
export const deckOps = pgTable('deck_ops', {
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  clientOpId: text('client_op_id').notNull(),
  op: jsonb('op').$type<unknown>().notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.deckId, t.seq] }),
  uniqueIndex('deck_ops_client_op_unique').on(t.deckId, t.clientOpId),
]);
export type DeckOpRow = typeof deckOps.$inferSelect;
