/**
 * The PDF import format end to end: a Podium deck exported to PPTX and converted to PDF by LibreOffice (the app's own
 * PDF export needs the running server's Chromium) is read back through accepts()/run(): one slide per page at the
 * page's aspect, the page as a 2× picture in the media storage, and every line of its text as a text block. An
 * encrypted PDF (LibreOffice with a password) and a damaged one fail with a clear error.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@podium/shared';
import { createBlock, validateDocument, type DeckDocument, type ImageBlock, type TextBlock } from '@podium/deck';
import { writePptx } from '@podium/deck/export/pptx';
import { Invalid } from '../../../../domain/errors.js';
import type { ImportResult } from '../../format.js';
import { htmlText } from '../deck-text.js';
import { importInput } from '../test-input.js';
import { pdfImportFormat } from './index.js';
import { pdfjs } from './pdfjs.js';
import { deckSizeFor } from './size.js';

/** Taken before anything here loads pdf.js (importing the format does not). */
const natives = () => [JSON.parse, JSON.stringify, Array.prototype.push, Function.prototype.toString];
const NATIVES_BEFORE_PDFJS = natives();

const hasSoffice = spawnSync('soffice', ['--version']).status === 0;
const dir = mkdtempSync(path.join(tmpdir(), 'podium-pdf-import-'));
const headOf = (file: string) => readFileSync(file).subarray(0, 4100);

const SLIDE_TEXTS = [['Quarterly review', 'Revenue grew in every region'], ['Second page', 'With its own words'], ['Third page']];

const doc: DeckDocument = {
  schemaVersion: 1,
  slides: SLIDE_TEXTS.map(([title, body], i) => ({
    id: `s${i + 1}`, hidden: false, notes: '', classes: [], blocks: [
      createBlock('text', { x: 80, y: 60, width: 800, height: 120, props: { html: `<h1>${title}</h1>` } }),
      ...(body ? [createBlock('text', { x: 80, y: 300, width: 800, height: 80, props: { html: `<p>${body}</p>` } })] : []),
    ],
  })),
};

/** Converts a PPTX to PDF with LibreOffice (optionally password-protected); returns the PDF's path. */
function sofficePdf(pptx: string, password?: string): string {
  const filter = password
    ? `pdf:impress_pdf_Export:{"EncryptFile":{"type":"boolean","value":"true"},"DocumentOpenPassword":{"type":"string","value":"${password}"}}`
    : 'pdf';
  const out = mkdtempSync(path.join(dir, 'out-'));
  execFileSync('soffice', [`-env:UserInstallation=file://${dir}/lo-profile`, '--headless', '--convert-to', filter, '--outdir', out, pptx], { stdio: 'ignore', timeout: 120000 });
  return path.join(out, `${path.basename(pptx, '.pptx')}.pdf`);
}

describe('the deck size of a PDF', () => {
  it('takes the SPEC slide size with the page\'s aspect, else the page\'s own size', () => {
    expect(deckSizeFor(720, 405)).toEqual({ width: 1024, height: 576 });
    expect(deckSizeFor(960, 540)).toEqual({ width: 1280, height: 720 });
    expect(deckSizeFor(720, 525)).toEqual({ width: 960, height: 700 });
    expect(deckSizeFor(842, 595)).toEqual({ width: 1123, height: 793 });
  });
});

