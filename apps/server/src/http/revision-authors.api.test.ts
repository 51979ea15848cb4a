// Revisions per settled burst per author: two people co-editing get revisions along the way, each crediting everyone
// whose changes it holds, with the slides that changed. Time passes by moving the stored burst times back (no sleeps).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Op } from '@podium/deck';
import { REVISIONS, type RevisionJson } from '@podium/shared';
import { startTestServer, type TestServer } from '../test/harness.js';
import { teamDeck } from '../test/coedit-fixtures.js';
import { deckEditBursts, deckRevisionAuthors, deckRevisions, users } from '../db/schema.js';
import { DECK_REVISION_JOB, deckRevisionJob } from '../jobs/revisions/index.js';
import { applyDeckOps } from '../services/coedit/applyDeckOps.js';
import { pruneRevisions } from '../services/revisions/pruneRevisions.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

async function coEditors() {
  const fixture = await teamDeck(server);
  const contextOf = async (userId: number) => {
    const [user] = await server.database.db.select().from(users).where(eq(users.id, userId));
    return { ...server.app.podium, user: user! };
  };
  const ctx = { a: await contextOf(fixture.aId), b: await contextOf(fixture.bId) };
  let seq = fixture.version;
  let n = 0;
  /** `who` types `text` into the block over the co-editing path (the op sequencer), on the latest version. */
  const type = async (who: 'a' | 'b', text: string) => {
    n += 1;
    const op: Op = { type: 'deck.block.update', slideId: fixture.slideId, blockId: fixture.blockId, props: { html: `<p>${text}</p>` } };
    const applied = await applyDeckOps({ ctx: ctx[who], input: { deckId: fixture.deckId, clientOpId: `${fixture.deckId}-${n}`, baseSeq: seq, op } });
    seq = applied.logged.seq;
  };
  /** `seconds` pass: every stored burst of the deck is that much older. */
  const passes = (seconds: number) => server.database.db.update(deckEditBursts).set({
    lastAt: sql`${deckEditBursts.lastAt} - make_interval(secs => ${seconds})`, startedAt: sql`${deckEditBursts.startedAt} - make_interval(secs => ${seconds})`,
  }).where(eq(deckEditBursts.deckId, fixture.deckId));
  const signal = new AbortController().signal;
  /** The revision job of `who`'s burst runs now. */
  const job = (who: 'a' | 'b') => deckRevisionJob(server.app.podium).run(
    { deckId: fixture.deckId, userId: who === 'a' ? fixture.aId : fixture.bId }, { id: 'x', retryCount: 0, lastAttempt: true, signal });
  const list = async () => (await fixture.a.get(`/api/v1/decks/${fixture.deckId}/revisions.json`)).json().results as RevisionJson[];
  const names = { [fixture.aId]: 'a', [fixture.bId]: 'b' } as Record<number, string>;
  /** Each revision, oldest first, as who cut it and who it credits. */
  const credits = async () => (await list()).reverse().map((r) => ({ by: names[r.author!.id], authors: r.authors.map((x) => names[x.id]).sort().join('+') }));
  return { ...fixture, type, passes, job, list, credits };
}

