/**
 * Keeps a staged upload: checks its type and size, reserves the bytes in the user's storage (storageReservation.ts),
 * then moves the file to its key and records it. An upload
 * into a team library carries the team and still counts towards the uploader's storage: storage limits are per user.
 */
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { LIMITS, MESSAGES } from '@podium/shared';
import { media, type MediaRow } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { Invalid, LimitReached, SignInRequired } from '../../domain/errors.js';
import type { StagedUpload } from '../../storage/local.js';
import { sniffMedia } from './sniffMedia.js';
import { IMAGE_VARIANTS_JOB, VIDEO_TRANSCODE_JOB, type MediaJobData } from '../../jobs/media/names.js';
import { keepWithinStorage } from './storageReservation.js';
import { assertLibrary, teamIdOf, type Library } from './library.js';

/**
 * Accepts the upload into the library (the user's own unless given) or throws (422 wrong type, 413 too large or storage
 * full); the temp file never stays. With `reuse` (imports), bytes the library already holds are not stored again: the
 * medium that has them is answered instead (and counts no storage twice).
 */
export async function storeMedia(
  { ctx, library, staged, label, reuse = false }: { ctx: ServiceContext; library?: Library; staged: StagedUpload; label?: string; reuse?: boolean },
): Promise<MediaRow> {
  try {
    if (library) assertLibrary(library, 'upload');
    const teamId = library ? teamIdOf(library) : null;
    return (reuse ? await sameBytes(ctx, staged, teamId) : null) ?? await keep(ctx, staged, label, teamId);
  } finally {
    await staged.discard();
  }
}

/** The library's original with these bytes (not one that failed processing), or null. */
async function sameBytes(ctx: ServiceContext, staged: StagedUpload, teamId: number | null): Promise<MediaRow | null> {
  if (!ctx.user) throw new SignInRequired();
  const [found] = await ctx.db.select().from(media).where(and(
    eq(media.userId, ctx.user.id), teamId === null ? isNull(media.teamId) : eq(media.teamId, teamId), eq(media.role, 'original'),
    eq(media.contentHash, staged.sha256), eq(media.size, staged.size), ne(media.status, 'failed'),
  )).orderBy(asc(media.id)).limit(1);
  return found ?? null;
}

async function keep(ctx: ServiceContext, staged: StagedUpload, label: string | undefined, teamId: number | null): Promise<MediaRow> {
  const user = ctx.user;
  if (!user) throw new SignInRequired();
  if (!staged.size) throw Invalid.field('file', MESSAGES.imageMissing);
  const type = await sniffMedia(staged.head, staged.size);
  if (!type) throw Invalid.field('file', MESSAGES.imageWrongType);
  if (type.kind === 'image' && staged.size > LIMITS.imageUploadBytes) throw new LimitReached(MESSAGES.imageTooLarge(LIMITS.imageUploadBytes), 'size');
  if (type.kind === 'video' && staged.size > LIMITS.videoUploadBytes) throw new LimitReached(MESSAGES.videoTooLarge(LIMITS.videoUploadBytes), 'size');

  // Images get WebP variants and videos a web MP4 and poster on the job queue; an SVG is ready as it is.
  const job = type.kind === 'video' ? VIDEO_TRANSCODE_JOB : type.extension === 'svg' ? null : IMAGE_VARIANTS_JOB;
  return keepWithinStorage(ctx, user, staged.size, staged, type.extension, async (key) => {
    const [row] = await ctx.db.insert(media).values({
      userId: user.id, teamId, key, contentType: type.contentType, size: staged.size, label: label?.slice(0, LIMITS.mediaLabelMax) ?? null, contentHash: staged.sha256,
      status: job ? 'processing' : 'ready', progress: job ? 0 : 1,
    }).returning();
    if (job) await queue(ctx, job, row!);
    return row!;
  });
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
