/**
 * Recognises an upload by its first bytes (never by the name or type the browser claims): the `file-type` library
 * first, then our own signatures for what it cannot pin down from a head alone (an SVG is text; a bare EBML or Ogg
 * header is a WebM or Ogg video to us).
 */
import { fileTypeFromBuffer } from 'file-type';
import { LIMITS } from '@podium/shared';
import { detectImageType } from './imageType.js';
import { detectVideoType } from './videoType.js';

export interface SniffedMedia {
  kind: 'image' | 'video';
  contentType: string;
  extension: string;
}

/** file-type's MIME types that we accept, with the content type and extension we store them under. */
const ACCEPTED: Record<string, SniffedMedia> = {
  'image/png': { kind: 'image', contentType: 'image/png', extension: 'png' },
  'image/jpeg': { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' },
  'image/gif': { kind: 'image', contentType: 'image/gif', extension: 'gif' },
  'image/webp': { kind: 'image', contentType: 'image/webp', extension: 'webp' },
  'video/mp4': { kind: 'video', contentType: 'video/mp4', extension: 'mp4' },
  'video/quicktime': { kind: 'video', contentType: 'video/quicktime', extension: 'mov' },
  'video/webm': { kind: 'video', contentType: 'video/webm', extension: 'webm' },
  'video/ogg': { kind: 'video', contentType: 'video/ogg', extension: 'ogv' },
  'application/ogg': { kind: 'video', contentType: 'video/ogg', extension: 'ogv' },
};

/** What the upload is, from its head and total size; null when it is not a supported image or video. */
export async function sniffMedia(head: Buffer, size: number): Promise<SniffedMedia | null> {
  const found = await fileTypeFromBuffer(head);
  if (found) {
    const accepted = ACCEPTED[found.mime];
    // XML may be an SVG (checked below); any other recognised type (audio, archives, executables…) is refused.
    if (accepted) return accepted;
    if (found.mime !== 'application/xml') return null;
  }
  const video = detectVideoType(head);
  if (video) return { kind: 'video', ...video };
  const svg = size <= LIMITS.inlineSvgMax ? detectImageType(head) : null;
  return svg?.extension === 'svg' ? { kind: 'image', ...svg } : null;
}
