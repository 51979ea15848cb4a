/** A PDF page as a PNG, drawn by poppler's `pdftoppm` (exact pixel size, the page's crop box, fonts and vector art as printed). */
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { MESSAGES } from '@podium/shared';
import { Unavailable } from '../../../../domain/errors.js';

const run = promisify(execFile);

/** Renders page `page` (1-based) of `file` at `width` × `height` px into `workDir`; returns the PNG's bytes. */
export async function renderPage(file: string, page: number, width: number, height: number, workDir: string, signal: AbortSignal): Promise<Buffer> {
  const prefix = path.join(workDir, `page-${page}`);
  try {
    await run('pdftoppm', [
      '-png', '-cropbox', '-singlefile', '-f', String(page), '-l', String(page),
      '-scale-to-x', String(width), '-scale-to-y', String(height), file, prefix,
    ], { signal, maxBuffer: 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Unavailable(MESSAGES.importPdfRendererMissing);
    throw error;
  }
  const png = `${prefix}.png`;
  const bytes = await readFile(png);
  await rm(png, { force: true });
  return bytes;
}
