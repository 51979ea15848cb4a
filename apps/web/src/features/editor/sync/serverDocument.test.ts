import { describe, expect, it } from 'vitest';
import { emptyDocument } from '@podium/deck';
import { readServerDocument } from './serverDocument';

describe('readServerDocument', () => {
  it('uses a current document from the server as it is (the server validated it when it was saved)', async () => {
    const doc = emptyDocument();
    const result = await readServerDocument(doc);
    expect(result).toEqual({ ok: true, doc });
    if (result.ok) expect(result.doc).toBe(doc);
  });

  it('migrates and validates a document of an older schema version', async () => {
    const result = await readServerDocument({ slides: [{ id: 'old', html: '<h1>Old deck</h1>', notes: '' }] });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.doc.schemaVersion).toBe(1);
    expect(result.doc.slides[0]!.blocks[0]).toMatchObject({ type: 'text', props: { html: '<h1>Old deck</h1>' } });
  });

  it('rejects what is not a document, with the failing path', async () => {
    expect(await readServerDocument(null)).toMatchObject({ ok: false });
    const empty = await readServerDocument({ schemaVersion: 1, slides: [] });
    expect(empty).toMatchObject({ ok: false, issues: [{ path: 'slides' }] });
    const wrong = await readServerDocument({ schemaVersion: 1, slides: 'nope' });
    expect(wrong).toMatchObject({ ok: false, issues: [{ path: 'slides' }] });
  });
});
