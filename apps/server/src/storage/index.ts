/** The media storage the configuration selects: local disk under DATA_DIR/media, or an S3-compatible bucket. */
import path from 'node:path';
import type { Config } from '../config.js';
import { localStorage, type MediaStorage } from './local.js';
import { s3Storage } from './s3.js';

export function createMediaStorage(config: Pick<Config, 'dataDir' | 'mediaStorage'>): MediaStorage {
  const selected = config.mediaStorage;
  if (selected.kind === 'local') return localStorage(path.join(config.dataDir, 'media'));
  return s3Storage({ ...selected, stagingDir: path.join(config.dataDir, 'media-staging') });
}
