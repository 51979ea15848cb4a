/** Typed calls for the media library (SPEC §7 Media). */
import { get } from './client';

/** Bytes of media stored and the limit in force (0 = unlimited). */
export interface MediaUsage {
  bytes: number;
  limit: number;
}

/** GET /api/v1/media/usage.json. */
export function fetchMediaUsage(signal?: AbortSignal): Promise<MediaUsage> {
  return get<MediaUsage>('/api/v1/media/usage.json', signal);
}
