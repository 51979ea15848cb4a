/**
 * Video transcode on the job queue (SPEC §9: video transcode 600000 ms): the original is kept; a web-safe MP4 and a
 * poster frame (plus its WebP thumbnail for the library grid) are added as variants. Progress is stored on the
 * original's row, which the library polls.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { MEDIA_VARIANTS, MESSAGES, TIMERS } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { media } from '../../db/schema.js';
import { JobTimeout, type JobDefinition } from '../queue.js';
import { VIDEO_TRANSCODE_JOB, type MediaJobData } from './names.js';
import { downloadTo, setStatus, storeGenerated } from '../../services/media/generatedFiles.js';
import { posterFrame, probeVideo, transcodeToMp4 } from './ffmpeg.js';

/** Progress is written at most this often (each write is a database update). */
const PROGRESS_EVERY_MS = 1000;

/** The job. */
export function videoTranscodeJob(services: AppServices): JobDefinition<MediaJobData> {
  return {
    name: VIDEO_TRANSCODE_JOB,
    timeoutMs: TIMERS.videoTranscodeTimeoutMs,
    retryLimit: 1,
    retryDelaySeconds: 3,
    concurrency: 1,
    async run({ mediaId }, job) {
      const [row] = await services.db.select().from(media).where(eq(media.id, mediaId)).limit(1);
      if (!row || row.status === 'ready') return;
      const dir = await mkdtemp(path.join(tmpdir(), 'podium-transcode-'));
      try {
        const original = path.join(dir, row.key);
        await downloadTo(services, row.key, original);
        const probe = await probeVideo(original, job.signal);
        await setStatus(services, row.id, { status: 'processing', progress: 0.02, width: probe.width || null, height: probe.height || null });
        const owner = { userId: row.userId, teamId: row.teamId, parentId: row.id };

        const poster = path.join(dir, 'poster.jpg');
        await posterFrame(original, poster, probe.duration, job.signal);
        const posterMeta = await sharp(poster).metadata();
        await storeGenerated(services, owner, { role: 'poster', path: poster, extension: 'jpg', contentType: 'image/jpeg', width: posterMeta.width, height: posterMeta.height });
        const thumb = await sharp(poster).resize({ width: MEDIA_VARIANTS.thumbnailPx, height: MEDIA_VARIANTS.thumbnailPx, fit: 'inside' })
          .webp({ quality: 75 }).toBuffer({ resolveWithObject: true });
        await storeGenerated(services, owner, { role: 'thumbnail', bytes: thumb.data, extension: 'webp', contentType: 'image/webp', width: thumb.info.width, height: thumb.info.height });

        const mp4 = path.join(dir, 'web.mp4');
        let last = 0;
        await transcodeToMp4(original, mp4, probe.duration, job.signal, (fraction) => {
          const now = Date.now();
          if (now - last < PROGRESS_EVERY_MS) return;
          last = now;
          void setStatus(services, row.id, { progress: 0.05 + fraction * 0.9 }).catch(() => undefined);
        });
        const web = await probeVideo(mp4, job.signal);
        await storeGenerated(services, owner, { role: 'web', path: mp4, extension: 'mp4', contentType: 'video/mp4', width: web.width, height: web.height });
        await setStatus(services, row.id, { status: 'ready', progress: 1, error: null });
      } catch (error) {
        const timedOut = job.signal.reason instanceof JobTimeout;
        if (job.lastAttempt || timedOut) {
          await setStatus(services, row.id, { status: 'failed', error: timedOut ? MESSAGES.videoTranscodeTimedOut : MESSAGES.mediaProcessingFailed });
        }
        if (timedOut) return; // another 10 minutes would time out again
        throw error;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
