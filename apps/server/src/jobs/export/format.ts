/**
 * The contract of one export format (a folder under jobs/export/formats/<id>/): the export job hands it a migrated
 * document and a work folder, the format writes one file there and says what it could not carry.
 */
import type { DeckDocument, FidelityWarning } from '@podium/deck';
import type { NarrationCue, VideoResolution } from '@podium/shared';
import type { Readable } from 'node:stream';
import type { DeckRow } from '../../db/schema.js';
import type { PlayerTheme } from '../../render/playerLook.js';

export type ExportFormatId = 'pdf' | 'pptx' | 'zip' | 'mp4';

/**
 * Deck-wide settings the formats need: size, theme and presenting options are columns of the Deck, not part of the
 * document. A `DeckRow` satisfies it, so the job can pass the row it loaded.
 */
export type ExportDeckSettings = Pick<DeckRow,
  'width' | 'height' | 'margin' | 'center' | 'transition' | 'backgroundTransition' | 'themeColor' | 'themeFont' |
  'slideNumber' | 'shouldLoop' | 'rtl' | 'shuffle' | 'autoSlideInterval' | 'navigationMode' | 'upsizingEnabled' | 'cssOutput'>;

/** The options of an export as stored on its row; `resolution` is the MP4's (older rows and other formats have none). */
export interface ExportOptions {
  separateFragments: boolean;
  notes: boolean;
  controls: boolean;
  resolution?: VideoResolution;
  /** The MP4's: timed by the deck's recorded narration, with its audio. */
  narration?: boolean;
}

/** What the export job gives a format. */
export interface ExportInput {
  deck: { id: string; title: string; slug: string; ownerUsername: string };
  /** The deck's document, already migrated to the current version. */
  document: DeckDocument;
  settings: ExportDeckSettings;
  /** The team theme the deck wears (its colour, font, transitions, CSS and HTML win over the deck's), or none. */
  theme?: PlayerTheme | null;
  options: ExportOptions;
  /** The deck's recorded narration when the options ask for it: its file (`/media/{key}`, read with openMedia) and timings. */
  narration?: { url: string; durationMs: number; hasCamera: boolean; cues: NarrationCue[] } | null;
  /** Reads an uploaded medium by its app URL (e.g. `/media/<key>`); null for external or missing media. */
  openMedia(url: string): Readable | null;
  /** The app's public address (PUBLIC_URL, no trailing slash): links in a file that leaves the app are made absolute with it. */
  publicUrl: string;
  /** A temporary folder owned by this job; removed after the job ends. */
  workDir: string;
  /** Aborted when the job times out (SPEC §9) or the server shuts down. */
  signal: AbortSignal;
  /** Reports progress: a fraction 0–1 and a short label ("Rendering slide 3 of 30"). */
  progress(fraction: number, label: string): void;
}

/** What a format returns: the written file (inside `workDir`) and its fidelity report. */
export interface ExportResult {
  file: string;
  warnings: FidelityWarning[];
}

/** One export format. */
export interface ExportFormat {
  id: ExportFormatId;
  extension: string;
  contentType: string;
  timeoutMs: number;
  run(input: ExportInput): Promise<ExportResult>;
}
