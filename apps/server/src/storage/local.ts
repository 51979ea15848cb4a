/**
 * Media files on local disk under DATA_DIR/media, addressed by unguessable keys (an S3-compatible store slots in here
 * at scale). Uploads are streamed: bytes go to a temporary file as they arrive (hashed, counted and their head kept
 * for type sniffing on the way), and the file is renamed to its key only once it is accepted.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createHash, randomBytes } from 'node:crypto';

/** How many leading bytes are kept for type sniffing (file-type reads at most 4100). */
export const SNIFF_BYTES = 4100;

/** An upload written to a temporary file, waiting to be committed under a key or discarded. */
export interface StagedUpload {
  size: number;
  /** Hex SHA-256 of the whole file, computed while it streamed in. */
  sha256: string;
  /** The first SNIFF_BYTES bytes (fewer for a smaller file). */
  head: Buffer;
  /** Moves the file to its final key (with this extension) and returns the key. */
  commit(extension: string): Promise<string>;
  /** Deletes the temporary file. */
  discard(): Promise<void>;
}

/** Thrown when a stream passes the byte limit it was staged with (nothing is left on disk). */
export class UploadTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`upload larger than ${maxBytes} bytes`);
  }
}

export interface MediaStorage {
  put(bytes: Buffer, extension: string): Promise<string>;
  /** Streams `source` to a temporary file, refusing more than `maxBytes`. */
  stage(source: Readable, maxBytes: number): Promise<StagedUpload>;
  /** The file's bytes, or those from `range.start` to `range.end` (inclusive); null when there is no such file. */
  open(key: string, range?: { start: number; end: number }): Readable | null;
  remove(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]{22,}\.(png|jpg|gif|webp|svg|mp4|mov|webm|ogv)$/;
const newKey = (extension: string) => `${randomBytes(18).toString('base64url')}.${extension}`;

/** Local-disk storage rooted at `dir`. */
export function localStorage(dir: string): MediaStorage {
  const fileOf = (key: string) => (KEY.test(key) ? path.join(dir, key) : null);
  return {
    async put(bytes, extension) {
      await mkdir(dir, { recursive: true });
      const key = newKey(extension);
      await writeFile(path.join(dir, key), bytes, { flag: 'wx' });
      return key;
    },
    async stage(source, maxBytes) {
      await mkdir(dir, { recursive: true });
      // Dot-prefixed names never match KEY, so a half-written upload can never be served.
      const temp = path.join(dir, `.upload-${randomBytes(12).toString('hex')}`);
      const hash = createHash('sha256');
      const headChunks: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) return callback(new UploadTooLarge(maxBytes));
          hash.update(chunk);
          if (headLength < SNIFF_BYTES) {
            const part = chunk.subarray(0, SNIFF_BYTES - headLength);
            headChunks.push(Buffer.from(part));
            headLength += part.length;
          }
          callback(null, chunk);
        },
      });
      try {
        await pipeline(source, meter, createWriteStream(temp, { flags: 'wx' }));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      let done = false;
      return {
        size,
        sha256: hash.digest('hex'),
        head: Buffer.concat(headChunks),
        async commit(extension) {
          const key = newKey(extension);
          await rename(temp, path.join(dir, key));
          done = true;
          return key;
        },
        async discard() {
          if (!done) await rm(temp, { force: true });
          done = true;
        },
      };
    },
    open(key, range) {
      const file = fileOf(key);
      return file && existsSync(file) ? createReadStream(file, range) : null;
    },
    async remove(key) {
      const file = fileOf(key);
      if (file) await rm(file, { force: true });
    },
  };
}
