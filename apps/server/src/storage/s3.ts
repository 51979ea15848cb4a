/**
 * Media files in an S3-compatible object store (AWS S3, MinIO, Ceph, R2, …), selected with STORAGE=s3. Uploads are
 * staged exactly as on local disk (the same byte limit, hash and sniffing head, through localStorage's stage() into a
 * private staging folder) and sent to the bucket only once accepted, as a multipart upload streamed from that file.
 * Reads stream the object, with an HTTP Range for partial reads (video seeking).
 */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { localStorage, type MediaStorage } from './local.js';

export interface S3StorageOptions {
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where uploads wait while they are checked (on local disk, removed once sent or refused). */
  stagingDir: string;
}

/** The same key shape as local storage: only these are ever read or deleted. */
const KEY = /^[A-Za-z0-9_-]{22,}\.(png|jpg|gif|webp|svg|mp4|mov|webm|ogv)$/;
const newKey = (extension: string) => `${randomBytes(18).toString('base64url')}.${extension}`;
const TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml',
  mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm', ogv: 'video/ogg',
};
const typeOf = (key: string) => TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
/** Multipart part size: memory per upload is about this times the queue size. */
const PART_BYTES = 8 * 1024 * 1024;

/** The S3 client for the options (path-style addressing, which every S3-compatible server accepts). */
export function s3Client(options: Pick<S3StorageOptions, 'endpoint' | 'region' | 'accessKeyId' | 'secretAccessKey'>): S3Client {
  return new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    forcePathStyle: Boolean(options.endpoint),
    // Checksums only where the API requires them: many S3-compatible servers do not support the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Sends the local `file` to `Key` as a multipart upload streamed from the file (never held in memory whole), then
 * removes the file, sent or not.
 */
export async function uploadFile(client: S3Client, Bucket: string, Key: string, file: string, ContentType?: string): Promise<void> {
  try {
    await new Upload({
      client, partSize: PART_BYTES, queueSize: 2, leavePartsOnError: false,
      params: { Bucket, Key, Body: createReadStream(file), ...(ContentType ? { ContentType } : {}) },
    }).done();
  } finally {
    await rm(file, { force: true });
  }
}

/** S3-compatible storage in `options.bucket`, through `client` (the app's one client for the bucket). */
export function s3Storage(options: S3StorageOptions, client: S3Client = s3Client(options)): MediaStorage {
  const staging = localStorage(options.stagingDir);
  const Bucket = options.bucket;
  return {
    async put(bytes, extension) {
      const key = newKey(extension);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: typeOf(key), ContentLength: bytes.length }));
      return key;
    },
    async stage(source, maxBytes) {
      const staged = await staging.stage(source, maxBytes);
      return {
        size: staged.size,
        sha256: staged.sha256,
        head: staged.head,
        async commit(extension) {
          // Committed locally under its final key first (so discard() no longer owns it), then sent and removed.
          const key = await staged.commit(extension);
          await uploadFile(client, Bucket, key, path.join(options.stagingDir, key), typeOf(key));
          return key;
        },
        discard: () => staged.discard(),
      };
    },
    open(key, range) {
      if (!KEY.test(key)) return null;
      // The interface is synchronous: the stream is returned at once and fed when the object arrives (an object
      // that is gone fails the stream; callers check the media row before opening).
      const out = new PassThrough();
      client.send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }))
        .then((answer) => {
          const body = answer.Body as Readable | undefined;
          if (!body) return out.end();
          out.on('close', () => body.destroy());
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        })
        .catch((error: unknown) => out.destroy(error as Error));
      return out;
    },
    async remove(key) {
      if (KEY.test(key)) await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
