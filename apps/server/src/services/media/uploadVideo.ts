/** Stores an uploaded video (MP4, WebM, Ogg, QuickTime) for the signed-in user, within the video size limit. */
import { LIMITS, MESSAGES } from '@podium/shared';
import type { MediaRow } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { Invalid, LimitReached, SignInRequired } from '../../domain/errors.js';
import { detectVideoType } from './videoType.js';
import { storeMedia } from './storeMedia.js';

/** Checks the video type and size, then stores it. */
export async function uploadVideo({ ctx, bytes, label }: { ctx: ServiceContext; bytes: Buffer; label?: string }): Promise<MediaRow> {
  if (!ctx.user) throw new SignInRequired();
  const type = detectVideoType(bytes);
  if (!type) throw Invalid.field('file', MESSAGES.videoWrongType);
  if (bytes.length > LIMITS.videoUploadBytes) throw new LimitReached(MESSAGES.videoTooLarge(LIMITS.videoUploadBytes), 'size');
  return storeMedia({ ctx, bytes, label, type });
}
