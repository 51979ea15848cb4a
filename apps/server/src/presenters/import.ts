/** The API view of an import row (SPEC §7 /imports/{id}.json): never the upload's path, the deck once it exists. */
import type { ImportView } from '@podium/shared';
import type { ImportRow } from '../db/schema.js';

/** An import row as the API returns it; `deck` is passed once the import is done (the deck's slug and owner). */
export function presentImport(row: ImportRow, publicUrl: string, deck: { id: number; slug: string; username: string } | null = null): ImportView {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    progress_label: row.progressLabel,
    file_name: row.fileName,
    deck: row.status === 'done' && deck ? { id: deck.id, slug: deck.slug, url: `${publicUrl}/${deck.username}/${deck.slug}` } : null,
    warnings: row.warnings,
    error: row.error,
    created_at: row.createdAt.toISOString(),
  };
}
