/** Starts an export: checks the format and the user's right, fills options from their settings, queues the job. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { EXPORT_DEFAULTS, MESSAGES, NARRATION_MESSAGES, VIDEO_EXPORT, type StartExportInput } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { exports, userSettings, type ExportRow } from '../../db/schema.js';
import { Invalid } from '../../domain/errors.js';
import { exportQueueName, hasExportFormat } from '../../jobs/export/registry.js';
import { deckForExport } from './exportAccess.js';
import { narrationOf } from '../narration/findNarration.js';

type StartArgs = { ctx: ServiceContext; deckId: number; input: StartExportInput['export'] };

/** Creates the export row (status queued) and its job. */
export async function startExport(args: StartArgs): Promise<ExportRow> {
  const row = await createExportRow(args);
  await args.ctx.jobs.send(exportQueueName(row.format as StartExportInput['export']['format']), { exportId: row.id });
  return row;
}

/** Checks the user's right and creates the export row (status queued) without queueing it (file-storage sync runs it itself). */
export async function createExportRow({ ctx, deckId, input }: StartArgs): Promise<ExportRow> {
  const found = await deckForExport(ctx, deckId);
  if (!hasExportFormat(input.format)) throw Invalid.field('format', MESSAGES.exportFormatUnavailable);
  if (input.format === 'mp4' && input.narration && !(await narrationOf(ctx, found.deck.id))) {
    throw Invalid.field('narration', NARRATION_MESSAGES.noRecording);
  }
  const [settings] = await ctx.db.select().from(userSettings).where(eq(userSettings.userId, ctx.user!.id)).limit(1);
  const options = {
    separateFragments: input.separate_fragments ?? settings?.exportSeparateFragments ?? EXPORT_DEFAULTS.separateFragments,
    controls: input.controls ?? settings?.exportControls ?? EXPORT_DEFAULTS.controls,
    notes: input.notes ?? false,
    ...(input.format === 'mp4' ? { resolution: input.resolution ?? VIDEO_EXPORT.defaultResolution } : {}),
    ...(input.format === 'mp4' && input.narration ? { narration: true } : {}),
  };
  const [row] = await ctx.db.insert(exports).values({
    id: randomUUID(), deckId: found.deck.id, userId: ctx.user!.id, format: input.format, options,
    progressLabel: MESSAGES.exportProgressQueued,
  }).returning();
  return row!;
}
