/**
 * The PDF import format: one slide per page at the page's aspect (the SPEC slide size with that aspect, else the
 * page's own size), each page drawn by poppler as a crisp picture filling the slide (2× the slide's pixels), and the text
 * pdf.js extracts laid over it as real text blocks, line by line, at the same place and size.
 *
 * The text is transparent: the picture shows the page exactly as printed (its fonts, kerning, vector art), and the
 * invisible text over it makes the deck searchable and its text selectable and copyable, like an OCR layer. Drawing
 * the text visibly would double every letter over the picture in a substitute font that never lines up; giving a
 * text block a colour in the editor reveals it. The import says so in its fidelity report.
 */
import { readFile } from 'node:fs/promises';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MESSAGES, TIMERS } from '@podium/shared';
import { createBlock, emptySlide, escapeText, type Block, type FidelityWarning, type Slide } from '@podium/deck';
import { Invalid } from '../../../../domain/errors.js';
import type { ImportFormat, ImportInput, ImportResult } from '../../format.js';
import { renderPage } from './render.js';
import { deckSizeFor, PX_PER_PT } from './size.js';
import { pdfjs } from './pdfjs.js';
import { pageLines, type TextLine } from './text.js';

/** Background pictures are drawn at this multiple of the slide's pixels, so they stay sharp on high-density screens. */
const PICTURE_DENSITY = 2;
/** More lines than this on one page are not laid over it (the picture still shows them). */
const MAX_LINES_PER_PAGE = 1000;
/** Lines are laid out at 1.2 × their size; the baseline sits this far (× size) below the block's top. */
const LINE_HEIGHT = 1.2;
const BASELINE = 0.95;

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

async function accepts(head: Buffer): Promise<boolean> {
  return head.subarray(0, 1024).includes('%PDF-');
}

