/** Export API payloads (SPEC §7 Exports: start, list, status polled), shared by the server and the export screen. */
import { z } from 'zod';
import { VIDEO_RESOLUTIONS } from './constants.js';

export const EXPORT_FORMATS = ['pdf', 'pptx', 'zip', 'mp4'] as const;
export type ExportFormatName = (typeof EXPORT_FORMATS)[number];
export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** POST /decks/{id}/exports.json; options left out take the user's settings, then the SPEC §9 defaults. */
export const StartExportInput = z.object({
  export: z.object({
    format: z.enum(EXPORT_FORMATS),
    separate_fragments: z.boolean().optional(),
    notes: z.boolean().optional(),
    controls: z.boolean().optional(),
    /** MP4 only: the video's frame size (VIDEO_EXPORT.resolutions); 1080p when left out. */
    resolution: z.enum(VIDEO_RESOLUTIONS).optional(),
    /** MP4 only: time the slides as the deck's recorded narration and mix in its audio (and camera bubble). */
    narration: z.boolean().optional(),
  }),
});
export type StartExportInput = z.infer<typeof StartExportInput>;

/** One line of the fidelity report (the deck package's FidelityWarning, as JSON). */
export interface ExportWarning {
  slide?: number;
  block?: string;
  what: string;
  why: string;
}

/** An export as the API returns it; `url` is set once it is done and until the file expires. */
export interface ExportView {
  id: string;
  format: ExportFormatName;
  status: ExportStatus;
  progress: number;
  progress_label: string;
  url: string | null;
  warnings: ExportWarning[];
  error: string | null;
  created_at: string;
  expires_at: string | null;
}

/** The Socket.IO event (editor namespace, the user's room) that pushes an export's progress live. */
export const EXPORT_PROGRESS_EVENT = 'export-progress';
