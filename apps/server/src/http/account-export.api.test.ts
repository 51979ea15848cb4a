import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { MESSAGES, type AccountExportView } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { deckWithSlides } from '../test/exports.js';
import { accountExports, users } from '../db/schema.js';
import { removeExpiredExportFiles } from '../jobs/exportExpiry/index.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

/** Polls the status as the account settings screen does, recording each progress seen, until done or failed. */
async function waitForAccountExport(c: TestClient, id: string, seen: number[] = []): Promise<AccountExportView> {
  return vi.waitFor(async () => {
    const view = (await c.get(`/api/v1/account/exports/${id}.json`)).json().export as AccountExportView;
    seen.push(view.progress);
    if (view.status !== 'done' && view.status !== 'failed') throw new Error(`still ${view.status}`);
    return view;
  }, { timeout: 120_000, interval: 100 });
}

/** Walks a JSON value and collects every key. */
const keysOf = (value: unknown): string[] => (value && typeof value === 'object'
  ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]) : []);

describe('exporting all my decks and data', () => {
  it('packs every deck as its offline ZIP plus account.json, with progress, and no secrets', async () => {
    const c = new TestClient(server.app);
    const me = await c.signUp();
    const first = await deckWithSlides(c);
    const second = await deckWithSlides(c, undefined, { title: 'Second talk' });
    await c.put('/api/v1/users.json', { user: { name: 'Ada Export' } });
    await server.database.db.update(users).set({ accountType: 'pro' }).where(eq(users.id, me.id));
    const created = await c.post(`/api/v1/decks/${first.id}/access_tokens.json`, {});
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json().access_token as { token: string };

    const started = await c.post('/api/v1/account/exports.json');
    expect(started.statusCode, started.body).toBe(202);
    const id = started.json().export.id as string;
    // Asking again while it runs answers the same export.
    expect((await c.post('/api/v1/account/exports.json')).json().export.id).toBe(id);
    const seen: number[] = [];
    const done = await waitForAccountExport(c, id, seen);
    expect(done).toMatchObject({ status: 'done', progress: 1, progress_label: MESSAGES.exportProgressDone, deck_count: 2 });
    expect(seen.every((value, i) => i === 0 || value >= seen[i - 1]!)).toBe(true);
    expect((await c.get('/api/v1/account/exports.json')).json().export.id).toBe(id);

    const download = await c.get(done.url!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toContain(`podium-${me.username}-`);
    const zip = await JSZip.loadAsync(download.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(['account.json', 'decks/', `decks/${first.slug}.zip`, `decks/${second.slug}.zip`].sort());
    // Each deck is the offline ZIP a deck's own export gives: the player page with its slides, and the player.
    const deck = await JSZip.loadAsync(await zip.file(`decks/${second.slug}.zip`)!.async('nodebuffer'));
    expect(await deck.file('index.html')!.async('string')).toContain('Bravo slide');
    expect(deck.file('player/player.js')).not.toBeNull();

    const account = JSON.parse(await zip.file('account.json')!.async('string'));
    expect(account.profile).toMatchObject({ username: me.username, email: me.email, name: 'Ada Export' });
    expect(account.decks.map((d: { slug: string }) => d.slug).sort()).toEqual([first.slug, second.slug].sort());
    expect(account.export_problems).toEqual([]);
    const text = JSON.stringify(account);
    // No secret by any name (`deleteTokens` is a privilege, not a token), nor their values.
    expect(keysOf(account).filter((key) => key !== 'deleteTokens' && /password|hash|digest|token|secret/i.test(key))).toEqual([]);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(link.token);
    expect(text).not.toContain(c.cookie('podium_session'));

    // The JSON alone, at once, with the billing details saved since.
    const details = { company_name: 'Acme GmbH', address: 'Hauptstr. 1, Berlin', vat_id: 'DE123456789' };
    expect((await c.put('/api/v1/account/billing_details.json', { billing_details: details })).statusCode).toBe(200);
    const data = await c.get('/api/v1/account/data.json');
    expect(data.statusCode).toBe(200);
    expect(data.json().profile.username).toBe(me.username);
    expect(data.json().billing_details).toEqual(details);
    expect(data.headers['cache-control']).toContain('no-store');
    expect((await c.get('/api/v1/account/data.json?download')).headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="podium-${me.username}-`));
  });

  it('is the user\'s own: others get 404, signed-out 401; the file expires like other exports', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    const id = (await c.post('/api/v1/account/exports.json')).json().export.id as string;
    const done = await waitForAccountExport(c, id);
    expect(done).toMatchObject({ status: 'done', deck_count: 0 });

    const stranger = new TestClient(server.app);
    await stranger.signUp();
    expect((await stranger.get(`/api/v1/account/exports/${id}.json`)).statusCode).toBe(404);
    expect((await stranger.get(done.url!)).statusCode).toBe(404);
    const anonymous = new TestClient(server.app);
    expect((await anonymous.get(`/api/v1/account/exports/${id}.json`)).statusCode).toBe(401);
    expect((await anonymous.get('/api/v1/account/data.json')).statusCode).toBe(401);

    await server.database.db.update(accountExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountExports.id, id));
    expect(await removeExpiredExportFiles(server.app.podium)).toBeGreaterThanOrEqual(1);
    expect(await server.app.podium.files.exports.open(`${id}.zip`)).toBeNull();
    expect((await c.get(`/api/v1/account/exports/${id}.json`)).json().export.url).toBeNull();
    const expired = await c.get(`/api/v1/account/exports/${id}/download`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe(MESSAGES.accountExportExpired);
  });
});
