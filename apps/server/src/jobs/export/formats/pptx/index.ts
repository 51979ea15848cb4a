/**
 * The PPTX export format: the deck as an editable PowerPoint file (text as runs, native shapes and tables, notes),
 * written by the document→pptx mapping in `@podium/deck/export/pptx` with the server's media and rasteriser.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TIMERS } from '@podium/shared';
import { writePptx } from '@podium/deck/export/pptx';
import type { ExportFormat, ExportInput, ExportResult } from '../../format.js';
import { pptxResources } from './resources.js';

/** Writing the file after the last slide is the rest of the work. */
const SLIDES_SHARE = 0.9;

async function run(input: ExportInput): Promise<ExportResult> {
  const { deck, settings } = input;
  input.progress(0, 'Preparing slides');
  const { data, warnings } = await writePptx(
    input.document,
    { title: deck.title, author: deck.ownerUsername, width: settings.width, height: settings.height, themeColor: settings.themeColor, themeFont: settings.themeFont },
    pptxResources(input),
    (done, total) => input.progress((done / total) * SLIDES_SHARE, `Writing slide ${done} of ${total}`),
    input.signal,
  );
  const file = path.join(input.workDir, `${deck.slug}.pptx`);
  await writeFile(file, data);
  input.progress(1, 'Done');
  return { file, warnings };
}

/** PowerPoint export. */
export const pptxFormat: ExportFormat = {
  id: 'pptx',
  extension: 'pptx',
  contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  timeoutMs: TIMERS.pptExportTimeoutMs,
  run,
};
