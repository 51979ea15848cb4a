/** PowerPoint export through the whole job: POST → queue → pptx format → download, with the fidelity report. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { startTestServer, TestClient, type TestServer } from '../../test/harness.js';
import { deckWithSlides, waitForExport } from '../../test/exports.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

describe('PowerPoint export', () => {
  it('downloads {slug}.pptx with the slides as editable text, notes and the hidden slide hidden', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const deck = await deckWithSlides(c);
    const started = await c.post(`/api/v1/decks/${deck.id}/exports.json`, { export: { format: 'pptx' } });
    expect(started.statusCode).toBe(202);
    expect(started.json().export).toMatchObject({ format: 'pptx', status: 'queued' });
    const done = await waitForExport(c, deck.id, started.json().export.id);
    expect(done).toMatchObject({ status: 'done', progress: 1, error: null });
    const download = await c.get(done.url!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${deck.slug}.pptx"`);

    const zip = await JSZip.loadAsync(download.rawPayload);
    const slides = await Promise.all([1, 2, 3, 4, 5].map((n) => zip.file(`ppt/slides/slide${n}.xml`)!.async('string')));
    expect(slides[0]).toContain('Alpha title');
    expect(slides[0]).toContain('<p:timing>');
    expect(slides[1]).toContain('Bravo body');
    expect(slides[2]).toMatch(/<p:sld[^>]*show="0"/);
    expect(slides[3]).toContain('Delta top');
    expect(slides[4]).toContain('Echo below');
    expect(await zip.file('ppt/notesSlides/notesSlide2.xml')!.async('string')).toContain('Bravo speaker notes');
    expect((await c.get(`/api/v1/decks/${deck.id}/exports.json`)).json().formats).toEqual(expect.arrayContaining(['pdf', 'pptx', 'zip']));
  });
});
