/**
 * The PowerPoint import format: a .pptx (decided by its content: a ZIP holding ppt/presentation.xml) read by the
 * OOXML reader in `@podium/deck/import/pptx`; pictures go to the user's media library through `storeMedia`.
 */
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { TIMERS } from '@podium/shared';
import { PptxReadError, readPptx } from '@podium/deck/import/pptx';
import { Invalid } from '../../../../domain/errors.js';
import type { ImportFormat, ImportInput, ImportResult } from '../../format.js';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Reading the slides is nearly all of the work; validating the document is the rest. */
const SLIDES_SHARE = 0.95;

async function accepts(head: Buffer, file: string): Promise<boolean> {
  if (!head.subarray(0, 4).equals(ZIP_MAGIC)) return false;
  try {
    const zip = await JSZip.loadAsync(await readFile(file));
    return zip.file('ppt/presentation.xml') !== null;
  } catch {
    return false;
  }
}

async function run(input: ImportInput): Promise<ImportResult> {
  input.progress(0, 'Opening the presentation');
  try {
    const result = await readPptx(await readFile(input.file), {
      storeImage: (bytes, name) => input.storeMedia(bytes, name),
      progress: (done, total) => input.progress((done / total) * SLIDES_SHARE, `Reading slide ${done} of ${total}`),
      signal: input.signal,
    });
    input.progress(1, 'Done');
    return {
      document: result.document,
      ...(result.title ? { title: result.title } : {}),
      settings: { width: result.width, height: result.height, themeColor: result.themeColor, ...(result.themeFont ? { themeFont: result.themeFont } : {}) },
      warnings: result.warnings,
    };
  } catch (error) {
    if (error instanceof PptxReadError) throw Invalid.field('file', error.message);
    throw error;
  }
}

/** PowerPoint (.pptx) import. */
export const pptxImportFormat: ImportFormat = {
  id: 'pptx',
  timeoutMs: TIMERS.importSocketTimeoutMs,
  accepts,
  run,
};
