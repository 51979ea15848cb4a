/**
 * The export formats this server offers: one folder per format under formats/<id>/, one line here. The API accepts
 * only formats present in this registry, and the job runner picks the format from it.
 */
import type { ExportFormat, ExportFormatId } from './format.js';
import type { Renderer } from '../../render/chromium.js';
import { pdfFormat } from './formats/pdf/index.js';
import { pptxFormat } from './formats/pptx/index.js';
import { zipFormat } from './formats/zip/index.js';
import { mp4Format } from './formats/mp4/index.js';

/** What a format may need from the server beyond its input (the PDF and MP4 formats render through Chromium). */
export interface ExportFormatDeps {
  renderer: Renderer;
  /** Signs render tokens (the session secret). */
  renderSecret: string;
}

/** A format, or a factory for one that needs the server's renderer. */
type FormatEntry = ExportFormat | ((deps: ExportFormatDeps) => ExportFormat);

const REGISTRY: Partial<Record<ExportFormatId, FormatEntry>> = {
  pdf: pdfFormat,
  pptx: pptxFormat,
  zip: zipFormat,
  mp4: mp4Format,
};

/** True when this server can export the format. */
export function hasExportFormat(id: string): id is ExportFormatId {
  return Object.hasOwn(REGISTRY, id);
}

/** The ids of the registered formats (what the export screen offers). */
export function exportFormatIds(): ExportFormatId[] {
  return Object.keys(REGISTRY) as ExportFormatId[];
}

/** Every registered format, built with the server's dependencies. */
export function exportFormats(deps: ExportFormatDeps): ExportFormat[] {
  return Object.values(REGISTRY).map((entry) => (typeof entry === 'function' ? entry(deps) : entry));
}

/** The queue name of a format's export job (each format has its own SPEC §9 timeout, so its own queue). */
export function exportQueueName(id: ExportFormatId): string {
  return `export-${id}`;
}
