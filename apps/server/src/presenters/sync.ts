/** The API views of file-storage sync: the connection (never its password) and a deck's sync status. */
import type { DeckSyncView, FileStorageProvider, FileStorageView, SyncFormat } from '@podium/shared';
import type { DeckSyncRow, FileStorageRow } from '../db/schema.js';

export function presentFileStorage(row: FileStorageRow): FileStorageView {
  return { provider: row.provider as FileStorageProvider, url: row.url, username: row.username, folder: row.folder, updated_at: row.updatedAt.toISOString() };
}

export function presentDeckSync(row: DeckSyncRow): DeckSyncView {
  return {
    format: row.format as SyncFormat,
    sync_on_save: row.syncOnSave,
    status: row.status,
    last_error: row.lastError,
    last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
    last_path: row.lastPath,
  };
}
