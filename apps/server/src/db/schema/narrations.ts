/** A deck's recorded narration: the recording (a media row of role `narration`) and its slide timings. */
import { boolean, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { NarrationCue } from '@podium/shared';
import { createdAt, updatedAt } from './columns.js';
import { users } from './accounts.js';
import { decks } from './decks.js';
import { media } from './media.js';

/**
 * One narration per deck (a new recording replaces it). `cues` are the slide and fragment changes in milliseconds from
 * the start of the recording, the first at 0; `userId` is who recorded it (the file counts towards their storage).
 */
export const narrations = pgTable('narrations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  deckId: integer('deck_id').notNull().unique().references(() => decks.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  mediaId: integer('media_id').notNull().references(() => media.id, { onDelete: 'cascade' }),
  durationMs: integer('duration_ms').notNull(),
  hasCamera: boolean('has_camera').notNull().default(false),
  cues: jsonb('cues').$type<NarrationCue[]>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type NarrationRow = typeof narrations.$inferSelect;
