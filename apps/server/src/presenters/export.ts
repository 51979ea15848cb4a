/** The API view of an export row (SPEC §7 Exports): never the file's path, only the download URL once it is ready. */
import type { ExportFormatName, ExportView } from '@podium/shared';
import type { ExportRow } from '../db/schema.js';

/** The download address of an export's file (valid while the export is done and unexpired). */
export function exportDownloadPath(row: Pick<ExportRow, 'deckId' | 'id'>): string {
  return `/api/v1/decks/${row.deckId}/exports/${row.id}/download`;
}

/** An export row as the API returns it. */
export function presentExport(row: ExportRow, now = new Date()): ExportView {
  const downloadable = row.status === 'done' && row.fileKey !== null && (!row.expiresAt || row.expiresAt > now);
  return {
    id: row.id,
    format: row.format as ExportFormatName,
    status: row.status,
    progress: row.progress,
    progress_label: row.progressLabel,
    url: downloadable ? exportDownloadPath(row) : null,
    warnings: row.warnings,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}
