import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../../test/harness.js';
import { deckWithSlides, pdfOutline, pdfPages, pdfPageTexts, tempFile, waitForExport } from '../../test/exports.js';
import { createBlock, render } from '@podium/deck';
import { exports } from '../../db/schema.js';
import { testSlide, textBlock } from '../../jobs/export/formats/test-input.js';
import { removeExpiredExportFiles } from '../../jobs/exportExpiry/index.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

let clients = 0;
/** A browser of its own address: starting exports is rate limited per client address, and these tests start many. */
function client(): TestClient {
  const c = new TestClient(server.app);
  clients += 1;
  c.address = `10.9.${Math.floor(clients / 250)}.${clients % 250 + 1}`;
  return c;
}

async function exportPdf(c: TestClient, deckId: number, options: Record<string, unknown> = {}) {
  const started = await c.post(`/api/v1/decks/${deckId}/exports.json`, { export: { format: 'pdf', ...options } });
  expect(started.statusCode).toBe(202);
  const done = await waitForExport(c, deckId, started.json().export.id);
  expect(done).toMatchObject({ status: 'done', progress: 1, error: null });
  const download = await c.get(done.url!);
  expect(download.statusCode).toBe(200);
  return { started: started.json().export, done, download, file: tempFile(download.rawPayload, 'deck.pdf') };
}

describe('PDF export', () => {
  it('answers 202 queued, then a PDF with one page per visible slide, their text, and the slug as its name', async () => {
    const c = client();
    await c.signUp();
    const deck = await deckWithSlides(c);
    const { started, done, download, file } = await exportPdf(c, deck.id);
    expect(started).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), format: 'pdf', status: 'queued', progress: 0,
      progress_label: MESSAGES.exportProgressQueued, url: null, warnings: [], error: null,
      created_at: expect.any(String), expires_at: null,
    });
    expect(done.url).toBe(`/api/v1/decks/${deck.id}/exports/${started.id}/download`);
    expect(done.warnings).toEqual([]);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${deck.slug}.pdf"`);
    // Alpha, Bravo, Delta, Echo: the hidden slide is left out; fragments are all shown on their slide's one page.
    expect(pdfPages(file)).toBe(4);
    const pages = pdfPageTexts(file);
    expect(pages[0]).toContain('Alpha title');
    expect(pages[0]).toContain('Second step');
    expect(pages[1]).toContain('Bravo body');
    expect(pages[1]).not.toContain('Bravo speaker notes');
    expect(pages[2]).toContain('Delta top');
    expect(pages[3]).toContain('Echo below');
    expect(pages.join('\n')).not.toContain('Hidden charlie');
    // The slide size (960×700 CSS px = 720×525 pt; Chromium rounds page sizes to 1/300 inch, so 525.12), a clickable
    // link and tagged PDF with an outline.
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
    expect(Number(width)).toBeCloseTo(720, 0);
    expect(Math.abs(Number(height) - 525)).toBeLessThanOrEqual(0.25);
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(execFileSync('pdfinfo', ['-url', file], { encoding: 'utf8' })).toContain('https://example.com/docs');
    // The document outline (bookmarks from the slide titles) sits in the catalog, which Skia writes uncompressed.
    expect(download.rawPayload.toString('latin1')).toMatch(/\/Outlines \d+ 0 R/);
    // Its title is the deck's, its language the page's, and its outline has one bookmark per slide title, in order.
    expect(info).toMatch(/^Title:\s+Export me$/m);
    expect(download.rawPayload.toString('latin1')).toMatch(/\/Lang \(en\)/);
    expect(await pdfOutline(file)).toEqual(['Alpha title', 'Bravo slide']);
    // Every slide's text is in the tagged structure (what a screen reader reads), not only the first slide's.
    const structure = execFileSync('pdfinfo', ['-struct-text', file], { encoding: 'utf8' });
    for (const text of ['Alpha title', 'Bravo body', 'Delta top', 'Echo below']) expect(structure).toContain(text);

    const list = (await c.get(`/api/v1/decks/${deck.id}/exports.json`)).json();
    expect(list.total).toBe(1);
    expect(list.formats).toContain('pdf');
    expect(list.results[0]).toMatchObject({ id: started.id, status: 'done' });
  });

  it('reports a picture nobody could serve: a medium that is gone, a relative address the deck came with', async () => {
    const c = client();
    await c.signUp();
    const deck = await deckWithSlides(c, '<section><h2>Pictures</h2><img src="/media/0123456789abcdef0123456789abcdef.png" alt="Gone"><img src="pics/chart.png" alt="Chart"></section>');
    const { done } = await exportPdf(c, deck.id);
    expect(done.status).toBe('done');
    expect(done.warnings.map((w) => `${w.what}: ${w.why}`).sort()).toEqual([
      'resource /media/0123456789abcdef0123456789abcdef.png: not included: not found (404)',
      'resource pics/chart.png: not included: the address answers a web page, not a file',
    ]);
  });

  it('adds a page per fragment step when asked, and notes pages when asked', async () => {
    const c = client();
    await c.signUp();
    const deck = await deckWithSlides(c);
    const fragments = await exportPdf(c, deck.id, { separate_fragments: true });
    // Slide 1 has two fragments: its page without them, then one per step (3), plus Bravo, Delta and Echo.
    expect(pdfPages(fragments.file)).toBe(6);
    const steps = pdfPageTexts(fragments.file);
    expect(steps[0]).not.toContain('First step');
    expect(steps[1]).toContain('First step');
    expect(steps[1]).not.toContain('Second step');
    expect(steps[2]).toContain('Second step');
    const notes = await exportPdf(c, deck.id, { notes: true });
    expect(pdfPages(notes.file)).toBe(5);
    expect(pdfPageTexts(notes.file)[2]).toContain('Bravo speaker notes');
  });

  it('prints once the theme fonts and KaTeX are ready: typeset math in its fonts, not TeX source', async () => {
    const c = client();
    await c.signUp();
    const slides = render({ schemaVersion: 1, slides: [testSlide('ready', [
      textBlock('<h2>Ready to print</h2>'),
      createBlock('code', { x: 80, y: 200, width: 600, height: 120, props: { language: 'javascript', code: 'const answer = 42;', theme: 'monokai', lineNumbers: false } }),
      createBlock('math', { x: 80, y: 400, width: 600, height: 100, props: { tex: 'e^{i\\pi} + 1 = 0' } }),
    ])] });
    const deck = await deckWithSlides(c, slides);
    const { file } = await exportPdf(c, deck.id);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/\+KaTeX_Math-Italic\b/);
    expect(fonts).toMatch(/\+KaTeX_Main-Regular\b/);
    expect(fonts).toMatch(/\+Montserrat/);
    const text = pdfPageTexts(file)[0]!;
    expect(text).toContain('Ready to print');
    expect(text).toContain('const answer = 42;');
    expect(text).not.toContain('\\pi');
  });
});

