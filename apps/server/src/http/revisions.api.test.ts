// Revisions: settled revisions, named versions, list, changed slides, restore (incl. 409), retention.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { REVISION_MESSAGES, REVISIONS } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { deckRevisions } from '../db/schema.js';
import { DECK_REVISION_JOB, deckRevisionJob } from '../jobs/revisions/index.js';
import { pruneRevisions } from '../services/revisions/pruneRevisions.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

type Deck = { id: number; slug: string; version: number };
type Revision = { id: number; version: number; name: string | null; slide_count: number; current: boolean; author: { username: string } | null };

async function editorWithDeck() {
  const owner = new TestClient(server.app);
  const me = await owner.signUp();
  const deck = (await owner.post('/api/v1/decks.json', { deck: { title: 'History' } })).json().deck as Deck;
  return { owner, me, deck };
}

/** Saves slides HTML against the deck's version and returns the saved deck. */
async function save(c: TestClient, deck: Deck, data: string): Promise<Deck> {
  const saved = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { data, version: deck.version } });
  expect(saved.statusCode).toBe(200);
  return saved.json().deck as Deck;
}

const settle = (c: TestClient, deck: Deck) => c.post(`/api/v1/decks/${deck.id}/revisions/settle.json`);
const list = async (c: TestClient, deck: Deck) => (await c.get(`/api/v1/decks/${deck.id}/revisions.json`)).json().results as Revision[];

describe('revisions from settled changes', () => {
  it('queues one debounced revision per deck on content saves, and the job records where the deck settled', async () => {
    const { owner, me, deck } = await editorWithDeck();
    const spy = vi.spyOn(server.app.podium.jobs, 'sendDebounced');
    try {
      const saved = await save(owner, deck, '<section><h1>Settled</h1></section>');
      expect(spy).toHaveBeenCalledWith(DECK_REVISION_JOB, { deckId: deck.id, userId: me.id }, { key: `revision-deck-${deck.id}-user-${me.id}`, seconds: REVISIONS.burstSettleSeconds });
      // Saves no longer write a revision each: nothing until the job runs once the author's burst has settled.
      expect(await list(owner, saved)).toEqual([]);
      const signal = new AbortController().signal;
      const settledClock = () => new Date(Date.now() + REVISIONS.burstSettleSeconds * 1000);
      await deckRevisionJob(server.app.podium, settledClock).run({ deckId: deck.id, userId: me.id }, { id: 'x', retryCount: 0, lastAttempt: true, signal });
      const [revision] = await list(owner, saved);
      expect(revision).toMatchObject({ version: saved.version, name: null, slide_count: 1, current: true, author: { username: me.username }, authors: [{ username: me.username }] });
      // A title-only change is not content: no revision is queued for it.
      spy.mockClear();
      await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { title: 'Renamed', version: saved.version } });
      expect(spy).not.toHaveBeenCalledWith(DECK_REVISION_JOB, expect.anything(), expect.anything());
    } finally {
      spy.mockRestore();
    }
  });
});

