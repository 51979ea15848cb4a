/** Recognises an uploaded video by its bytes: MP4 / QuickTime (ISO BMFF `ftyp`), WebM (EBML) and Ogg. */
import type { VIDEO_CONTENT_TYPES } from '@podium/shared';

export interface VideoType {
  contentType: (typeof VIDEO_CONTENT_TYPES)[number];
  extension: 'mp4' | 'mov' | 'webm' | 'ogv';
}

/** The video type of these bytes, or null when they are not a supported video. */
export function detectVideoType(bytes: Buffer): VideoType | null {
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = bytes.subarray(8, 12).toString('latin1');
    return brand === 'qt  ' ? { contentType: 'video/quicktime', extension: 'mov' } : { contentType: 'video/mp4', extension: 'mp4' };
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return { contentType: 'video/webm', extension: 'webm' };
  if (bytes.subarray(0, 4).toString('latin1') === 'OggS') return { contentType: 'video/ogg', extension: 'ogv' };
  return null;
}
