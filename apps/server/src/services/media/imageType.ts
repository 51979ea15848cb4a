/** Recognises an uploaded image by its bytes (never by the name or type the browser claims). */
import { LIMITS, type ImageContentType } from '@podium/shared';

export interface ImageType {
  contentType: ImageContentType;
  extension: 'png' | 'jpg' | 'gif' | 'webp' | 'svg';
}

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** The image type of these bytes, or null when they are not a supported image. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (/^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return { contentType: 'image/gif', extension: 'gif' };
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  if (bytes.length <= LIMITS.inlineSvgMax) {
    const head = bytes.subarray(0, 2048).toString('utf8').replace(/^\uFEFF/, '').trimStart();
    if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return { contentType: 'image/svg+xml', extension: 'svg' };
  }
  return null;
}
