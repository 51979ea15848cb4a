/**
 * The server's own files that are not media: finished exports and import uploads waiting for their job. They live
 * where media live (the configuration's storage), so with STORAGE=s3 any process serves a download another made and
 * any process's job reads an upload another received: on local disk under DATA_DIR/{area}, on S3 under `{area}/` in
 * the bucket. Never served under /media: only the routes that check who may read them open them.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../config.js';
import { s3Client } from './s3.js';

/** One area's files, by key (a plain file name the server made: `{export id}.pdf`, `{random}.upload`). */
export interface FileStore {
  /** Stores the local `file` under `key` (the file is moved: it is gone from its place afterwards); returns its size. */
  save(key: string, file: string): Promise<number>;
  /** The file's bytes; null when there is no such file. */
  open(key: string): Promise<Readable | null>;
  /**
   * A local path holding the file, for tools that read files: on local disk the stored file itself, from S3 a copy
   * downloaded into `workDir` (the caller's to remove). Null when there is no such file.
   */
  localPath(key: string, workDir: string): Promise<string | null>;
  /** Deletes the file (no error when it is already gone). */
  remove(key: string): Promise<void>;
}

/** The areas: finished export files and import uploads. */
export interface ServerFiles {
  exports: FileStore;
  imports: FileStore;
}

/** Keys are names the server made; anything else (a path, a dot file) is never read or deleted. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** The file stores for the configuration's storage. */
export function createServerFiles(config: Pick<Config, 'dataDir' | 'mediaStorage'>): ServerFiles {
  const selected = config.mediaStorage;
  if (selected.kind === 'local') {
    return { exports: localFiles(path.join(config.dataDir, 'exports')), imports: localFiles(path.join(config.dataDir, 'imports')) };
  }
  const client = s3Client(selected);
  return { exports: s3Files(client, selected.bucket, 'exports'), imports: s3Files(client, selected.bucket, 'imports') };
}

/** Files in `dir` on local disk. */
export function localFiles(dir: string): FileStore {
  const fileOf = (key: string) => (KEY.test(key) ? path.join(dir, key) : null);
  return {
    async save(key, file) {
      const target = fileOf(key);
      if (!target) throw new Error(`not a file key: ${key}`);
      await mkdir(dir, { recursive: true });
      if (path.resolve(file) !== target) await rename(file, target);
      return (await stat(target)).size;
    },
    async open(key) {
      const file = fileOf(key);
      return file && existsSync(file) ? createReadStream(file) : null;
    },
    async localPath(key) {
      const file = fileOf(key);
      return file && existsSync(file) ? file : null;
    },
    async remove(key) {
      const file = fileOf(key);
      if (file) await rm(file, { force: true });
    },
  };
}

/** Files under `{area}/` in an S3-compatible bucket. */
function s3Files(client: ReturnType<typeof s3Client>, Bucket: string, area: string): FileStore {
  const objectOf = (key: string) => (KEY.test(key) ? `${area}/${key}` : null);
  const get = async (key: string): Promise<Readable | null> => {
    const Key = objectOf(key);
    if (!Key) return null;
    try {
      return ((await client.send(new GetObjectCommand({ Bucket, Key }))).Body as Readable | undefined) ?? null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  };
  return {
    async save(key, file) {
      const Key = objectOf(key);
      if (!Key) throw new Error(`not a file key: ${key}`);
      const { size } = await stat(file);
      try {
        // Streamed from the file (a multipart upload for a large one): an export is never held in memory whole.
        await new Upload({ client, partSize: 8 * 1024 * 1024, queueSize: 2, leavePartsOnError: false, params: { Bucket, Key, Body: createReadStream(file) } }).done();
      } finally {
        await rm(file, { force: true });
      }
      return size;
    },
    open: get,
    async localPath(key, workDir) {
      const body = await get(key);
      if (!body) return null;
      const file = path.join(workDir, key);
      await pipeline(body, createWriteStream(file));
      return file;
    },
    async remove(key) {
      const Key = objectOf(key);
      if (Key) await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
