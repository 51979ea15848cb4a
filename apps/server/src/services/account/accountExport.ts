/**
 * The account export as the user sees it: start one (a running one is answered instead of starting another), read
 * its status (polled by the screen) and open its finished file, which expires like a deck's export.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { accountExports, type AccountExportRow } from '../../db/schema.js';
import { Expired, NotFound, SignInRequired } from '../../domain/errors.js';

/** The queue name of the account export job (jobs/accountExport). */
export const ACCOUNT_EXPORT_JOB = 'account-export';

/** Queues an export of the signed-in user's decks and data, or returns the one already queued or running. */
export async function startAccountExport(ctx: ServiceContext): Promise<AccountExportRow> {
  if (!ctx.user) throw new SignInRequired();
  const [running] = await ctx.db.select().from(accountExports)
    .where(and(eq(accountExports.userId, ctx.user.id), inArray(accountExports.status, ['queued', 'running']))).limit(1);
  if (running) return running;
  const [row] = await ctx.db.insert(accountExports)
    .values({ id: randomUUID(), userId: ctx.user.id, progressLabel: MESSAGES.exportProgressQueued }).returning();
  await ctx.jobs.send(ACCOUNT_EXPORT_JOB, { exportId: row!.id });
  return row!;
}

/** The user's newest account export, or null. */
export async function latestAccountExport(ctx: ServiceContext): Promise<AccountExportRow | null> {
  if (!ctx.user) throw new SignInRequired();
  const [row] = await ctx.db.select().from(accountExports).where(eq(accountExports.userId, ctx.user.id))
    .orderBy(desc(accountExports.createdAt)).limit(1);
  return row ?? null;
}

/** One account export of the signed-in user; 404 for another user's or an unknown id. */
export async function findAccountExport(ctx: ServiceContext, id: string): Promise<AccountExportRow> {
  if (!ctx.user) throw new SignInRequired();
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new NotFound();
  const [row] = await ctx.db.select().from(accountExports)
    .where(and(eq(accountExports.id, id), eq(accountExports.userId, ctx.user.id))).limit(1);
  if (!row) throw new NotFound();
  return row;
}

/** The finished file and its download name; 404 before it is done, 410 once it has expired. */
export async function openAccountExportDownload(ctx: ServiceContext, id: string, now = new Date()) {
  const row = await findAccountExport(ctx, id);
  if (row.status !== 'done') throw new NotFound();
  if ((row.expiresAt && row.expiresAt <= now) || !row.fileKey) throw new Expired(MESSAGES.accountExportExpired);
  const stream = await ctx.files.exports.open(row.fileKey);
  if (!stream) throw new Expired(MESSAGES.accountExportExpired);
  const day = row.createdAt.toISOString().slice(0, 10);
  return { stream, size: row.fileSize, filename: `podium-${ctx.user!.username}-${day}.zip`, contentType: 'application/zip' };
}
