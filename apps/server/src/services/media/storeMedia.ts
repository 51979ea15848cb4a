/**
 * Keeps a staged upload: checks its type and size, reserves the bytes in the user's storage (one conditional UPDATE,
 * so concurrent uploads cannot all slip under the limit), then moves the file to its key and records it. An upload
 * into a team library carries the team and still counts towards the uploader's storage: storage limits are per user.
 */
import { and, eq, sql } from 'drizzle-orm';
import { LIMITS, MESSAGES } from '@podium/shared';
import { media, users, type MediaRow } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { Invalid, LimitReached, SignInRequired } from '../../domain/errors.js';
import type { StagedUpload } from '../../storage/local.js';
import { sniffMedia } from './sniffMedia.js';
import { IMAGE_VARIANTS_JOB, VIDEO_TRANSCODE_JOB, type MediaJobData } from '../../jobs/media/names.js';
import { storageLimitOf } from './storageLimit.js';
import { assertLibrary, teamIdOf, type Library } from './library.js';

/** Accepts the upload into the library (the user's own unless given) or throws (422 wrong type, 413 too large or storage full); the temp file never stays. */
export async function storeMedia({ ctx, library, staged, label }: { ctx: ServiceContext; library?: Library; staged: StagedUpload; label?: string }): Promise<MediaRow> {
  try {
    if (library) assertLibrary(library, 'upload');
    return await keep(ctx, staged, label, library ? teamIdOf(library) : null);
  } finally {
    await staged.discard();
  }
}

async function keep(ctx: ServiceContext, staged: StagedUpload, label: string | undefined, teamId: number | null): Promise<MediaRow> {
  const user = ctx.user;
  if (!user) throw new SignInRequired();
  if (!staged.size) throw Invalid.field('file', MESSAGES.imageMissing);
  const type = await sniffMedia(staged.head, staged.size);
  if (!type) throw Invalid.field('file', MESSAGES.imageWrongType);
  if (type.kind === 'image' && staged.size > LIMITS.imageUploadBytes) throw new LimitReached(MESSAGES.imageTooLarge(LIMITS.imageUploadBytes), 'size');
  if (type.kind === 'video' && staged.size > LIMITS.videoUploadBytes) throw new LimitReached(MESSAGES.videoTooLarge(LIMITS.videoUploadBytes), 'size');

  const limit = storageLimitOf(ctx.config, user);
  const size = staged.size;
  const [reserved] = await ctx.db.update(users).set({ storageUsed: sql`${users.storageUsed} + ${size}` })
    .where(and(eq(users.id, user.id), limit > 0 ? sql`${users.storageUsed} + ${size} <= ${limit}` : undefined))
    .returning({ id: users.id });
  if (!reserved) throw new LimitReached(MESSAGES.storageFull, 'size');
  try {
    const key = await staged.commit(type.extension);
    try {
      // Images get WebP variants and videos a web MP4 and poster on the job queue; an SVG is ready as it is.
      const job = type.kind === 'video' ? VIDEO_TRANSCODE_JOB : type.extension === 'svg' ? null : IMAGE_VARIANTS_JOB;
      const [row] = await ctx.db.insert(media).values({
        userId: user.id, teamId, key, contentType: type.contentType, size, label: label?.slice(0, LIMITS.mediaLabelMax) ?? null,
        status: job ? 'processing' : 'ready', progress: job ? 0 : 1,
      }).returning();
      if (job) await queue(ctx, job, row!);
      return row!;
    } catch (error) {
      await ctx.storage.remove(key);
      throw error;
    }
  } catch (error) {
    await ctx.db.update(users).set({ storageUsed: sql`greatest(${users.storageUsed} - ${size}, 0)` }).where(eq(users.id, user.id));
    throw error;
  }
}

/** Queues the variants or transcode; a queue failure leaves the original usable and marks the medium failed. */
async function queue(ctx: ServiceContext, job: string, row: MediaRow): Promise<void> {
  try {
    await ctx.jobs.send<MediaJobData>(job, { mediaId: row.id });
  } catch (error) {
    ctx.log.error({ err: error, mediaId: row.id }, 'media job not queued');
    await ctx.db.update(media).set({ status: 'failed', error: MESSAGES.mediaProcessingFailed }).where(eq(media.id, row.id));
    Object.assign(row, { status: 'failed', error: MESSAGES.mediaProcessingFailed });
  }
}
