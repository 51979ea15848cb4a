/**
 * The import formats this server reads: one folder per format under formats/<id>/, one line here. An upload's type is
 * the first format whose `accepts()` recognises its content, in this order (specific binary formats first, Markdown —
 * any other UTF-8 text — last).
 */
import type { ImportFormat, ImportFormatId } from './format.js';
import { pptxImportFormat } from './formats/pptx/index.js';
import { pdfImportFormat } from './formats/pdf/index.js';
import { zipFormat } from './formats/zip/index.js';
import { htmlFormat } from './formats/html/index.js';
import { markdownFormat } from './formats/markdown/index.js';

const REGISTRY: readonly ImportFormat[] = [
  // PowerPoint before `zip`: a .pptx is a ZIP too (zip's accepts() refuses OOXML packages as well).
  pptxImportFormat,
  pdfImportFormat,
  zipFormat,
  htmlFormat,
  markdownFormat,
];

/** Every registered format, in the order types are tried. */
export function importFormats(): readonly ImportFormat[] {
  return REGISTRY;
}

/** The ids of the registered formats (what the import screen says it reads). */
export function importFormatIds(): ImportFormatId[] {
  return REGISTRY.map((format) => format.id);
}

/** The format of an id (from a stored import row), or null when this server no longer has it. */
export function importFormat(id: string): ImportFormat | null {
  return REGISTRY.find((format) => format.id === id) ?? null;
}

/** The format that reads this file (decided by content), or null when none does. */
export async function detectImportFormat(head: Buffer, file: string): Promise<ImportFormat | null> {
  for (const format of REGISTRY) if (await format.accepts(head, file)) return format;
  return null;
}

/** The one queue of import jobs (every format has the SPEC §9 import timeout). */
export const IMPORT_QUEUE = 'import';

/** The longest timeout of the registered formats: the job's. */
export function importTimeoutMs(): number {
  return Math.max(...REGISTRY.map((format) => format.timeoutMs));
}
