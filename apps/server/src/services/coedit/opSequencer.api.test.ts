// The op sequencer commits a batch in one statement when its copy of the document is current, and under the row lock
// when it is not. Either way no change may be lost: a copy that missed a whole-document save or another process's
// ops must never be written over them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createBlock, type DeckDocument, type Op } from '@podium/deck';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { teamDeck } from '../../test/coedit-fixtures.js';
import { applyDeckOps } from './applyDeckOps.js';

describe('the op sequencer', () => {
  // Two apps on one database and, without REDIS_URL, no shared events: like two processes whose copies cannot follow
  // each other, so every batch of one meets a version the other moved.
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer({ REDIS_URL: '' });
    second = await startTestServer({ REDIS_URL: '' }, { database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const contextOf = async (app: FastifyInstance, userId: number) => {
    const [user] = await first.database.db.select().from(users).where(eq(users.id, userId));
    return { ...app.podium, user: user! };
  };
  const stored = async (id: number) => {
    const row = (await first.database.db.query.decks.findFirst({ where: (d, { eq: is }) => is(d.id, id) }))!;
    return { version: row.version, document: row.document as DeckDocument };
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
    const row = await stored(deckId);
    expect(row.version).toBe(deck.version + 2);
    expect(row.document.slides[0]).toMatchObject({ notes: 'Saved whole', blocks: [{ rotation: 9 }] });
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
    const row = await stored(deckId);
    expect(row.version).toBe(version + added.length);
    const ids = row.document.slides[0]!.blocks.map((block) => block.id);
    for (const block of added) expect(ids).toContain(block.id);
    // And the log holds them in that order: the stored document is the log applied in order.
    const log = await first.database.db.query.deckOps.findMany({ where: (o, { eq: is }) => is(o.deckId, deckId), orderBy: (o, { asc }) => asc(o.seq) });
    expect(log.map((o) => o.seq)).toEqual(added.map((_, i) => version + 1 + i));
  });
});
