/**
 * Starts an import: the upload (already streamed to disk within the SPEC §5 limit) is typed by its content through
 * the format registry, kept for the job in the import file store, and queued. Anything no format reads is refused and removed at once.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { IMPORT_FORMAT_NAMES, IMPORT_FORMATS, LIMITS, MESSAGES } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { imports, type ImportRow } from '../../db/schema.js';
import { Invalid, SignInRequired } from '../../domain/errors.js';
import type { StagedUpload } from '../../storage/local.js';
import { detectImportFormat, IMPORT_QUEUE, importFormatIds } from '../../jobs/import/registry.js';
import { keepUpload, receivedUploadPath, removeReceivedUpload, removeUpload } from '../../jobs/import/uploads.js';

/** What this server imports, in the user's words (in the shared order). */
export function importKinds(): string[] {
  const ids = new Set<string>(importFormatIds());
  return IMPORT_FORMATS.filter((id) => ids.has(id)).map((id) => IMPORT_FORMAT_NAMES[id]);
}

/** Creates the import row (status queued) and its job; the staged upload is kept or removed, never left behind. */
export async function startImport({ ctx, staged, fileName, title }: {
  ctx: ServiceContext; staged: StagedUpload; fileName: string; title?: string;
}): Promise<ImportRow> {
  let key: string | null = null;
  let kept = false;
  try {
    if (!ctx.user) throw new SignInRequired();
    if (!staged.size) throw Invalid.field('file', MESSAGES.importMissing);
    key = await keepUpload(staged);
    const received = receivedUploadPath(ctx.config.dataDir, key)!;
    const format = await detectImportFormat(staged.head, received);
    if (!format) throw Invalid.field('file', MESSAGES.importWrongType(importKinds()));
    // Kept where any process's import job can read it (another process may run the job).
    await ctx.files.imports.save(key, received);
    kept = true;
    const name = path.basename(fileName || 'upload').slice(0, 200) || 'upload';
    const [row] = await ctx.db.insert(imports).values({
      id: randomUUID(), userId: ctx.user.id, format: format.id, fileName: name, fileKey: key,
      title: title?.trim().slice(0, LIMITS.deckTitleMax) || null, progressLabel: MESSAGES.importProgressQueued,
    }).returning();
    await ctx.jobs.send(IMPORT_QUEUE, { importId: row!.id });
    return row!;
  } catch (error) {
    await staged.discard();
    // Until it is kept in the file store, the upload is only the file this process received.
    if (kept) await removeUpload(ctx, key);
    else await removeReceivedUpload(ctx.config.dataDir, key);
    throw error;
  }
}
