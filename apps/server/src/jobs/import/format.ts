/**
 * The contract of one import format (a folder under jobs/import/formats/<id>/): the import job hands it the uploaded
 * file (already on disk, size-checked) and a work folder; the format turns it into a deck document plus the deck-wide
 * settings it could read, and says what it could not carry. Formats never touch the database or HTTP: media found in
 * the file go through `storeMedia`, which puts them in the importing user's library (and counts their storage).
 */
import type { Readable } from 'node:stream';
import type { DeckDocument, FidelityWarning } from '@podium/deck';
import type { ExportDeckSettings } from '../export/format.js';

export type ImportFormatId = 'pptx' | 'pdf' | 'markdown' | 'html' | 'zip';

/** What the import job gives a format. */
export interface ImportInput {
  /** Absolute path of the uploaded file. */
  file: string;
  /** The name the user's file had (for messages and a default title); never trusted for the type. */
  fileName: string;
  /** A temporary folder owned by this job; removed after the job ends. */
  workDir: string;
  /** Aborted when the job times out (SPEC §9 import timeout) or the server shuts down. */
  signal: AbortSignal;
  /** Reports progress: a fraction 0–1 and a short label ("Reading slide 3 of 30"). */
  progress(fraction: number, label: string): void;
  /**
   * Stores a medium found in the file (image, video) in the importing user's media library and returns the URL a
   * block uses for it (`/media/<key>`). The type is sniffed from the bytes; throws a domain error when the file is
   * not a supported medium or the user's storage limit is reached (the format reports it and goes on). A stream is
   * read as it comes (a medium inflated from an archive is never held whole in memory).
   */
  storeMedia(bytes: Buffer | Readable, fileName: string): Promise<string>;
}

/** What a format returns. */
export interface ImportResult {
  /** The deck's document, valid for the current document version. */
  document: DeckDocument;
  /** The title found in the file (falls back to the user's `title`, then the file name). */
  title?: string;
  /** Deck-wide settings the file carries (slide size, theme colour and font…); the rest keep their defaults. */
  settings: Partial<ExportDeckSettings>;
  warnings: FidelityWarning[];
}

/** One import format. */
export interface ImportFormat {
  id: ImportFormatId;
  /** SPEC §9 timeout of one import. */
  timeoutMs: number;
  /**
   * True when this format reads the file: decided by content (magic bytes, ZIP entries, markup), never by the name
   * alone. `head` is the file's first bytes (4100); `file` is there for formats that must look inside (ZIP).
   */
  accepts(head: Buffer, file: string): Promise<boolean>;
  run(input: ImportInput): Promise<ImportResult>;
}
