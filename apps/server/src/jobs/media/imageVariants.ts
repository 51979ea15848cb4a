/**
 * Image variants on the job queue: a WebP thumbnail for the library grid and a WebP display size for slides, made with
 * sharp from one decode of the original (which is kept untouched). GIFs keep their animation in the original; their
 * thumbnail is the first frame.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { MEDIA_VARIANTS, MESSAGES, TIMERS } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { media } from '../../db/schema.js';
import type { JobDefinition } from '../queue.js';
import { IMAGE_VARIANTS_JOB, type MediaJobData } from './names.js';
import { downloadTo, setStatus, storeGenerated } from '../../services/media/generatedFiles.js';

// One decode at a time per job run; libvips' cache would only hold on to 12 MP images we never read twice.
sharp.cache(false);

/** The job. */
export function imageVariantsJob(services: AppServices): JobDefinition<MediaJobData> {
  return {
    name: IMAGE_VARIANTS_JOB,
    timeoutMs: TIMERS.imageUploadTimeoutMs,
    retryLimit: 2,
    retryDelaySeconds: 5,
    concurrency: 2,
    async run({ mediaId }, job) {
      const [row] = await services.db.select().from(media).where(eq(media.id, mediaId)).limit(1);
      if (!row || row.status === 'ready') return;
      const dir = await mkdtemp(path.join(tmpdir(), 'podium-variants-'));
      try {
        const original = path.join(dir, row.key);
        await downloadTo(services, row.key, original);
        job.signal.throwIfAborted();
        const made = await makeImageVariants(original);
        job.signal.throwIfAborted();
        const owner = { userId: row.userId, teamId: row.teamId, parentId: row.id };
        await storeGenerated(services, owner, { role: 'thumbnail', bytes: made.thumbnail.data, extension: 'webp', contentType: 'image/webp', ...made.thumbnail.size });
        await storeGenerated(services, owner, { role: 'display', bytes: made.display.data, extension: 'webp', contentType: 'image/webp', ...made.display.size });
        await setStatus(services, row.id, { status: 'ready', progress: 1, error: null, width: made.width, height: made.height });
      } catch (error) {
        if (job.lastAttempt) await setStatus(services, row.id, { status: 'failed', error: MESSAGES.mediaProcessingFailed });
        throw error;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

interface Encoded { data: Buffer; size: { width: number; height: number } }

/** The original's size and both WebP variants, from one decode (shrink-on-load to the display size). */
export async function makeImageVariants(file: string): Promise<{ width: number; height: number; thumbnail: Encoded; display: Encoded }> {
  const meta = await sharp(file).metadata();
  const upright = (meta.orientation ?? 1) >= 5;
  const width = (upright ? meta.height : meta.width) ?? 0;
  const height = (upright ? meta.width : meta.height) ?? 0;
  const resized = await sharp(file, { pages: 1 }).rotate()
    .resize({ width: MEDIA_VARIANTS.displayPx, height: MEDIA_VARIANTS.displayPx, fit: 'inside', withoutEnlargement: true })
    .raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels } };
  const display = await sharp(resized.data, raw).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  const thumbnail = await sharp(resized.data, raw)
    .resize({ width: MEDIA_VARIANTS.thumbnailPx, height: MEDIA_VARIANTS.thumbnailPx, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 }).toBuffer({ resolveWithObject: true });
  return {
    width, height,
    display: { data: display.data, size: { width: display.info.width, height: display.info.height } },
    thumbnail: { data: thumbnail.data, size: { width: thumbnail.info.width, height: thumbnail.info.height } },
  };
}