describe('revisions per settled burst per author', () => {
  it('queues the job per author for co-editing ops, and cuts a revision for each settled burst crediting everyone it holds', async () => {
    const deck = await coEditors();
    const spy = vi.spyOn(server.app.podium.jobs, 'sendDebounced');
    try {
      await deck.type('a', 'Hello world from A');
      await deck.type('b', 'Hello world from A and B');
      // Ops are announced together (at most every 2 s): each author's job is queued under its own key.
      for (const userId of [deck.aId, deck.bId]) {
        await vi.waitFor(() => expect(spy).toHaveBeenCalledWith(DECK_REVISION_JOB, { deckId: deck.deckId, userId },
          { key: `revision-deck-${deck.deckId}-user-${userId}`, seconds: REVISIONS.burstSettleSeconds }), { timeout: 10_000 });
      }
    } finally {
      spy.mockRestore();
    }

    // Half a minute later both are still in their bursts: nothing is cut.
    await deck.passes(30);
    await deck.job('a');
    await deck.job('b');
    expect(await deck.list()).toEqual([]);

    // A types again; 40 s later B's burst has settled (70 s quiet) and its revision holds A's typing too.
    await deck.type('a', 'Hello world from A and B, A again');
    await deck.passes(40);
    await deck.job('a');
    expect(await deck.list()).toEqual([]);
    await deck.job('b');
    expect(await deck.credits()).toEqual([{ by: 'b', authors: 'a+b' }]);

    // A's burst, already held by that revision, cuts nothing more; B alone types on and is credited alone.
    await deck.passes(30);
    await deck.job('a');
    await deck.type('b', 'B rewrote it');
    await deck.passes(REVISIONS.burstSettleSeconds);
    await deck.job('a');
    await deck.job('b');
    expect(await deck.credits()).toEqual([{ by: 'b', authors: 'a+b' }, { by: 'b', authors: 'b' }]);

    const [latest] = await deck.list();
    expect(latest).toMatchObject({ current: true, changed_slide_ids: [deck.slideId] });
  });

  it('cuts a burst that never settles after REVISIONS.burstMaxSeconds: ten minutes of two people typing leave several revisions', async () => {
    const deck = await coEditors();
    await deck.passes(REVISIONS.burstSettleSeconds); // the seed save's burst is old news
    await deck.job('a');
    const before = (await deck.list()).length;
    // Ten minutes, a step every 20 s: both type at every step, nobody pauses long enough for a burst to settle.
    for (let step = 0; step < 30; step += 1) {
      await deck.type('a', `A step ${step}`);
      await deck.type('b', `A step ${step}, B step ${step}`);
      await deck.passes(20);
      await deck.job('a');
      await deck.job('b');
    }
    const cut = (await deck.credits()).slice(before);
    expect(cut.length).toBeGreaterThanOrEqual(2);
    // Each revision of the session credits both of them (both typed in every stretch it holds).
    for (const revision of cut) expect(revision.authors).toBe('a+b');
    // They stop: each one's last burst settles into a revision holding it; none is lost.
    await deck.type('a', 'A done');
    await deck.passes(REVISIONS.burstSettleSeconds);
    await deck.job('b');
    await deck.job('a');
    const [latest] = await deck.list();
    expect(latest).toMatchObject({ current: true, authors: [expect.objectContaining({ id: deck.aId })] });
  });

  it('credits every author of HTTP saves and of a named version, and keeps the authors of pruned revisions on the kept one', async () => {
    const deck = await coEditors();
    const current = (await deck.b.get(`/api/v1/decks/${deck.deckId}.json`)).json().deck as { version: number; document: { slides: Array<{ notes?: string }> } };
    const document = { ...current.document, slides: [{ ...current.document.slides[0]!, notes: 'B wrote notes' }] };
    expect((await deck.b.put(`/api/v1/decks/${deck.deckId}.json`, { deck: { version: current.version, document } })).statusCode).toBe(200);
    // A names the version: it holds A's seed save and B's notes.
    const named = (await deck.a.post(`/api/v1/decks/${deck.deckId}/revisions.json`, { revision: { name: 'Together' } })).json().revision as RevisionJson;
    expect(named.author?.id).toBe(deck.aId);
    expect(named.authors.map((x) => x.id).sort()).toEqual([deck.aId, deck.bId].sort());
    expect(named.authors[0]).toHaveProperty('thumbnail_url');
    expect(named.changed_slide_ids).toEqual([deck.slideId]);
    // Leaving the editor right after typing records it at once, crediting the typist.
    await deck.type('b', 'B typed and left');
    const settled = (await deck.b.post(`/api/v1/decks/${deck.deckId}/revisions/settle.json`)).json().revision as RevisionJson;
    expect(settled.authors.map((x) => x.id)).toEqual([deck.bId]);

    // Two unnamed revisions of one hour, days before `now`: the older is pruned and its authors move to the newer.
    const now = new Date('2030-06-15T12:00:00Z');
    const rows = await server.database.db.insert(deckRevisions).values([1, 2].map((i) => ({
      deckId: deck.deckId, version: 1000 + i, userId: deck.aId, title: 'Old', document: { slides: [] }, changedSlideIds: [`slide-${i}`],
      createdAt: new Date(`2030-06-12T10:0${i}:00Z`),
    }))).returning();
    await server.database.db.insert(deckRevisionAuthors).values([{ revisionId: rows[0]!.id, userId: deck.bId }, { revisionId: rows[1]!.id, userId: deck.aId }]);
    expect(await pruneRevisions(server.database.db, now, deck.deckId)).toBeGreaterThanOrEqual(1);
    const kept = (await deck.list()).find((r) => r.version === 1002)!;
    expect(kept.authors.map((x) => x.id).sort()).toEqual([deck.aId, deck.bId].sort());
    expect([...kept.changed_slide_ids].sort()).toEqual(['slide-1', 'slide-2']);
  });
});
