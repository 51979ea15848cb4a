/**
 * The storage the configuration selects: local disk under DATA_DIR, or an S3-compatible bucket. Media and the
 * server's own files (exports, import uploads) live side by side there; on S3 one client serves both.
 */
import path from 'node:path';
import type { Config } from '../config.js';
import { localStorage, type MediaStorage } from './local.js';
import { s3Client, s3Storage } from './s3.js';
import { localServerFiles, s3ServerFiles, type ServerFiles } from './files.js';

export function createStorage(config: Pick<Config, 'dataDir' | 'mediaStorage'>): { storage: MediaStorage; files: ServerFiles } {
  const selected = config.mediaStorage;
  if (selected.kind === 'local') return { storage: localStorage(path.join(config.dataDir, 'media')), files: localServerFiles(config.dataDir) };
  const client = s3Client(selected);
  return {
    storage: s3Storage({ ...selected, stagingDir: path.join(config.dataDir, 'media-staging') }, client),
    files: s3ServerFiles(client, selected.bucket),
  };
}
