/** Media as the export formats read it: uploaded files through the job's `openMedia`, inline data: images decoded. */
import type { Readable } from 'node:stream';

/** Image types by file extension (uploaded media keys end in one). */
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml',
};

/** A medium's bytes and content type. */
export interface MediaFile {
  bytes: Buffer;
  contentType: string;
  /** File extension without the dot. */
  extension: string;
}

/** Reads a stream to its end (aborted with the job). */
async function readAll(stream: Readable, signal: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.iterator({ destroyOnReturn: true })) {
    signal.throwIfAborted();
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/** An inline `data:image/...;base64,` image. */
function decodeDataUrl(url: string): MediaFile | null {
  const match = /^data:(image\/(png|jpe?g|gif|webp));base64,([A-Za-z0-9+/=]+)$/i.exec(url.trim());
  if (!match) return null;
  const extension = match[2]!.toLowerCase() === 'jpeg' ? 'jpg' : match[2]!.toLowerCase();
  return { bytes: Buffer.from(match[3]!, 'base64'), contentType: match[1]!.toLowerCase(), extension };
}

/**
 * The medium at `url`: a data: image, or an uploaded file by its app URL. Null for anything else (external media are
 * never fetched by an export; the formats keep them as links and report it).
 */
export async function readMedia(url: string, openMedia: (url: string) => Readable | null, signal: AbortSignal): Promise<MediaFile | null> {
  if (url.startsWith('data:')) return decodeDataUrl(url);
  const stream = openMedia(url);
  if (!stream) return null;
  const extension = (url.split(/[?#]/)[0]!.split('.').pop() ?? '').toLowerCase();
  const bytes = await readAll(stream, signal);
  return { bytes, contentType: IMAGE_TYPES[extension] ?? 'application/octet-stream', extension };
}

/** Whether a medium is an image PowerPoint and browsers can show. */
export function isImage(file: MediaFile): boolean {
  return file.contentType.startsWith('image/');
}