describe.skipIf(!hasSoffice)('PDF import of an exported deck', () => {
  let pdf: string;
  let result: ImportResult;
  let t: ReturnType<typeof importInput>;

  beforeAll(async () => {
    const { data } = await writePptx(doc, { title: 'Quarterly review', width: 960, height: 700, themeColor: 'white-blue', themeFont: 'montserrat' }, { loadImage: async () => null });
    const pptx = path.join(dir, 'deck.pptx');
    writeFileSync(pptx, data);
    pdf = sofficePdf(pptx);
    t = importInput(pdf, 'deck.pdf');
    result = await pdfImportFormat.run(t.input);
  }, 180000);

  it('is recognised by content and has one valid slide per page at the page size', async () => {
    expect(await pdfImportFormat.accepts(headOf(pdf), pdf)).toBe(true);
    expect(validateDocument(result.document).ok).toBe(true);
    expect(result.document.slides).toHaveLength(3);
    expect(result.settings).toEqual({ width: 960, height: 700 });
    expect(t.progress.some(([, label]) => label === 'Reading page 2 of 3')).toBe(true);
  });

  it('shows each page as a crisp picture filling the slide, stored in the media storage', async () => {
    expect(t.stored).toHaveLength(3);
    expect(t.names).toEqual(['deck page 1.png', 'deck page 2.png', 'deck page 3.png']);
    for (const [i, slide] of result.document.slides.entries()) {
      expect(slide.background).toEqual({ color: '#ffffff' });
      const picture = slide.blocks[0] as ImageBlock;
      expect(picture).toMatchObject({ type: 'image', x: 0, y: 0, width: 960, height: 700, locked: true, props: { alt: `Page ${i + 1}` } });
      const chunks: Buffer[] = [];
      for await (const chunk of t.storage.open(picture.props.src.slice('/media/'.length))!) chunks.push(chunk as Buffer);
      const png = Buffer.concat(chunks);
      // The PNG signature, then the IHDR chunk's width and height: twice the slide's pixels.
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1920, 1400]);
    }
  });

  it('lays each page\'s text over it as invisible text blocks where the page shows it', () => {
    result.document.slides.forEach((slide, i) => {
      const blocks = slide.blocks.slice(1) as TextBlock[];
      const texts = blocks.map((b) => htmlText(b.props.html));
      expect(texts).toEqual(SLIDE_TEXTS[i]);
      for (const b of blocks) expect(b.props.style?.color).toBe('transparent');
      // The title sits in the top part of the page, the body lower down, inside the slide.
      expect(blocks[0]!.y).toBeGreaterThan(40);
      expect(blocks[0]!.y).toBeLessThan(200);
      if (blocks[1]) expect(blocks[1].y).toBeGreaterThan(280);
      for (const b of blocks) expect(b.x).toBeGreaterThanOrEqual(70);
    });
    expect(result.warnings[0]).toMatchObject({ what: 'PDF pages' });
  });

  it('refuses a password-protected PDF with a clear error', async () => {
    const pptx = path.join(dir, 'locked.pptx');
    writeFileSync(pptx, (await writePptx(doc, { title: 'Locked', width: 960, height: 700, themeColor: null, themeFont: null }, { loadImage: async () => null })).data);
    const locked = sofficePdf(pptx, 'secret');
    const error = await pdfImportFormat.run(importInput(locked).input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Invalid);
    expect((error as Error).message).toBe(MESSAGES.importPdfEncrypted);
  }, 180000);
});

describe('PDF import of files it cannot read', () => {
  it('refuses a damaged PDF with a clear error and does not take other files', async () => {
    const file = path.join(dir, 'damaged.pdf');
    writeFileSync(file, '%PDF-1.7\n1 0 obj << /Type /Catalog >>\n%%garbage without pages or trailer');
    expect(await pdfImportFormat.accepts(headOf(file), file)).toBe(true);
    const error = await pdfImportFormat.run(importInput(file).input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Invalid);
    expect((error as Error).message).toBe(MESSAGES.importPdfDamaged);
    expect(await pdfImportFormat.accepts(Buffer.from('PK\u0003\u0004 not a pdf'), file)).toBe(false);
  });
});

describe('pdf.js in the server process', () => {
  it('leaves JSON, Array push and Function toString as they were once loaded (its core-js versions slowed every request)', async () => {
    const { getDocument, Util } = await pdfjs();
    expect(typeof getDocument).toBe('function');
    expect(Util.transform([1, 0, 0, 1, 0, 0], [2, 0, 0, 2, 5, 5])).toEqual([2, 0, 0, 2, 5, 5]);
    natives().forEach((fn, i) => expect(fn).toBe(NATIVES_BEFORE_PDFJS[i]));
  });
});
