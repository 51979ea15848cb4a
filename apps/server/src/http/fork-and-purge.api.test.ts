// Fork (SPEC §7 POST fork → deck.slug; deck_limit failures) and the trash purge after TRASH_RETENTION_DAYS.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REVISION_MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { decks, exports, users } from '../db/schema.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';
import { purgeTrashedDecks } from '../services/decks/purgeTrash.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ DECK_LIMIT_LITE: '2', TRASH_RETENTION_DAYS: '10' }); });
afterAll(async () => { await server.close(); });

const fork = (c: TestClient, id: number) => c.post(`/api/v1/decks/${id}/fork.json`);

async function publicDeck(data = '<section><h1>Worth copying</h1></section>') {
  const owner = new TestClient(server.app);
  const me = await owner.signUp();
  let deck = (await owner.post('/api/v1/decks.json', { deck: { title: 'Talk', theme_color: 'black-orange' } })).json().deck;
  deck = (await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { data, version: deck.version, notes: {} } })).json().deck;
  return { owner, me, deck: deck as { id: number; slug: string; version: number } };
}

describe('fork', () => {
  it('copies a public deck into the forker\'s decks and answers its slug; the owner can fork their own deck too', async () => {
    const { owner, me: author, deck } = await publicDeck();
    const forker = new TestClient(server.app);
    const me = await forker.signUp();
    const forked = await fork(forker, deck.id);
    expect(forked.statusCode).toBe(201);
    const copy = forked.json().deck as { id: number; slug: string; user: { username: string } };
    expect(copy.slug).toBe('talk');
    expect(copy.user.username).toBe(me.username);
    const read = (await forker.get(`/api/v1/users/${me.username}/decks/${copy.slug}.json`)).json().deck;
    expect(read).toMatchObject({ id: copy.id, title: 'Talk', theme_color: 'black-orange', version: 1 });
    expect((await forker.get(`/api/v1/decks/${copy.id}/data.json`)).body).toContain('Worth copying');
    expect(read.user.username).toBe(me.username);
    // The source is untouched; forking twice makes a second copy with the next free slug.
    expect((await owner.get(`/api/v1/decks/${deck.id}.json`)).json().deck.user.username).toBe(author.username);
    expect((await fork(forker, deck.id)).json().deck.slug).toBe('talk-2');
    expect((await fork(owner, deck.id)).json().deck.slug).toBe('talk-2');
  });

  it('leaves speaker notes behind for forkers who may not read them', async () => {
    const { owner, deck } = await publicDeck();
    const document = (await owner.get(`/api/v1/decks/${deck.id}.json`)).json().deck.document as { slides: Array<{ id: string }> };
    const slideId = document.slides[0]!.id;
    await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { version: deck.version + 0, notes: { [slideId]: 'Secret cue' } } });
    const forker = new TestClient(server.app);
    await forker.signUp();
    const copy = (await fork(forker, deck.id)).json().deck;
    expect(JSON.stringify((await forker.get(`/api/v1/decks/${copy.id}.json`)).json().deck)).not.toContain('Secret cue');
    expect(JSON.stringify((await owner.get(`/api/v1/decks/${(await fork(owner, deck.id)).json().deck.id}.json`)).json().deck)).toContain('Secret cue');
  });

  it('answers 404 for a private deck of someone else and unknown decks, 401 when signed out', async () => {
    const { c: privateOwner, deck: hidden } = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    const stranger = new TestClient(server.app);
    await stranger.signUp();
    expect((await fork(stranger, hidden.id)).statusCode).toBe(404);
    expect((await fork(stranger, 2_000_000_000)).statusCode).toBe(404);
    expect((await fork(stranger, 99_999_999_999)).statusCode).toBe(404);
    // The owner may copy their own private deck, which stays private on their paid plan.
    const own = await fork(privateOwner, hidden.id);
    expect(own.statusCode).toBe(201);
    expect((await privateOwner.get(`/api/v1/decks/${own.json().deck.id}.json`)).json().deck.visibility).toBe('self');

    const anonymous = new TestClient(server.app);
    await anonymous.open();
    const { deck } = await publicDeck();
    expect((await fork(anonymous, deck.id)).statusCode).toBe(401);
    expect((await stranger.request('POST', `/api/v1/decks/${deck.id}/fork.json`, {}, {}, { csrf: false })).statusCode).toBe(403);
  });

  it('refuses with deck_limit when the forker\'s plan has no room for another deck (trashed decks do not count)', async () => {
    const { deck } = await publicDeck();
    const forker = new TestClient(server.app);
    const me = await forker.signUp();
    await server.database.db.update(users).set({ accountType: 'lite' }).where(eq(users.id, me.id));
    const first = (await fork(forker, deck.id)).json().deck;
    expect((await fork(forker, deck.id)).statusCode).toBe(201);
    const refused = await fork(forker, deck.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: REVISION_MESSAGES.deckLimitReached, deck_limit: true });
    // New decks meet the same limit; trashing one makes room.
    expect((await forker.post('/api/v1/decks.json', { deck: { title: 'One more' } })).json().deck_limit).toBe(true);
    await forker.post(`/api/v1/decks/${first.id}/trash.json`);
    expect((await fork(forker, deck.id)).statusCode).toBe(201);
  });
});

describe('trash purge', () => {
  it('deletes decks trashed longer than TRASH_RETENTION_DAYS with their export files, and keeps the rest', async () => {
    const { owner, me, deck: old } = await publicDeck();
    const recent = (await owner.post('/api/v1/decks.json', { deck: { title: 'Recent' } })).json().deck;
    const active = (await owner.post('/api/v1/decks.json', { deck: { title: 'Active' } })).json().deck;
    for (const id of [old.id, recent.id]) expect((await owner.post(`/api/v1/decks/${id}/trash.json`)).statusCode).toBe(200);
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    await server.database.db.update(decks).set({ trashedAt: daysAgo(11) }).where(eq(decks.id, old.id));
    await server.database.db.update(decks).set({ trashedAt: daysAgo(9) }).where(eq(decks.id, recent.id));
    // An export of the old deck left a file behind.
    const exportId = `purge-${old.id}`;
    await server.database.db.insert(exports).values({
      id: exportId, deckId: old.id, userId: me.id, format: 'pdf', options: { separateFragments: false, notes: false, controls: false }, fileKey: `${exportId}.pdf`,
    });
    const file = path.join(server.config.dataDir, 'exports', `${exportId}.pdf`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '%PDF');

    expect(await purgeTrashedDecks(server.app.podium, now)).toBeGreaterThanOrEqual(1);
    expect((await owner.get(`/api/v1/decks/${old.id}.json`)).statusCode).toBe(404);
    expect(existsSync(file)).toBe(false);
    const trashed = (await owner.get(`/api/v1/decks.json?username=${me.username}&lifecycle=trashed`)).json().results.map((d: { id: number }) => d.id);
    expect(trashed).toEqual([recent.id]);
    expect((await owner.get(`/api/v1/decks/${active.id}.json`)).statusCode).toBe(200);
    // A recovered deck is never purged, however long ago it was trashed.
    await owner.post(`/api/v1/decks/${recent.id}/recover.json`);
    await server.database.db.update(decks).set({ trashedAt: daysAgo(40) }).where(eq(decks.id, recent.id));
    await purgeTrashedDecks(server.app.podium, now);
    expect((await owner.get(`/api/v1/decks/${recent.id}.json`)).statusCode).toBe(200);
  });

  it('reads the retention from TRASH_RETENTION_DAYS (default 30)', () => {
    expect(server.config.trashRetentionDays).toBe(10);
  });
});
