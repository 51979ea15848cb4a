/** Turns account export rows into API JSON (the stored file's key stays on the server). */
import type { AccountExportView } from '@podium/shared';
import type { AccountExportRow } from '../db/schema.js';

/** API JSON of an account export. */
export function presentAccountExport(row: AccountExportRow, now = new Date()): AccountExportView {
  const downloadable = row.status === 'done' && Boolean(row.fileKey) && (!row.expiresAt || row.expiresAt > now);
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    progress_label: row.progressLabel,
    url: downloadable ? `/api/v1/account/exports/${row.id}/download` : null,
    error: row.error,
    deck_count: row.deckCount,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}
