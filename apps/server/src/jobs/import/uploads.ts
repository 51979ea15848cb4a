/**
 * Uploaded import files, between the request that received them and the job that reads them. The request streams the
 * upload to local disk under DATA_DIR/imports with the media storage's `stage()` (byte limit, hash and head on the way;
 * nothing stays on disk when the limit is passed), types it there, then keeps it in the import file store
 * (services.files.imports: that same folder on local disk, the bucket with STORAGE=s3) so whichever process runs the
 * job can read it. The job removes it when it ends.
 */
import path from 'node:path';
import { rm } from 'node:fs/promises';
import type { AppServices } from '../../context.js';
import { localStorage, type MediaStorage } from '../../storage/local.js';

/** The extension an accepted upload is kept under (never served: it is not a media extension). */
const UPLOAD_EXTENSION = 'upload';
const UPLOAD_KEY = /^[A-Za-z0-9_-]{22,}\.upload$/;

/** The local folder uploads are received in. */
export function importUploadsDir(dataDir: string): string {
  return path.join(dataDir, 'imports');
}

/** A stager for import uploads (the media storage's streaming, rooted in the local imports folder). */
export function importUploads(dataDir: string): MediaStorage {
  return localStorage(importUploadsDir(dataDir));
}

/** Keeps a staged upload for its job and returns its key (the file is then at `receivedUploadPath`). */
export async function keepUpload(staged: { commit(extension: string): Promise<string> }): Promise<string> {
  return staged.commit(UPLOAD_EXTENSION);
}

/** The local file of an upload this process received, or null for anything that is not an upload key. */
export function receivedUploadPath(dataDir: string, key: string): string | null {
  return UPLOAD_KEY.test(key) ? path.join(importUploadsDir(dataDir), key) : null;
}

/** Whether a row's key is an upload key (keys come from our own rows, but still). */
export function isUploadKey(key: string | null): key is string {
  return key !== null && UPLOAD_KEY.test(key);
}

/** Removes a kept upload from the file store (no error when it is already gone). */
export async function removeUpload(services: Pick<AppServices, 'files'>, key: string | null): Promise<void> {
  if (isUploadKey(key)) await services.files.imports.remove(key);
}

/** Removes an upload this process received but did not keep in the file store yet (no error when it is gone). */
export async function removeReceivedUpload(dataDir: string, key: string | null): Promise<void> {
  const file = key && receivedUploadPath(dataDir, key);
  if (file) await rm(file, { force: true });
}
