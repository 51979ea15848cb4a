/** Reads a deck's exports for someone who may export it: the recent list, one export, and a finished file. */
import { and, count, desc, eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { exports, type ExportRow } from '../../db/schema.js';
import { Expired, NotFound } from '../../domain/errors.js';
import { EXPORT_CONTENT_TYPES } from '../../jobs/export/files.js';
import { deckForExport } from './exportAccess.js';

/** How many recent exports the list returns. */
export const RECENT_EXPORTS = 20;

/** The deck's most recent exports (newest first) and how many it has in all. */
export async function listExports(ctx: ServiceContext, deckId: number): Promise<{ results: ExportRow[]; total: number }> {
  await deckForExport(ctx, deckId);
  const results = await ctx.db.select().from(exports).where(eq(exports.deckId, deckId)).orderBy(desc(exports.createdAt)).limit(RECENT_EXPORTS);
  const [total] = await ctx.db.select({ n: count() }).from(exports).where(eq(exports.deckId, deckId));
  return { results, total: total?.n ?? 0 };
}

/** One export of the deck and the deck's slug; 404 for an unknown id or one of another deck. */
export async function findExport(ctx: ServiceContext, deckId: number, exportId: string): Promise<{ row: ExportRow; slug: string }> {
  const found = await deckForExport(ctx, deckId);
  if (!/^[0-9a-f-]{36}$/.test(exportId)) throw new NotFound();
  const [row] = await ctx.db.select().from(exports).where(and(eq(exports.id, exportId), eq(exports.deckId, deckId))).limit(1);
  if (!row) throw new NotFound();
  return { row, slug: found.deck.slug };
}

/** The finished file and its download name (`{slug}.pdf`); 404 before it is done, 410 once it has expired. */
export async function openExportDownload(ctx: ServiceContext, deckId: number, exportId: string, now = new Date()) {
  const { row, slug } = await findExport(ctx, deckId, exportId);
  if (row.status !== 'done') throw new NotFound();
  // An expired export's file is removed (jobs/exportExpiry), and the row forgets its key.
  if ((row.expiresAt && row.expiresAt <= now) || !row.fileKey) throw new Expired(MESSAGES.exportExpired);
  const stream = await ctx.files.exports.open(row.fileKey);
  if (!stream) throw new Expired(MESSAGES.exportExpired);
  const extension = row.fileKey.slice(row.fileKey.lastIndexOf('.') + 1);
  return { stream, size: row.fileSize, filename: `${slug}.${extension}`, contentType: EXPORT_CONTENT_TYPES[extension] ?? 'application/octet-stream' };
}
