/** Uploaded media and their generated files. */
import { bigint, index, integer, pgEnum, pgTable, real, text } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { teams, users } from './accounts.js';

/** What a stored file is: a library original, one of its generated variants, a deck or theme thumbnail, an avatar or a deck's recorded narration. */
export const mediaRole = pgEnum('media_role', ['original', 'thumbnail', 'display', 'poster', 'web', 'deck_thumbnail', 'avatar', 'theme_thumbnail', 'narration']);
/** Processing state of a library original (variants, transcode); generated files are always ready. */
export const mediaStatus = pgEnum('media_status', ['processing', 'ready', 'failed']);

/**
 * Uploaded media. Files live in storage under an unguessable key; the row records owner, type and size. Library
 * originals have `role` original; their generated variants (WebP thumbnail and display size, video poster and web MP4)
 * are rows of their own with `parentId`, so every served file is found by its key. The owner is a user; `teamId` set
 * means the medium belongs to that team's library (team media, with `userId` the uploader).
 */
export const media = pgTable('media', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
  parentId: integer('parent_id').references((): AnyPgColumn => media.id, { onDelete: 'cascade' }),
  role: mediaRole('role').notNull().default('original'),
  key: text('key').notNull().unique(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  label: text('label'),
  width: integer('width'),
  height: integer('height'),
  status: mediaStatus('status').notNull().default('ready'),
  /** 0..1 while processing (the video transcode reports it). */
  progress: real('progress').notNull().default(1),
  error: text('error'),
  /** Hex SHA-256 of a library original's bytes (null for generated files and older rows): an import reuses a medium of the same bytes. */
  contentHash: text('content_hash'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('media_user_idx').on(t.userId),
  index('media_team_idx').on(t.teamId),
  index('media_parent_idx').on(t.parentId),
  index('media_user_hash_idx').on(t.userId, t.contentHash),
]);
export type MediaRow = typeof media.$inferSelect;
