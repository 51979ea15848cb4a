/**
 * PowerPoint and PDF imports through the whole API (POST /imports.json → queue → format → deck): a pptxgenjs file with
 * text, a picture and notes; a PDF the app's own PDF export produced; and the round trip — a deck exported to
 * PPTX by Podium and imported back keeps every text and each block's box within 1 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import PptxGenJS from 'pptxgenjs';
import { type Block, type DeckDocument, type ImageBlock } from '@podium/deck';
import type { ImportView } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../../test/harness.js';
import { uploadImport, waitForImport } from '../../test/imports.js';
import { deckWithSlides, pdfPages, tempFile, waitForExport } from '../../test/exports.js';
import { uploadMedia } from '../../test/multipart.js';
import { samplePng } from '../../jobs/export/formats/test-input.js';
import { blocksAsExported, blockTexts, deckText, flatBlocks } from '../../jobs/import/formats/deck-text.js';
import { roundTripDeck } from '../../jobs/import/formats/round-trip-deck.js';
import { decks, media } from '../../db/schema.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

async function importDone(c: TestClient, fileName: string, bytes: Buffer): Promise<ImportView> {
  const started = await uploadImport(c, fileName, bytes);
  expect(started.statusCode, started.body).toBe(202);
  const done = await waitForImport(c, started.json().import.id, 120_000);
  expect(done.status, JSON.stringify(done)).toBe('done');
  return done;
}

async function deckDocument(c: TestClient, id: number): Promise<DeckDocument> {
  const response = await c.get(`/api/v1/decks/${id}.json`);
  expect(response.statusCode).toBe(200);
  return response.json().deck.document as DeckDocument;
}

/** Runs an export of a deck through the API and returns the downloaded bytes. */
async function exported(c: TestClient, deckId: number, format: 'pdf' | 'pptx'): Promise<Buffer> {
  const started = await c.post(`/api/v1/decks/${deckId}/exports.json`, { export: { format } });
  expect(started.statusCode).toBe(202);
  const done = await waitForExport(c, deckId, started.json().export.id);
  expect(done.status, JSON.stringify(done)).toBe('done');
  const download = await c.get(done.url!);
  expect(download.statusCode).toBe(200);
  return download.rawPayload;
}