describe('listing, naming and changed slides', () => {
  it('lists newest first with author, time, slide count and name; names the current version', async () => {
    const { owner, me, deck } = await editorWithDeck();
    const v1 = await save(owner, deck, '<section><h1>One</h1></section>');
    expect((await settle(owner, v1)).statusCode).toBe(200);
    const v2 = await save(owner, v1, '<section><h1>One</h1></section><section><h1>Two</h1></section>');

    const named = await owner.post(`/api/v1/decks/${deck.id}/revisions.json`, { revision: { name: '  Before review ' } });
    expect(named.statusCode).toBe(201);
    expect(named.json().revision).toMatchObject({ version: v2.version, name: 'Before review', slide_count: 2, current: true });

    const revisions = await list(owner, v2);
    expect(revisions.map((r) => [r.version, r.name, r.slide_count, r.current])).toEqual([
      [v2.version, 'Before review', 2, true],
      [v1.version, null, 1, false],
    ]);
    expect(revisions[0]!.author?.username).toBe(me.username);
    const listed = (await owner.get(`/api/v1/decks/${deck.id}/revisions.json`)).json();
    expect(listed.total).toBe(2);
    expect(Date.parse(listed.results[0].created_at)).not.toBeNaN();

    // Renaming the same version changes its name, not the number of revisions.
    await owner.post(`/api/v1/decks/${deck.id}/revisions.json`, { revision: { name: 'Final' } });
    expect((await list(owner, v2)).map((r) => r.name)).toEqual(['Final', null]);

    for (const name of ['', '   ', 'x'.repeat(REVISIONS.nameMax + 1)]) {
      const refused = await owner.post(`/api/v1/decks/${deck.id}/revisions.json`, { revision: { name } });
      expect(refused.statusCode).toBe(422);
    }
    expect((await owner.post(`/api/v1/decks/${deck.id}/revisions.json`, { revision: { name: '' } })).json().errors.name)
      .toEqual([REVISION_MESSAGES.versionNameRequired]);
    expect((await owner.post(`/api/v1/decks/${deck.id}/revisions.json`, {})).statusCode).toBe(422);
  });

  it('sends the slides that changed since the previous revision', async () => {
    const { owner, deck } = await editorWithDeck();
    const v1 = await save(owner, deck, '<section><h1>Same</h1></section><section><h1>Old text</h1></section><section><h1>Gone</h1></section>');
    await settle(owner, v1);
    const document = (await owner.get(`/api/v1/decks/${deck.id}.json`)).json().deck.document as { slides: Array<{ id: string; blocks: unknown[] }> };
    const [same, changed, gone] = document.slides;
    const next = { ...document, slides: [same!, { ...changed!, blocks: [] }] };
    const v2 = (await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { document: next, version: v1.version } })).json().deck as Deck;
    await settle(owner, v2);
    const [latest, first] = await list(owner, v2);

    const detail = (await owner.get(`/api/v1/decks/${deck.id}/revisions/${latest!.id}.json`)).json();
    expect(detail.revision.id).toBe(latest!.id);
    expect(detail.changed_slides.map((s: { id: string }) => s.id)).toEqual([changed!.id]);
    expect(detail.changed_count).toBe(1);
    expect(detail.removed_slide_ids).toEqual([gone!.id]);
    // The first revision has nothing before it: every slide is new.
    expect((await owner.get(`/api/v1/decks/${deck.id}/revisions/${first!.id}.json`)).json().changed_count).toBe(3);
    for (const rev of ['999999', 'abc', '99999999999']) {
      expect((await owner.get(`/api/v1/decks/${deck.id}/revisions/${rev}.json`)).statusCode).toBe(404);
    }
  });
});

