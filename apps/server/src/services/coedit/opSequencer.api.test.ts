// The op sequencer commits a batch in one statement when its copy of the document is current, and under the row lock
// when it is not. Either way no change may be lost: a copy that missed a whole-document save or another process's
// ops must never be written over them. A commit appends ops without rewriting the document; the stored deck is the
// snapshot plus that tail until it is folded in, and reads the same either way.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createBlock, type DeckDocument, type Op } from '@podium/deck';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { teamDeck } from '../../test/coedit-fixtures.js';
import { applyDeckOps } from './applyDeckOps.js';
import { replay, storedDocument } from './storedDocument.js';
import { SNAPSHOT_MAX_TAIL } from './opCommit.js';

describe('the op sequencer', () => {
  // Two apps on one database and, without REDIS_URL, no shared events: like two processes whose copies cannot follow
  // each other, so every batch of one meets a version the other moved.
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    // Folding only when a test asks (flush), so the tails stay to be read.
    first = await startTestServer({ REDIS_URL: '' }, { foldAfterMs: 3_600_000 });
    second = await startTestServer({ REDIS_URL: '' }, { database: first.database, foldAfterMs: 3_600_000 });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const contextOf = async (app: FastifyInstance, userId: number) => {
    const [user] = await first.database.db.select().from(users).where(eq(users.id, userId));
    return { ...app.podium, user: user! };
  };
  const row = async (id: number) => (await first.database.db.query.decks.findFirst({ where: (d, { eq: is }) => is(d.id, id) }))!;
  /** The deck as every reader gets it: snapshot + tail. */
  const stored = async (id: number) => {
    const deck = await row(id);
    return { version: deck.version, document: await storedDocument(first.database.db, deck) };
  };
  const rotate = (slideId: string, blockId: string, rotation: number): Op => ({ type: 'deck.block.rotate', slideId, id: blockId, rotation });
  const send = (ctx: Awaited<ReturnType<typeof contextOf>>, deckId: number, baseSeq: number, op: Op, n: string) =>
    applyDeckOps({ ctx, input: { deckId, clientOpId: `${deckId}-${n}`, baseSeq, op } });

  it('applies ops after a whole-document save to the saved document, not to its older copy', async () => {
    const { a, aId, deckId, slideId, blockId, version } = await teamDeck(first);
    const ctx = await contextOf(first.app, aId);
    await send(ctx, deckId, version, rotate(slideId, blockId, 5), 'before');
    const deck = (await a.get(`/api/v1/decks/${deckId}.json`)).json().deck as { version: number; document: DeckDocument };
    const document = { ...deck.document, slides: [{ ...deck.document.slides[0]!, notes: 'Saved whole' }] };
    expect((await a.put(`/api/v1/decks/${deckId}.json`, { deck: { version: deck.version, document } })).statusCode).toBe(200);
    // Made by a co-editor who had not seen the save yet (its base is before it).
    const after = await send(ctx, deckId, deck.version, rotate(slideId, blockId, 9), 'after');
    expect(after.logged.seq).toBe(deck.version + 2);
    const saved = await stored(deckId);
    expect(saved.version).toBe(deck.version + 2);
    expect(saved.document.slides[0]).toMatchObject({ notes: 'Saved whole', blocks: [{ rotation: 9 }] });
  });

  it('keeps every op of two processes editing one deck at once, in one order, with none written over', async () => {
    const { aId, bId, deckId, slideId, version } = await teamDeck(first);
    const ctxA = await contextOf(first.app, aId);
    const ctxB = await contextOf(second.app, bId);
    // Twenty blocks added at once from the same base, alternately through each app: every one must be in the document.
    const added = Array.from({ length: 20 }, () => createBlock('text', { props: { html: '<p>mine</p>' } }));
    const sent = await Promise.all(added.map((block, i) =>
      send(i % 2 ? ctxB : ctxA, deckId, version, { type: 'deck.block.add', slideId, block }, block.id)));
    expect(sent.map((s) => s.logged.seq).sort((x, y) => x - y)).toEqual(added.map((_, i) => version + 1 + i));
    const saved = await stored(deckId);
    expect(saved.version).toBe(version + added.length);
    const ids = saved.document.slides[0]!.blocks.map((block) => block.id);
    for (const block of added) expect(ids).toContain(block.id);
    // And the log holds them in that order: the stored document is the log applied in order.
    const log = await first.database.db.query.deckOps.findMany({ where: (o, { eq: is }) => is(o.deckId, deckId), orderBy: (o, { asc }) => asc(o.seq) });
    expect(log.map((o) => o.seq)).toEqual(added.map((_, i) => version + 1 + i));
  });

  it('catches a copy another process moved on up from the log and commits without taking the row lock', async () => {
    const { aId, bId, deckId, slideId, blockId, version } = await teamDeck(first);
    const ctxA = await contextOf(first.app, aId);
    const ctxB = await contextOf(second.app, bId);
    // Each app learns of the other's ops only from the log (no shared events): every op meets a moved version.
    await send(ctxA, deckId, version, rotate(slideId, blockId, 1), 'warm-a');
    await send(ctxB, deckId, version + 1, rotate(slideId, blockId, 2), 'warm-b');
    // Only the op path's own transactions count: background work (a revision job, search indexing) may take one of its
    // own on this database while a loaded machine runs the loop slowly.
    const db = first.database.db;
    const transaction = db.transaction.bind(db);
    const locked: string[] = [];
    const transactions = vi.spyOn(db, 'transaction').mockImplementation(((...args: Parameters<typeof transaction>) => {
      const stack = new Error().stack ?? '';
      if (stack.includes('commitLocked')) locked.push(stack);
      return transaction(...args);
    }) as typeof transaction);
    try {
      for (let i = 0; i < 6; i += 1) {
        const sent = await send(i % 2 ? ctxB : ctxA, deckId, version + 2 + i, rotate(slideId, blockId, 30 + i), `alternate-${i}`);
        expect(sent.logged.seq).toBe(version + 3 + i);
      }
      expect(locked).toEqual([]);
    } finally {
      transactions.mockRestore();
    }
    const saved = await stored(deckId);
    expect(saved.version).toBe(version + 8);
    expect(saved.document.slides[0]!.blocks[0]).toMatchObject({ rotation: 35 });
  });

  it('appends ops without rewriting the document; snapshot + tail reads as the full replay, before and after folding', async () => {
    const { a, aId, deckId, slideId, blockId, version } = await teamDeck(first);
    const ctx = await contextOf(first.app, aId);
    const before = (await row(deckId)).document as DeckDocument;
    const rotations = [11, 12, 13, 14, 15];
    for (const [i, rotation] of rotations.entries()) await send(ctx, deckId, version + i, rotate(slideId, blockId, rotation), `tail-${i}`);
    // Acknowledged, logged, and not yet in the document column.
    const unfolded = await row(deckId);
    expect(unfolded).toMatchObject({ version: version + 5, snapshotVersion: version, document: before });
    const log = await first.database.db.query.deckOps.findMany({ where: (o, { eq: is }) => is(o.deckId, deckId), orderBy: (o, { asc }) => asc(o.seq) });
    const replayed = replay(before, log.filter((o) => o.seq > version).map((o) => o.op as Op), deckId);
    expect(replayed.slides[0]!.blocks[0]).toMatchObject({ rotation: 15 });
    // Every reader sees the tail: another process (a fresh read), the API, and what the sequencer stores.
    expect((await stored(deckId)).document).toEqual(replayed);
    const api = (await a.onApp(second.app).get(`/api/v1/decks/${deckId}.json`)).json().deck as { version: number; document: DeckDocument };
    expect(api.version).toBe(version + 5);
    expect(api.document.slides[0]!.blocks[0]).toMatchObject({ rotation: 15 });
    // Folding writes exactly the replay and ends the tail.
    await first.app.podium.coedit.flush();
    const folded = await row(deckId);
    expect(folded).toMatchObject({ version: version + 5, snapshotVersion: null });
    expect(folded.document).toEqual(replayed);
  });

  it('writes the document itself once the tail would pass SNAPSHOT_MAX_TAIL ops, and keeps every op of the tail', async () => {
    const { aId, deckId, slideId, blockId, version } = await teamDeck(first);
    const ctx = await contextOf(first.app, aId);
    const count = SNAPSHOT_MAX_TAIL + 5;
    for (let i = 0; i < count; i += 1) await send(ctx, deckId, version + i, rotate(slideId, blockId, i % 360), `long-${i}`);
    const deck = await row(deckId);
    expect(deck.version).toBe(version + count);
    // The commit past the limit wrote the document; the few after it are its tail.
    expect(deck.snapshotVersion).toBeGreaterThan(version);
    expect(deck.version - deck.snapshotVersion!).toBeLessThanOrEqual(SNAPSHOT_MAX_TAIL);
    const tail = await first.database.db.query.deckOps.findMany({ where: (o, { and: both, eq: is, gt }) => both(is(o.deckId, deckId), gt(o.seq, deck.snapshotVersion!)) });
    expect(tail).toHaveLength(deck.version - deck.snapshotVersion!);
    expect((await stored(deckId)).document.slides[0]!.blocks[0]).toMatchObject({ rotation: (count - 1) % 360 });
  });

  it('a whole-document save ends the tail, and a save of fields alone answers with the deck as it reads', async () => {
    const { a, aId, deckId, slideId, blockId, version } = await teamDeck(first);
    const ctx = await contextOf(first.app, aId);
    await send(ctx, deckId, version, rotate(slideId, blockId, 21), 'fields-0');
    const renamed = await a.put(`/api/v1/decks/${deckId}.json`, { deck: { version: version + 1, title: 'Renamed' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().deck.document.slides[0].blocks[0]).toMatchObject({ rotation: 21 });
    expect(await row(deckId)).toMatchObject({ version: version + 2, snapshotVersion: version });
    const current = (await stored(deckId)).document;
    const whole = { ...current, slides: [{ ...current.slides[0]!, notes: 'Whole' }] };
    expect((await a.put(`/api/v1/decks/${deckId}.json`, { deck: { version: version + 2, document: whole } })).statusCode).toBe(200);
    const saved = await row(deckId);
    expect(saved).toMatchObject({ version: version + 3, snapshotVersion: null });
    expect((saved.document as DeckDocument).slides[0]).toMatchObject({ notes: 'Whole', blocks: [{ rotation: 21 }] });
  });
});
