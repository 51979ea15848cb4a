/** Media uploads (images, videos) to the media storage, with progress and the SPEC §9 upload timeouts. */
import { IMAGE_CONTENT_TYPES, LIMITS, MESSAGES, TIMERS } from '@podium/shared';
import { ApiError, get, upload } from './client';

export interface UploadedMedia {
  id: string | number;
  url: string;
  content_type: string;
  size: number;
}

/** Messages and timeout of one kind of upload (image or video). */
export interface UploadKind {
  tooLarge: string;
  wrongType: string;
  timedOut: string;
  timeoutMs: number;
}

const IMAGE_UPLOAD: UploadKind = {
  tooLarge: MESSAGES.imageTooLarge(LIMITS.imageUploadBytes), wrongType: MESSAGES.imageWrongType, timedOut: MESSAGES.imageUploadTimedOut,
  timeoutMs: TIMERS.imageUploadTimeoutMs,
};

/** The message for a file the media storage would refuse, checked before uploading; null when it looks fine. */
export function checkImageFile(file: File): string | null {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return MESSAGES.imageWrongType;
  if (file.size > LIMITS.imageUploadBytes) return MESSAGES.imageTooLarge(LIMITS.imageUploadBytes);
  return null;
}

/** A refusal without the server's own words gets this kind's message (too large, wrong type). */
function withKindMessage(error: unknown, kind: UploadKind): unknown {
  if (!(error instanceof ApiError)) return error;
  const body = (error.body ?? {}) as { error?: unknown; errors?: unknown };
  if (error.status === 413 && typeof body.error !== 'string') return new ApiError(413, kind.tooLarge, {}, error.body);
  if (error.status === 422 && !body.errors) return new ApiError(422, kind.wrongType, {}, error.body);
  return error;
}

/**
 * Upload an image (multipart field `file`), reporting progress 0..1. Rejects with an ApiError carrying the message
 * to show; aborted after TIMERS.imageUploadTimeoutMs (SPEC §9) or when `signal` aborts.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedMedia> {
  return uploadMedia(file, onProgress, IMAGE_UPLOAD, signal);
}

/** Upload any media file with the given messages and timeout (images above; videos use the video upload timeout). */
export async function uploadMedia(file: File, onProgress: (fraction: number) => void, kind: UploadKind, signal?: AbortSignal): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const { media } = await upload<{ media: UploadedMedia }>('/api/v1/media.json', form, {
      onProgress, timeoutMs: kind.timeoutMs, timeoutMessage: kind.timedOut, ...(signal ? { signal } : {}),
    });
    return media;
  } catch (error) {
    throw withKindMessage(error, kind);
  }
}

/** Bytes of media stored and the limit in force (0 = unlimited). */
export interface MediaUsage {
  bytes: number;
  limit: number;
}

/** GET /api/v1/media/usage.json. */
export function fetchMediaUsage(signal?: AbortSignal): Promise<MediaUsage> {
  return get<MediaUsage>('/api/v1/media/usage.json', signal);
}