describe('formats from the registry', () => {
  it('runs PowerPoint and ZIP exports through the same job and API, named after the deck', async () => {
    const c = client();
    await c.signUp();
    const deck = await deckWithSlides(c);
    for (const [format, type] of [['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'], ['zip', 'application/zip']] as const) {
      const started = await c.post(`/api/v1/decks/${deck.id}/exports.json`, { export: { format } });
      expect(started.statusCode).toBe(202);
      const done = await waitForExport(c, deck.id, started.json().export.id);
      expect(done).toMatchObject({ format, status: 'done', error: null });
      const download = await c.get(done.url!);
      expect(download.headers['content-type']).toBe(type);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${deck.slug}.${format}"`);
      expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });
});

describe('who may export', () => {
  it('lets only roles that may edit start, read or download an export', async () => {
    const owner = client();
    await owner.signUp();
    const deck = await deckWithSlides(owner);
    const { started } = await exportPdf(owner, deck.id);

    const reader = client();
    await reader.signUp();
    expect((await reader.post(`/api/v1/decks/${deck.id}/exports.json`, { export: { format: 'pdf' } })).statusCode).toBe(403);
    expect((await reader.get(`/api/v1/decks/${deck.id}/exports.json`)).statusCode).toBe(403);
    expect((await reader.get(`/api/v1/decks/${deck.id}/exports/${started.id}.json`)).statusCode).toBe(403);
    expect((await reader.get(`/api/v1/decks/${deck.id}/exports/${started.id}/download`)).statusCode).toBe(403);

    const anonymous = client();
    await anonymous.open();
    expect((await anonymous.get(`/api/v1/decks/${deck.id}/exports/${started.id}/download`)).statusCode).toBe(401);
    expect((await anonymous.post(`/api/v1/decks/${deck.id}/exports.json`, { export: { format: 'pdf' } })).statusCode).toBe(401);
  });

  it('refuses unknown formats and bad input with 422, and unknown exports with 404', async () => {
    const c = client();
    await c.signUp();
    const deck = await deckWithSlides(c);
    expect((await c.post(`/api/v1/decks/${deck.id}/exports.json`, { export: { format: 'docx' } })).statusCode).toBe(422);
    expect((await c.post(`/api/v1/decks/${deck.id}/exports.json`, { export: { format: 'pdf', notes: 'yes' } })).statusCode).toBe(422);
    expect((await c.post(`/api/v1/decks/${deck.id}/exports.json`, {})).statusCode).toBe(422);
    expect((await c.get(`/api/v1/decks/${deck.id}/exports/00000000-0000-0000-0000-000000000000.json`)).statusCode).toBe(404);
    expect((await c.get(`/api/v1/decks/${deck.id}/exports/nope.json`)).statusCode).toBe(404);
  });

  it('limits how often one client may start exports', async () => {
    const c = client();
    await c.signUp();
    const deck = await deckWithSlides(c, '<section><p>Only</p></section>');
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await c.post(`/api/v1/decks/${deck.id}/exports.json`, { export: { format: 'docx' } })).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 422)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('stops serving the file once it expires', async () => {
    const c = client();
    await c.signUp();
    const deck = await deckWithSlides(c, '<section><p>Only</p></section>');
    const { done } = await exportPdf(c, deck.id);
    await server.database.db.update(exports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(exports.id, done.id));
    const expired = await c.get(done.url!);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe(MESSAGES.exportExpired);
    expect((await c.get(`/api/v1/decks/${deck.id}/exports/${done.id}.json`)).json().export.url).toBeNull();
    // The hourly expiry job removes the file from disk; the export stays listed and its download keeps saying why.
    const file = path.join(server.config.dataDir, 'exports', `${done.id}.pdf`);
    expect(existsSync(file)).toBe(true);
    expect(await removeExpiredExportFiles(server.app.podium)).toBeGreaterThanOrEqual(1);
    expect(existsSync(file)).toBe(false);
    expect((await c.get(done.url!)).statusCode).toBe(410);
    expect((await c.get(`/api/v1/decks/${deck.id}/exports.json`)).json().results.map((e: { id: string }) => e.id)).toContain(done.id);
  });
});
