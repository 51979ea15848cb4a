/**
 * Uploaded import files on local disk under DATA_DIR/imports, between the request that received them and the job
 * that reads them (any process with the same DATA_DIR). They are streamed in by the media storage's `stage()` (byte
 * limit, hash and head on the way; nothing stays on disk when the limit is passed) and removed when the job ends.
 */
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { localStorage, type MediaStorage } from '../../storage/local.js';

/** The extension an accepted upload is kept under (never served: it is not a media extension). */
const UPLOAD_EXTENSION = 'upload';
const UPLOAD_KEY = /^[A-Za-z0-9_-]{22,}\.upload$/;

/** The folder of pending import uploads. */
export function importUploadsDir(dataDir: string): string {
  return path.join(dataDir, 'imports');
}

/** A stager for import uploads (the media storage's streaming, rooted in the imports folder). */
export function importUploads(dataDir: string): MediaStorage {
  return localStorage(importUploadsDir(dataDir));
}

/** Keeps a staged upload for its job and returns its key. */
export async function keepUpload(staged: { commit(extension: string): Promise<string> }): Promise<string> {
  return staged.commit(UPLOAD_EXTENSION);
}

/** The file of an upload key, or null for anything that is not one (keys come from our own rows, but still). */
export function uploadPath(dataDir: string, key: string): string | null {
  return UPLOAD_KEY.test(key) ? path.join(importUploadsDir(dataDir), key) : null;
}

/** Removes an upload (no error when it is already gone). */
export async function removeUpload(dataDir: string, key: string | null): Promise<void> {
  const file = key ? uploadPath(dataDir, key) : null;
  if (file) await rm(file, { force: true });
}