describe('PowerPoint and PDF imports through the API', () => {
  it('imports a pptxgenjs file: its text, its picture (stored in the media library) and its speaker notes', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    const pptx = new PptxGenJS();
    pptx.layout = 'LAYOUT_16x9';
    const slide = pptx.addSlide();
    slide.addText('Imported headline', { x: 0.5, y: 0.3, w: 9, h: 1, fontSize: 36, bold: true, valign: 'top' });
    slide.addImage({ data: `image/png;base64,${samplePng('#2c6e3c', 120).toString('base64')}`, x: 1, y: 2, w: 2, h: 2, altText: 'Green square' });
    slide.addNotes('Say hello first');
    pptx.addSlide().addText('Second page words', { x: 1, y: 1, w: 6, h: 1, valign: 'top' });
    const bytes = await pptx.write({ outputType: 'nodebuffer' }) as Buffer;

    const done = await importDone(c, 'talk.pptx', bytes);
    expect(done.deck).toMatchObject({ id: expect.any(Number), slug: expect.any(String), url: expect.any(String) });
    const [row] = await server.database.db.select().from(decks).where(eq(decks.id, done.deck!.id));
    expect(row).toMatchObject({ userId: me.id, slideCount: 2 });

    const document = await deckDocument(c, done.deck!.id);
    expect(deckText(document)).toContain('Imported headline');
    expect(deckText(document)).toContain('Second page words');
    expect(document.slides[0]!.notes).toBe('Say hello first');
    const image = flatBlocks(document.slides[0]!.blocks).find((b): b is ImageBlock => b.type === 'image');
    expect(image?.props.alt).toBe('Green square');
    const originals = await server.database.db.select().from(media).where(and(eq(media.userId, me.id), eq(media.role, 'original')));
    expect(originals).toHaveLength(1);
    expect(image!.props.src).toBe(`/media/${originals[0]!.key}`);
    // Named in the library by where it was, not by the package's part name ("image1.png").
    expect(originals[0]!.label).toMatch(/^Slide 1 image 1\.\w+$/);
    const picture = await c.get(image!.props.src);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('imports a PDF the app exported: one slide per page, each page as a picture and its text as real text', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    const source = await deckWithSlides(c);
    const pdf = await exported(c, source.id, 'pdf');
    const pages = pdfPages(tempFile(pdf, 'deck.pdf'));
    expect(pages).toBe(4);

    const done = await importDone(c, 'deck.pdf', pdf);
    const document = await deckDocument(c, done.deck!.id);
    expect(document.slides).toHaveLength(pages);
    const text = deckText(document);
    for (const words of ['Alpha title', 'Bravo body', 'Delta top', 'Echo below']) expect(text).toContain(words);
    const pictures = await server.database.db.select().from(media).where(and(eq(media.userId, me.id), eq(media.role, 'original')));
    expect(pictures).toHaveLength(pages);
    const keys = pictures.map((m) => `/media/${m.key}`);
    for (const slide of document.slides) {
      const image = slide.blocks.find((b): b is ImageBlock => b.type === 'image');
      expect(keys).toContain(image?.props.src);
    }
  });

  it('round trip: a deck exported to PPTX by Podium and imported back keeps every text, each block\'s box within 1 px, notes, hidden slides and the theme font', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const uploaded = await uploadMedia(c, 'photo.png', 'image/png', samplePng('#e4572e', 200));
    expect(uploaded.statusCode).toBe(201);
    const src = uploaded.json().media.url as string;
    const original = roundTripDeck(src);
    const created = (await c.post('/api/v1/decks.json', { deck: { title: 'Round trip', theme_color: 'black-orange', theme_font: 'merriweather' } })).json().deck;
    const saved = await c.put(`/api/v1/decks/${created.id}.json`, { deck: { document: original, version: created.version } });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await deckDocument(c, created.id);

    const done = await importDone(c, 'round-trip.pptx', await exported(c, created.id, 'pptx'));
    const after = await deckDocument(c, done.deck!.id);
    // The theme font comes back from the file's theme. (The theme colour does not fully: the PPTX export writes the
    // slides' background colour but not the accent into the theme part, so black-orange comes back as black-blue.)
    const [row] = await server.database.db.select().from(decks).where(eq(decks.id, done.deck!.id));
    expect(row).toMatchObject({ themeFont: 'merriweather' });
    expect(after.slides.map((s) => s.hidden)).toEqual([false, false, true]);
    expect(after.slides[0]!.notes).toBe('Remember the demo');
    before.slides.forEach((slide, i) => {
      const was = blocksAsExported(slide);
      const now = flatBlocks(after.slides[i]!.blocks);
      expect(now.map((b) => b.type), `slide ${i + 1} block types`).toEqual(was.map((b) => b.type));
      was.forEach((b: Block, j) => {
        const a = now[j]!;
        expect(blockTexts(a), `slide ${i + 1} block ${j} text`).toEqual(blockTexts(b));
        for (const key of ['x', 'y', 'width', 'height', 'rotation'] as const) {
          expect(Math.abs(a[key] - b[key]), `slide ${i + 1} block ${j} (${b.type}) ${key}: ${a[key]} vs ${b[key]}`).toBeLessThanOrEqual(1);
        }
      });
    });
    const image = flatBlocks(after.slides[1]!.blocks).find((b): b is ImageBlock => b.type === 'image');
    expect(image!.props.src).toMatch(/^\/media\//);
    expect((await c.get(image!.props.src)).statusCode).toBe(200);
  });
});
