/** Comments on decks. */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';
import { decks } from './decks.js';

/**
 * Comments on a deck: anchored to a slide (`slide_hash`, SPEC §3) and optionally a block; a reply points
 * at its thread's first comment (one level, as in Google Slides). Resolving is per thread (on the first comment). A
 * first comment deleted while it has replies keeps its row (`deleted`, message emptied) so the thread keeps its shape.
 */
export const comments = pgTable('comments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  slideHash: text('slide_hash').notNull(),
  blockId: text('block_id'),
  parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  editedAt: timestamp('edited_at', { withTimezone: true }),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  index('comments_deck_slide_idx').on(t.deckId, t.slideHash, t.createdAt),
  index('comments_parent_idx').on(t.parentId),
]);
export type CommentRow = typeof comments.$inferSelect;
