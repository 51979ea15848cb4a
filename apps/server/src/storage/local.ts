/** Media files on local disk under DATA_DIR/media, addressed by unguessable keys (an S3-compatible store slots in here at scale). */
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';

export interface MediaStorage {
  put(bytes: Buffer, extension: string): Promise<string>;
  /** The file's bytes, or those from `range.start` to `range.end` (inclusive); null when there is no such file. */
  open(key: string, range?: { start: number; end: number }): Readable | null;
  remove(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]{22,}\.(png|jpg|gif|webp|svg|mp4|mov|webm|ogv)$/;

/** Local-disk storage rooted at `dir`. */
export function localStorage(dir: string): MediaStorage {
  const fileOf = (key: string) => (KEY.test(key) ? path.join(dir, key) : null);
  return {
    async put(bytes, extension) {
      await mkdir(dir, { recursive: true });
      const key = `${randomBytes(18).toString('base64url')}.${extension}`;
      await writeFile(path.join(dir, key), bytes, { flag: 'wx' });
      return key;
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
