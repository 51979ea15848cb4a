/**
 * A slide's reading order reaches the exports: the tagged PDF's structure (what a screen reader reads in the PDF) and
 * the PowerPoint slide's shapes (which PowerPoint reads in order) follow the author's order, not the paint order.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { createBlock, render, type DeckDocument } from '@podium/deck';
import { startTestServer, TestClient, type TestServer } from '../../test/harness.js';
import { deckWithSlides, tempFile, waitForExport } from '../../test/exports.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

/** Painted footer, note, title; read title, note, footer (the author put the note before the footer, below it). */
function deckHtml(): string {
  const text = (html: string, y: number, z: number) => createBlock('text', { x: 60, y, width: 840, height: 80, z, props: { html } });
  const footer = text('<p>Zulu footer</p>', 320, 0);
  const note = text('<p>Yankee note</p>', 560, 1);
  const title = text('<h1>Xray title</h1>', 40, 2);
  const doc: DeckDocument = {
    schemaVersion: 1,
    slides: [{ id: 'r0000001', hidden: false, notes: '', classes: [], blocks: [footer, note, title], readingOrder: [title.id, note.id, footer.id] }],
  };
  return render(doc, { notes: false });
}

async function exported(c: TestClient, deckId: number, format: 'pdf' | 'pptx'): Promise<Buffer> {
  const started = await c.post(`/api/v1/decks/${deckId}/exports.json`, { export: { format } });
  expect(started.statusCode).toBe(202);
  const done = await waitForExport(c, deckId, started.json().export.id);
  expect(done).toMatchObject({ status: 'done', error: null });
  return (await c.get(done.url!)).rawPayload;
}

const inOrder = (text: string, words: string[]) => words.map((w) => text.indexOf(w));

describe('reading order in exports', () => {
  it('orders the tagged PDF structure and the PowerPoint shapes as the author set', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const deck = await deckWithSlides(c, deckHtml());

    const file = tempFile(await exported(c, deck.id, 'pdf'), 'deck.pdf');
    const structure = execFileSync('pdfinfo', ['-struct-text', file], { encoding: 'utf8' });
    const pdfAt = inOrder(structure, ['Xray title', 'Yankee note', 'Zulu footer']);
    expect(pdfAt.every((i) => i >= 0)).toBe(true);
    expect(pdfAt).toEqual([...pdfAt].sort((a, b) => a - b));

    const zip = await JSZip.loadAsync(await exported(c, deck.id, 'pptx'));
    const slide = await zip.file('ppt/slides/slide1.xml')!.async('string');
    const pptxAt = inOrder(slide, ['Xray title', 'Yankee note', 'Zulu footer']);
    expect(pptxAt.every((i) => i >= 0)).toBe(true);
    expect(pptxAt).toEqual([...pptxAt].sort((a, b) => a - b));
  });
});
