/**
 * Recording files in media storage: an upload copied out to a work folder for ffmpeg, a finished recording kept as a
 * media row of role `narration` (served at /media/{key} with byte ranges, counted in the recorder's storage, never
 * listed in a media library), and a replaced recording removed with its bytes given back.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { LIMITS, MESSAGES, NARRATION_MESSAGES } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { media, type MediaRow, type UserRow } from '../../db/schema.js';
import { Invalid, LimitReached } from '../../domain/errors.js';
import type { StagedUpload } from '../../storage/local.js';
import { detectVideoType } from '../media/videoType.js';
import { downloadTo } from '../media/generatedFiles.js';
import { keepWithinStorage, releaseStorage } from '../media/storageReservation.js';

/** Copies a staged upload (a WebM, Ogg or MP4 by its first bytes) into `dir`, returning the file's path. */
export async function uploadToFile(ctx: Pick<ServiceContext, 'storage'>, staged: StagedUpload, dir: string, name: string): Promise<string> {
  if (!staged.size) throw Invalid.field('file', NARRATION_MESSAGES.wrongType);
  if (staged.size > LIMITS.videoUploadBytes) throw new LimitReached(MESSAGES.videoTooLarge(LIMITS.videoUploadBytes), 'size');
  const type = detectVideoType(staged.head);
  if (!type) throw Invalid.field('file', NARRATION_MESSAGES.wrongType);
  const key = await staged.commit(type.extension);
  const file = path.join(dir, `${name}.${type.extension}`);
  try {
    await downloadTo(ctx, key, file);
    return file;
  } finally {
    await ctx.storage.remove(key);
  }
}

/** Keeps a finished recording (a WebM in the work folder) in the user's storage, within their limit. */
export async function keepRecording(ctx: ServiceContext, user: UserRow, file: string): Promise<MediaRow> {
  const { size } = await stat(file);
  if (size > LIMITS.videoUploadBytes) throw new LimitReached(MESSAGES.videoTooLarge(LIMITS.videoUploadBytes), 'size');
  const staged = await ctx.storage.stage(createReadStream(file), Number.MAX_SAFE_INTEGER);
  try {
    return await keepWithinStorage(ctx, user, size, staged, 'webm', async (key) => {
      const [row] = await ctx.db.insert(media).values({
        userId: user.id, role: 'narration', key, contentType: 'video/webm', size, label: null, status: 'ready', progress: 1,
      }).returning();
      return row!;
    });
  } finally {
    await staged.discard(); // nothing left to delete once committed
  }
}

/** Deletes a recording's media row and file, giving its bytes back to whoever recorded it. */
export async function removeRecording(ctx: Pick<ServiceContext, 'db' | 'storage' | 'log'>, mediaId: number): Promise<void> {
  const [row] = await ctx.db.delete(media).where(eq(media.id, mediaId)).returning();
  if (!row) return;
  await releaseStorage(ctx, row.userId, row.size);
  await ctx.storage.remove(row.key).catch((error: unknown) => ctx.log.warn({ err: error, key: row.key }, 'recording file not removed'));
}