describe('restore', () => {
  it('saves the current state first, restores the content as a new version, and refuses with 409 when the deck moved', async () => {
    const { owner, deck } = await editorWithDeck();
    const v1 = await save(owner, deck, '<section><h1>Original words</h1></section>');
    await settle(owner, v1);
    const v2 = await save(owner, v1, '<section><h1>Unsettled words</h1></section>');
    const [original] = await list(owner, v2);
    expect(original!.version).toBe(v1.version);

    const restoreUrl = `/api/v1/decks/${deck.id}/revisions/${original!.id}/restore.json`;
    // The client saw v1's version, but v2 was saved since: 409 with the message and the current version; nothing changed.
    const stale = await owner.post(restoreUrl, { version: v1.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: REVISION_MESSAGES.revisionDeckMoved, version: v2.version });
    expect((await owner.get(`/api/v1/decks/${deck.id}.json`)).json().deck.version).toBe(v2.version);

    const restored = await owner.post(restoreUrl, { version: v2.version });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().deck.version).toBe(v2.version + 1);
    const data = (await owner.get(`/api/v1/decks/${deck.id}/data.json`)).body;
    expect(data).toContain('Original words');
    expect(data).not.toContain('Unsettled words');
    // The state before the restore was kept as a revision, so the restore can be undone from the history.
    const versions = (await list(owner, restored.json().deck)).map((r) => [r.version, r.current]);
    expect(versions).toEqual([[v2.version + 1, true], [v2.version, false], [v1.version, false]]);

    expect((await owner.post(restoreUrl, {})).statusCode).toBe(422);
    expect((await owner.post(`/api/v1/decks/${deck.id}/revisions/999999/restore.json`, { version: v2.version + 1 })).statusCode).toBe(404);
  });

  it('brings back the deck size, theme and settings of the revision with its slides', async () => {
    const { owner, me, deck } = await editorWithDeck();
    const look = { width: 1280, height: 720, theme_color: 'black-blue', theme_font: 'league', transition: 'fade', center: true, slide_number: true };
    const styled = (await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { ...look, version: deck.version } })).json().deck as Deck;
    const v1 = await save(owner, styled, '<section><h1>Widescreen words</h1></section>');
    const revision = (await owner.post(`/api/v1/decks/${deck.id}/revisions.json`, { revision: { name: 'Widescreen' } })).json().revision as Revision & { restores_settings: boolean };
    expect(revision.restores_settings).toBe(true);

    // After the revision: another size, theme and settings, and other slides.
    const moved = await save(owner, v1, '<section><h1>Square words</h1></section>');
    const changed = await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: {
      width: 800, height: 800, theme_color: 'white-blue', theme_font: 'opensans', transition: 'zoom', center: false, slide_number: false, version: moved.version,
    } });
    expect(changed.json().deck).toMatchObject({ width: 800, height: 800, theme_color: 'white-blue', theme_font: 'opensans' });
    // Its preview shows the revision as it was (and as a restore gives it), in its own size and theme.
    const preview = (await owner.request('GET', `/${me.username}/${v1.slug}/preview?revision=${revision.version}`, undefined, { accept: 'text/html' })).body;
    expect(preview).toContain('"width":1280');
    expect(preview).toContain('"themeColor":"black-blue"');

    const restored = await owner.post(`/api/v1/decks/${deck.id}/revisions/${revision.id}/restore.json`, { version: changed.json().deck.version });
    expect(restored.statusCode).toBe(200);
    const now = (await owner.get(`/api/v1/decks/${deck.id}.json`)).json().deck;
    expect(now).toMatchObject(look);
    expect(now.title).toBe('History');
    expect((await owner.get(`/api/v1/decks/${deck.id}/data.json`)).body).toContain('Widescreen words');

    // The state before the restore was kept with its settings: restoring it brings the square deck back.
    const before = (await list(owner, now)).find((r) => r.version === changed.json().deck.version)!;
    expect((await owner.post(`/api/v1/decks/${deck.id}/revisions/${before.id}/restore.json`, { version: now.version })).statusCode).toBe(200);
    expect((await owner.get(`/api/v1/decks/${deck.id}.json`)).json().deck).toMatchObject({ width: 800, height: 800, theme_color: 'white-blue', theme_font: 'opensans', transition: 'zoom' });
  });

  it('restores only the slides of a revision recorded before settings were kept, and says so', async () => {
    const { owner, deck } = await editorWithDeck();
    const v1 = await save(owner, deck, '<section><h1>Old words</h1></section>');
    const recorded = (await settle(owner, v1)).json().revision as Revision;
    await server.database.db.update(deckRevisions).set({ settings: null }).where(eq(deckRevisions.id, recorded.id));
    const old = (await list(owner, v1)).find((r) => r.id === recorded.id) as Revision & { restores_settings: boolean };
    expect(old.restores_settings).toBe(false);

    const moved = await save(owner, v1, '<section><h1>New words</h1></section>');
    const resized = (await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { width: 1024, height: 768, version: moved.version } })).json().deck as Deck;
    expect((await owner.post(`/api/v1/decks/${deck.id}/revisions/${recorded.id}/restore.json`, { version: resized.version })).statusCode).toBe(200);
    expect((await owner.get(`/api/v1/decks/${deck.id}.json`)).json().deck).toMatchObject({ width: 1024, height: 768 });
    expect((await owner.get(`/api/v1/decks/${deck.id}/data.json`)).body).toContain('Old words');
  });

  it('lets only editors list, name or restore: viewers of a public deck 403, strangers to a private deck 404, anonymous 404', async () => {
    const { owner, deck } = await editorWithDeck();
    const v1 = await save(owner, deck, '<section><h1>Public</h1></section>');
    const [revision] = [(await settle(owner, v1)).json().revision as Revision];
    const viewer = new TestClient(server.app);
    await viewer.signUp();
    expect((await viewer.get(`/api/v1/decks/${deck.id}/revisions.json`)).statusCode).toBe(403);
    expect((await viewer.get(`/api/v1/decks/${deck.id}/revisions/${revision!.id}.json`)).statusCode).toBe(403);
    expect((await viewer.post(`/api/v1/decks/${deck.id}/revisions.json`, { revision: { name: 'Mine' } })).statusCode).toBe(403);
    expect((await viewer.post(`/api/v1/decks/${deck.id}/revisions/${revision!.id}/restore.json`, { version: v1.version })).statusCode).toBe(403);
    expect((await viewer.post(`/api/v1/decks/${deck.id}/revisions/settle.json`)).statusCode).toBe(403);

    const { c: privateOwner, deck: hidden } = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    const hiddenRevision = (await settle(privateOwner, hidden)).json().revision as Revision;
    expect((await viewer.get(`/api/v1/decks/${hidden.id}/revisions.json`)).statusCode).toBe(404);
    expect((await viewer.post(`/api/v1/decks/${hidden.id}/revisions/${hiddenRevision.id}/restore.json`, { version: hidden.version })).statusCode).toBe(404);
    // A revision id of another deck is not found through this deck.
    expect((await owner.get(`/api/v1/decks/${deck.id}/revisions/${hiddenRevision.id}.json`)).statusCode).toBe(404);
    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await anonymous.get(`/api/v1/decks/${hidden.id}/revisions.json`)).statusCode).toBe(404);
  });
});

