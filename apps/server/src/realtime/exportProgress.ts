/**
 * Pushes export progress live: each signed-in socket of the editor namespace joins its user's room, and every change
 * of an export row (raised by the job in whichever process runs it) is sent there; the Redis adapter carries it to
 * sockets on other processes. The export screen polls as well, so a missed push only delays the bar.
 */
import type { Namespace } from 'socket.io';
import { EXPORT_PROGRESS_EVENT } from '@podium/shared';
import type { AppServices } from '../context.js';
import type { ExportRow } from '../db/schema.js';
import { presentExport } from '../presenters/export.js';

/** The room of one user's signed-in sockets (export and import progress go there). */
export const userRoom = (userId: number) => `user:${userId}`;

/** Joins sockets to their user's room and relays export changes; returns the detach function. */
export function attachExportProgress(editor: Namespace, services: AppServices): () => void {
  editor.on('connection', (socket) => {
    const user = socket.data.user as { id: number } | null | undefined;
    if (user) void socket.join(userRoom(user.id));
  });
  // The row as written (not re-read): events leave in the order the job wrote them, so progress never goes backwards.
  const onChange = ({ row }: { row: ExportRow }) => {
    editor.to(userRoom(row.userId)).emit(EXPORT_PROGRESS_EVENT, { deck_id: row.deckId, export: presentExport(row) });
  };
  services.events.on('export-changed', onChange);
  return () => services.events.off('export-changed', onChange);
}
