import { describe, expect, it } from 'vitest';
import type { DeckDocument, Op } from '@podium/deck';
import { useTwoProcesses } from '../test/two-processes.js';
import { editorSocket, joinDeck, SimEditor, SimTypist, teamDeck } from '../test/coedit-fixtures.js';

// Two server processes' worth of apps sharing one database and one Redis: one editor on each.
const redisUrl = process.env.REDIS_URL;

describe.runIf(Boolean(redisUrl))('co-editing across processes (Redis streams adapter)', () => {
  const processes = useTwoProcesses(redisUrl!);
  const { sockets } = processes;

  /** A team deck with one text block, and one editor of it joined on each process. */
  const editorOnEach = async () => {
    const { a, b } = processes;
    const { a: ca, b: cb, deckId, slideId, blockId, version } = await teamDeck(a);
    const start = ((await ca.get(`/api/v1/decks/${deckId}.json`)).json().deck as { document: DeckDocument }).document;
    const sa = await editorSocket(a.app, ca);
    const sb = await editorSocket(b.app, cb.onApp(b.app));
    sockets.push(sa, sb);
    await joinDeck(sa, deckId);
    await joinDeck(sb, deckId);
    return { ca, deckId, slideId, blockId, version, ea: new SimEditor(sa, deckId, start, version), eb: new SimEditor(sb, deckId, start, version) };
  };

  it('brings editors on different processes to identical documents while they edit at once', async () => {
    const { ca, deckId, slideId, blockId, version, ea, eb } = await editorOnEach();
    const typing = (editor: SimEditor, word: string) => {
      const html = (editor.doc.slides[0]!.blocks[0]!.props as { html: string }).html;
      return { type: 'deck.block.update', slideId, blockId, props: { html: html.replace('</p>', ` ${word}</p>`) } } as Op;
    };
    const runA = (async () => {
      for (let i = 0; i < 15; i += 1) {
        await ea.send({ type: 'deck.block.move', slideId, moves: [{ id: blockId, x: i * 10, y: 5 }] });
        await ea.send(typing(ea, `a${i}`));
      }
    })();
    const runB = (async () => {
      for (let i = 0; i < 15; i += 1) {
        await eb.send({ type: 'deck.block.update', slideId, blockId, props: { style: { color: `#00000${i % 10}` } } });
        await eb.send(typing(eb, `b${i}`));
      }
    })();
    await Promise.all([runA, runB]);
    const final = ((await ca.get(`/api/v1/decks/${deckId}.json`)).json().deck as { version: number; document: DeckDocument });
    expect(final.version).toBe(version + 60);
    await expect.poll(() => ea.seq).toBe(final.version);
    await expect.poll(() => eb.seq).toBe(final.version);
    expect(ea.doc).toEqual(final.document);
    expect(eb.doc).toEqual(final.document);
    const text = (final.document.slides[0]!.blocks[0]!.props as { html: string }).html;
    for (let i = 0; i < 15; i += 1) {
      expect(text).toContain(`a${i}`);
      expect(text).toContain(`b${i}`);
    }
    expect(final.document.slides[0]!.blocks[0]).toMatchObject({ x: 140, props: { style: { color: '#000004' } } });
  });

  it('keeps both people’s keystrokes in place when they type into one block on different processes at once', async () => {
    const { ca, deckId, slideId, blockId, ea, eb } = await editorOnEach();
    const anna = new SimTypist(ea, slideId, blockId);
    const olga = new SimTypist(eb, slideId, blockId);
    await Promise.all([anna.type('ANNA ', 0), olga.type(' OLGA', 'end')]);
    const final = ((await ca.get(`/api/v1/decks/${deckId}.json`)).json().deck as { version: number; document: DeckDocument });
    expect((final.document.slides[0]!.blocks[0]!.props as { html: string }).html).toBe('<p>ANNA Hello world OLGA</p>');
    await expect.poll(() => ea.seq).toBe(final.version);
    await expect.poll(() => eb.seq).toBe(final.version);
    expect(ea.doc).toEqual(final.document);
    expect(eb.doc).toEqual(final.document);
    expect(anna.visible).toBe('ANNA Hello world OLGA');
    expect(olga.visible).toBe('ANNA Hello world OLGA');
  });
});