describe('retention', () => {
  it('keeps every revision of the last day, the newest per hour for a week, the newest per day after, and named ones', async () => {
    const { owner, me, deck } = await editorWithDeck();
    const now = new Date('2030-06-15T12:00:00Z');
    const at = (iso: string) => new Date(iso);
    const rows: Array<[number, string, string | null]> = [
      [1, '2030-05-01T08:00:00Z', null], // a day long ago: two revisions, the newer survives
      [2, '2030-05-01T18:00:00Z', null],
      [3, '2030-05-02T09:00:00Z', 'Launch'], // named: always kept
      [4, '2030-05-02T10:00:00Z', null], // the only one of its day besides the named one: kept
      [5, '2030-06-12T10:05:00Z', null], // within the week, same hour: the newer survives
      [6, '2030-06-12T10:45:00Z', null],
      [7, '2030-06-12T11:10:00Z', null], // another hour: kept
      [8, '2030-06-15T09:00:00Z', null], // within the last day: all kept
      [9, '2030-06-15T09:01:00Z', null],
    ];
    await server.database.db.insert(deckRevisions).values(rows.map(([version, createdAt, name]) => ({
      deckId: deck.id, version: version + 100, userId: me.id, title: 'History', document: { slides: [] }, name, createdAt: at(createdAt),
    })));
    const removed = await pruneRevisions(server.database.db, now, deck.id);
    expect(removed).toBe(2);
    const kept = (await server.database.db.select({ version: deckRevisions.version }).from(deckRevisions)
      .where(eq(deckRevisions.deckId, deck.id))).map((r) => r.version - 100).sort((a, b) => a - b);
    expect(kept).toEqual([2, 3, 4, 6, 7, 8, 9]);
    // Pruning again changes nothing; the owner's list shows what was kept.
    await pruneRevisions(server.database.db, now, deck.id);
    expect((await list(owner, deck)).length).toBe(7);
  });
});