async function openPdf(file: string): Promise<PDFDocumentProxy> {
  const data = new Uint8Array(await readFile(file));
  const { getDocument } = await pdfjs();
  try {
    return await getDocument({ data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, standardFontDataUrl: STANDARD_FONTS, verbosity: 0 }).promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw Invalid.field('file', MESSAGES.importPdfEncrypted);
    throw Invalid.field('file', MESSAGES.importPdfDamaged);
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

/** One line as an invisible, left-aligned text block on its baseline. */
function lineBlock(line: TextLine, offsetX: number, offsetY: number): Block {
  const size = Math.round(line.size * 100) / 100;
  const height = Math.max(1, Math.round(size * LINE_HEIGHT * 100) / 100);
  // Text is measured in a substitute font in the browser: some slack keeps the line from wrapping.
  const width = Math.max(1, Math.round((line.width * 1.1 + size) * 100) / 100);
  // The block turns about its centre, the line about its baseline start: place the centre where PDF puts it.
  const r = (line.angle * Math.PI) / 180;
  const cx = line.x + offsetX + Math.cos(r) * (width / 2) - Math.sin(r) * (height / 2 - BASELINE * size);
  const cy = line.baseline + offsetY + Math.sin(r) * (width / 2) + Math.cos(r) * (height / 2 - BASELINE * size);
  return createBlock('text', {
    x: Math.round((cx - width / 2) * 100) / 100, y: Math.round((cy - height / 2) * 100) / 100, width, height, rotation: line.angle, padding: 0,
    props: {
      // The paragraph carries the size too: its own font sets the line's height and baseline (the CSS strut).
      html: `<p style="text-align: left; line-height: ${LINE_HEIGHT}; margin: 0; white-space: pre; font-size: ${size}px${line.family ? `; font-family: ${line.family}` : ''}">${escapeText(line.text)}</p>`,
      style: { color: 'transparent' },
    },
  });
}

async function run(input: ImportInput): Promise<ImportResult> {
  input.progress(0, 'Opening the PDF');
  const pdf = await openPdf(input.file);
  try {
    if (pdf.numPages < 1) throw Invalid.field('file', MESSAGES.importPdfNoPages);
    const first = (await pdf.getPage(1)).getViewport({ scale: 1 });
    const size = deckSizeFor(first.width, first.height);
    const warnings: FidelityWarning[] = [{ what: 'PDF pages', why: 'imported as pictures with their text as an invisible layer you can search, select and copy (give a text block a colour to show it)' }];
    const slides: Slide[] = [];
    // Page pictures are named in the media library after the file they came from ("Annual report page 3.png").
    const source = path.basename(input.fileName).replace(/\.pdf$/i, '').trim().slice(0, 80) || 'PDF';
    for (let n = 1; n <= pdf.numPages; n += 1) {
      input.signal.throwIfAborted();
      input.progress((n - 1) / pdf.numPages, `Reading page ${n} of ${pdf.numPages}`);
      const page = await pdf.getPage(n);
      const view = page.getViewport({ scale: 1 });
      // Fit the page into the slide (pages of another aspect are centred), in px.
      const scale = Math.min(size.width / (view.width * PX_PER_PT), size.height / (view.height * PX_PER_PT)) * PX_PER_PT;
      // A page within a pixel of the slide's aspect fills it (SPEC sizes are whole pixels, page sizes are points).
      const snap = (length: number, slideLength: number) => (Math.abs(length - slideLength) < 1 ? slideLength : length);
      const pageW = snap(view.width * scale, size.width);
      const pageH = snap(view.height * scale, size.height);
      const offsetX = (size.width - pageW) / 2;
      const offsetY = (size.height - pageH) / 2;
      if (Math.abs(pageW - size.width) > 2 || Math.abs(pageH - size.height) > 2) warnings.push({ slide: n, what: 'page size', why: 'differs from the first page; the page is centred on the slide' });
      const png = await renderPage(input.file, n, Math.round(pageW * PICTURE_DENSITY), Math.round(pageH * PICTURE_DENSITY), input.workDir, input.signal);
      let image: string | undefined;
      try {
        image = await input.storeMedia(png, `${source} page ${n}.png`);
      } catch (error) {
        warnings.push({ slide: n, what: 'page picture', why: `dropped: ${error instanceof Error ? error.message : 'it could not be stored'}` });
      }
      const lines = await pageLines(page, scale);
      if (!lines.length) warnings.push({ slide: n, what: 'page text', why: 'none could be read (a scanned page?): the page is a picture only' });
      if (lines.length > MAX_LINES_PER_PAGE) warnings.push({ slide: n, what: 'page text', why: `only the first ${MAX_LINES_PER_PAGE} lines are searchable` });
      const blocks = lines.slice(0, MAX_LINES_PER_PAGE).map((l) => lineBlock(l, offsetX, offsetY));
      // The page picture is a locked block under the text rather than a slide background: backgrounds fill the whole
      // viewport (margins included), blocks share the slide's coordinates, so only a block lines up with the text.
      const picture = image ? [createBlock('image', {
        x: round(offsetX), y: round(offsetY), width: round(pageW), height: round(pageH), locked: true,
        props: { src: image, alt: `Page ${n}`, naturalWidth: Math.round(pageW * PICTURE_DENSITY), naturalHeight: Math.round(pageH * PICTURE_DENSITY) },
      })] : [];
      const slide = emptySlide([...picture, ...blocks]);
      slide.background = { color: '#ffffff' };
      slides.push(slide);
      page.cleanup();
    }
    const info = (await pdf.getMetadata().catch(() => null))?.info as { Title?: unknown } | undefined;
    const title = typeof info?.Title === 'string' && info.Title.trim() ? info.Title.trim().slice(0, 200) : undefined;
    input.progress(1, 'Done');
    return { document: { schemaVersion: 1, slides }, ...(title ? { title } : {}), settings: { width: size.width, height: size.height }, warnings };
  } finally {
    await pdf.destroy();
  }
}

/** PDF import. */
export const pdfImportFormat: ImportFormat = {
  id: 'pdf',
  timeoutMs: TIMERS.importSocketTimeoutMs,
  accepts,
  run,
};
