/** Where finished export files live (DATA_DIR/exports/{export id}.{ext}) and how long they may be downloaded. */
import { createReadStream, existsSync, type ReadStream } from 'node:fs';
import path from 'node:path';

/** A finished export can be downloaded for a day; export again after that. */
export const EXPORT_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/** The download's Content-Type by file extension. */
export const EXPORT_CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
};

/** The stored file of an export. */
export function exportFilePath(dataDir: string, exportId: string, extension: string): string {
  return path.join(dataDir, 'exports', `${exportId}.${extension}`);
}

/** Opens a finished export's file for download; null when it is gone. */
export function openExportFile(dataDir: string, fileKey: string): ReadStream | null {
  const file = path.join(dataDir, 'exports', path.basename(fileKey));
  return existsSync(file) ? createReadStream(file) : null;
}
