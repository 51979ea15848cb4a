/** Export and import jobs as the user sees them. */
import { bigint, index, integer, jsonb, pgEnum, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns.js';
import { users } from './accounts.js';
import { decks } from './decks.js';
import type { VideoResolution } from '@podium/shared';

export const exportStatus = pgEnum('export_status', ['queued', 'running', 'done', 'failed']);

/**
 * Export jobs (SPEC §7 Exports: start, list, status polled). The queue (pg-boss) runs them; this row is what the user
 * sees: status, progress, the fidelity report and, once done, the stored file (`fileKey`) until `expiresAt`.
 */
export const exports = pgTable('exports', {
  id: text('id').primaryKey(),
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  format: text('format').notNull(),
  options: jsonb('options').$type<{ separateFragments: boolean; notes: boolean; controls: boolean; resolution?: VideoResolution; narration?: boolean }>().notNull(),
  status: exportStatus('status').notNull().default('queued'),
  progress: real('progress').notNull().default(0),
  progressLabel: text('progress_label').notNull().default(''),
  warnings: jsonb('warnings').$type<Array<{ slide?: number; block?: string; what: string; why: string }>>().notNull().default(sql`'[]'::jsonb`),
  error: text('error'),
  fileKey: text('file_key'),
  fileSize: bigint('file_size', { mode: 'number' }),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
}, (t) => [index('exports_deck_created_idx').on(t.deckId, t.createdAt)]);
export type ExportRow = typeof exports.$inferSelect;

/**
 * Import jobs (SPEC §7 /imports.json, /imports/{id}.json): one uploaded file on its way to a new deck. Only
 * the importing user sees the row; `deckId` is set once the deck exists, `warnings` is the fidelity report.
 */
export const imports = pgTable('imports', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  format: text('format').notNull(),
  fileName: text('file_name').notNull(),
  title: text('title'),
  /** The staged upload (under DATA_DIR/imports) until the job has read it. */
  fileKey: text('file_key'),
  status: exportStatus('status').notNull().default('queued'),
  progress: real('progress').notNull().default(0),
  progressLabel: text('progress_label').notNull().default(''),
  warnings: jsonb('warnings').$type<Array<{ slide?: number; block?: string; what: string; why: string }>>().notNull().default(sql`'[]'::jsonb`),
  error: text('error'),
  deckId: integer('deck_id').references(() => decks.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [index('imports_user_created_idx').on(t.userId, t.createdAt)]);
export type ImportRow = typeof imports.$inferSelect;
