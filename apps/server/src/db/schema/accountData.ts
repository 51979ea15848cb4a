/** Your data: exports of a whole account and usernames of deleted accounts held back for a while. */
import { bigint, index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';
import { exportStatus } from './importExport.js';

/**
 * An export of every deck of a user (each as its offline ZIP) plus the account's data as JSON, in one ZIP. Like a
 * deck's export row: status and progress for the screen, the stored file (`{id}.zip` in the export file store) until
 * `expiresAt`. Goes with the account.
 */
export const accountExports = pgTable('account_exports', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: exportStatus('status').notNull().default('queued'),
  progress: real('progress').notNull().default(0),
  progressLabel: text('progress_label').notNull().default(''),
  deckCount: integer('deck_count').notNull().default(0),
  error: text('error'),
  fileKey: text('file_key'),
  fileSize: bigint('file_size', { mode: 'number' }),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
}, (t) => [index('account_exports_user_created_idx').on(t.userId, t.createdAt)]);
export type AccountExportRow = typeof accountExports.$inferSelect;

/** The username of a deleted account, which nobody may claim before `until` (USERNAME_QUARANTINE_DAYS). */
export const releasedUsernames = pgTable('released_usernames', {
  username: text('username').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
