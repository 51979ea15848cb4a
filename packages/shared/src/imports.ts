/** Import API payloads (SPEC §7 /imports.json, /imports/{id}.json), shared by the server and the import UI. */
import type { ExportStatus, ExportWarning } from './exports.js';

/** The file types an import reads (decided by content on the server, never by the name). */
export const IMPORT_FORMATS = ['pptx', 'pdf', 'markdown', 'html', 'zip'] as const;
export type ImportFormatName = (typeof IMPORT_FORMATS)[number];
export type ImportStatus = ExportStatus;

/**
 * Not in the SPEC: what a ZIP export may unpack to (slides.com and reveal.js exports are a few hundred files and well
 * under these). A ZIP over either is refused before anything is inflated, and inflation stops at the byte cap. The
 * deck page is parsed whole, so it has a cap of its own that bounds the memory an import takes (media are streamed).
 */
export const IMPORT_ZIP_LIMITS = { maxEntries: 5000, maxUncompressedBytes: 512 * 1024 * 1024, maxPageBytes: 16 * 1024 * 1024 } as const;

/** An import as the API returns it: `deck` once the deck exists, `warnings` its fidelity report. */
export interface ImportView {
  id: string;
  status: ImportStatus;
  progress: number;
  progress_label: string;
  file_name: string;
  deck: { id: number; slug: string; url: string } | null;
  warnings: ExportWarning[];
  error: string | null;
  created_at: string;
}

/** The Socket.IO event (editor namespace, the user's room) that pushes an import's progress live. */
export const IMPORT_PROGRESS_EVENT = 'import-progress';

/** Each format in a user's words (the upload's error and the import screen list the server's formats). */
export const IMPORT_FORMAT_NAMES: Readonly<Record<ImportFormatName, string>> = {
  pptx: 'PowerPoint (.pptx)',
  pdf: 'PDF',
  markdown: 'Markdown (.md)',
  html: 'a slides.com or reveal.js .html file',
  zip: 'a ZIP export of one',
};

/** What the file picker offers per format (a hint only: the server decides by content). */
export const IMPORT_EXTENSIONS: Readonly<Record<ImportFormatName, string>> = {
  pptx: '.pptx',
  pdf: '.pdf',
  markdown: '.md,.markdown,.txt',
  html: '.html,.htm',
  zip: '.zip',
};
