/**
 * Pushes import progress live, as exportProgress.ts does for exports: every change of an import row (raised by the job
 * in whichever process runs it) is sent to its user's room (joined by each signed-in editor socket there); the Redis
 * adapter carries it to other processes. The import screen polls as well, so a missed push only delays the bar.
 */
import type { Namespace } from 'socket.io';
import { eq } from 'drizzle-orm';
import { IMPORT_PROGRESS_EVENT } from '@podium/shared';
import type { AppServices } from '../context.js';
import { users } from '../db/schema.js';
import { presentImport } from '../presenters/import.js';
import { findImport } from '../services/imports/readImports.js';
import { userRoom } from './exportProgress.js';

/** Relays import changes to the importing user's room; returns the detach function. */
export function attachImportProgress(editor: Namespace, services: AppServices): () => void {
  const onChange = ({ userId, importId }: { userId: number; importId: string }) => {
    void services.db.select().from(users).where(eq(users.id, userId)).limit(1).then(async ([user]) => {
      if (!user) return;
      // Read as the importing user, exactly as their GET would answer.
      const { row, deck } = await findImport({ ...services, user }, importId);
      editor.to(userRoom(userId)).emit(IMPORT_PROGRESS_EVENT, { import: presentImport(row, services.config.publicUrl, deck) });
    }).catch(() => undefined);
  };
  services.events.on('import-changed', onChange);
  return () => services.events.off('import-changed', onChange);
}
