/**
 * How long finished export files may be downloaded and how they are named. The files live in the export file store
 * (services.files.exports: DATA_DIR/exports on local disk, `exports/` in the bucket with STORAGE=s3), under
 * `{export id}.{extension}`.
 */
/** A finished export can be downloaded for a day; export again after that. */
export const EXPORT_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/** The download's Content-Type by file extension. */
export const EXPORT_CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  mp4: 'video/mp4',
};

/** The stored file's key of an export. */
export function exportFileKey(exportId: string, extension: string): string {
  return `${exportId}.${extension}`;
}
