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
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, type S3Client } from '@aws-sdk/client-s3';
import { uploadFile } from './s3.js';

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

/** The areas on local disk, under DATA_DIR/{area}. */
export function localServerFiles(dataDir: string): ServerFiles {
  return { exports: localFiles(path.join(dataDir, 'exports')), imports: localFiles(path.join(dataDir, 'imports')) };
}

/** The areas in an S3-compatible bucket, under `{area}/`, through the app's one client for the bucket. */
export function s3ServerFiles(client: S3Client, Bucket: string): ServerFiles {
  return { exports: s3Files(client, Bucket, 'exports'), imports: s3Files(client, Bucket, 'imports') };
}

/** Files in `dir` on local disk. */
function localFiles(dir: string): FileStore {
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
function s3Files(client: S3Client, Bucket: string, area: string): FileStore {
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
      await uploadFile(client, Bucket, Key, file);
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
