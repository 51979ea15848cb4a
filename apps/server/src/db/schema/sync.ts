/** File-storage connections and deck sync. */
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './accounts.js';
import { decks } from './decks.js';

/**
 * A user's file storage for deck sync (SPEC §1 "sync decks to a file-storage sync service"): one WebDAV connection per
 * user. The password (or app token) is kept only encrypted (AES-256-GCM, services/sync/secretBox.ts) and never sent back.
 */
export const fileStorages = pgTable('file_storages', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  url: text('url').notNull(),
  username: text('username').notNull(),
  secret: text('secret').notNull(),
  folder: text('folder').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type FileStorageRow = typeof fileStorages.$inferSelect;

export const deckSyncStatus = pgEnum('deck_sync_status', ['idle', 'pending', 'running', 'done', 'failed']);

/**
 * "Sync to my file storage" of one deck for one user: the format pushed, whether saves push it, and how the last push
 * went. `dirtyAt` is the time of the latest save waiting to be pushed (the debounced job runs once saves settle).
 */
export const deckSyncs = pgTable('deck_syncs', {
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  format: text('format').notNull(),
  syncOnSave: boolean('sync_on_save').notNull().default(false),
  status: deckSyncStatus('status').notNull().default('idle'),
  lastError: text('last_error'),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  lastPath: text('last_path'),
  dirtyAt: timestamp('dirty_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [primaryKey({ columns: [t.deckId, t.userId] }), index('deck_syncs_user_idx').on(t.userId)]);
export type DeckSyncRow = typeof deckSyncs.$inferSelect;
