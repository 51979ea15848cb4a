/** Tags of decks and media. */
import { index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns.js';
import { teams, users } from './accounts.js';
import { decks } from './decks.js';
import { media } from './media.js';

export const tagType = pgEnum('tag_type', ['deck', 'media']);

/**
 * Tags (SPEC §7 Tags CRUD with `tag_type`): a user's (or, with `teamId`, a team's) labels for decks or media. Deck tags
 * list a user's decks at `/{username}/decks/{tag}`; media tags filter the media library.
 */
export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  tagType: tagType('tag_type').notNull(),
  createdAt: createdAt(),
}, (t) => [
  // A name is unique per owner library: a user's own tags, and a team's tags whoever created them.
  uniqueIndex('tags_owner_type_name_unique').on(t.userId, t.tagType, t.name).where(sql`${t.teamId} IS NULL`),
  uniqueIndex('tags_team_type_name_unique').on(t.teamId, t.tagType, t.name).where(sql`${t.teamId} IS NOT NULL`),
]);
export type TagRow = typeof tags.$inferSelect;

/** Which decks carry which deck tag (`add_decks` / `remove_decks`). */
export const deckTags = pgTable('deck_tags', {
  tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.tagId, t.deckId] }), index('deck_tags_deck_idx').on(t.deckId)]);

/** Which media carry which media tag (`add_media` / `remove_media`). */
export const mediaTags = pgTable('media_tags', {
  tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
  mediaId: integer('media_id').notNull().references(() => media.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.tagId, t.mediaId] }), index('media_tags_media_idx').on(t.mediaId)]);
