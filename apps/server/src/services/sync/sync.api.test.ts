/**
 * File-storage sync against a real WebDAV server (webdav-server) started by the test on 127.0.0.2, which the test's
 * address policy treats as public (as the renderer tests do); the production policy refuses it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { v2 as webdav } from 'webdav-server';
import { createClient } from 'webdav';
import JSZip from 'jszip';
import { SYNC_MESSAGES, type DeckSyncView } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../../test/harness.js';
import { deckWithSlides, pdfPageTexts, tempFile } from '../../test/exports.js';
import { isPublicAddress } from '../embeds/publicAddress.js';
import { fileStorages } from '../../db/schema.js';

const HOST = '127.0.0.2';
const PASSWORD = 'app-token-Zq9x!secret';
const jobs = { addressPolicy: (address: string) => address === HOST || isPublicAddress(address) };

let dav: webdav.WebDAVServer;
let davPort = 0;
let puts = 0;
let server: TestServer;

async function startDav(port = 0) {
  const users = new webdav.SimpleUserManager();
  const alice = users.addUser('alice', PASSWORD, false);
  const privileges = new webdav.SimplePathPrivilegeManager();
  privileges.setRights(alice, '/', ['all']);
  const fresh = new webdav.WebDAVServer({
    hostname: HOST, requireAuthentification: true, privilegeManager: privileges,
    httpAuthentication: new webdav.HTTPBasicAuthentication(users, 'test'),
    // Keep the files of a stopped server: it comes back with them, as a real one does.
    ...(dav ? { rootFileSystem: dav.rootFileSystem() } : {}),
  });
  fresh.beforeRequest((ctx, next) => {
    if (ctx.request.method === 'PUT') puts += 1;
    next();
  });
  const http = await fresh.startAsync(port);
  davPort = (http.address() as AddressInfo).port;
  dav = fresh;
}

const davUrl = () => `http://${HOST}:${davPort}/`;
/** Reads a file back from the WebDAV server (a plain client, as a user's desktop app would). */
const readBack = async (path: string) =>
  Buffer.from(await createClient(davUrl(), { username: 'alice', password: PASSWORD }).getFileContents(path) as ArrayBuffer);

/** Everything the app logged during the file (every level), checked for the password at the end. */
const logged: unknown[][] = [];

beforeAll(async () => {
  await startDav();
  server = await startTestServer({}, { jobs });
  for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const) {
    const original = server.app.podium.log[level].bind(server.app.podium.log);
    vi.spyOn(server.app.podium.log, level).mockImplementation((...args: unknown[]) => {
      logged.push(args);
      return (original as (...a: unknown[]) => void)(...args);
    });
  }
});
afterAll(async () => {
  await server?.close();
  await dav?.stopAsync();
});

let clients = 0;
/** A browser of its own address: connecting is rate-limited per client, and this file connects many times. */
function browser(app = server.app): TestClient {
  const c = new TestClient(app);
  clients += 1;
  c.address = `10.77.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  return c;
}

async function connectedUser() {
  const c = browser();
  await c.signUp();
  const saved = await c.put('/api/v1/file_storage.json', { file_storage: { url: davUrl(), username: 'alice', password: PASSWORD, folder: 'Podium/decks' } });
  expect(saved.statusCode, saved.body).toBe(200);
  return c;
}

/** Polls the deck's sync (as the deck settings do) until it is done or failed. */
async function settled(c: TestClient, deckId: number, timeout = 90_000): Promise<DeckSyncView> {
  return vi.waitFor(async () => {
    const sync = (await c.get(`/api/v1/decks/${deckId}/sync.json`)).json().sync as DeckSyncView;
    if (sync.status !== 'done' && sync.status !== 'failed') throw new Error(`still ${sync.status}`);
    return sync;
  }, { timeout, interval: 200 });
}

describe('file-storage connection', () => {
  it('connects, creates the folder, and never shows or stores the password in the clear', async () => {
    const c = await connectedUser();
    const view = (await c.get('/api/v1/file_storage.json'));
    expect(view.json().file_storage).toMatchObject({ provider: 'webdav', url: davUrl(), username: 'alice', folder: 'Podium/decks' });
    expect(view.body).not.toContain(PASSWORD);
    expect((await createClient(davUrl(), { username: 'alice', password: PASSWORD }).exists('/Podium/decks'))).toBe(true);
    const [row] = await server.database.db.select().from(fileStorages);
    expect(row!.secret).toMatch(/^v1\./);
    expect(JSON.stringify(await server.database.db.select().from(fileStorages))).not.toContain(PASSWORD);
    // Saving again without the password keeps the stored one (the form never gets it back).
    const again = await c.put('/api/v1/file_storage.json', { file_storage: { url: davUrl(), username: 'alice', folder: 'Other' } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.body).not.toContain(PASSWORD);
    // A wrong password afterwards is refused with the message on the password field; nothing logged carries it.
    const wrong = await c.put('/api/v1/file_storage.json', { file_storage: { url: davUrl(), username: 'alice', password: `${PASSWORD}-typo`, folder: '' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual([SYNC_MESSAGES.authFailed]);
  });

  it('a wrong password is refused with a clear message and nothing is saved', async () => {
    const c = browser();
    await c.signUp();
    const wrong = await c.put('/api/v1/file_storage.json', { file_storage: { url: davUrl(), username: 'alice', password: 'nope', folder: '' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual([SYNC_MESSAGES.authFailed]);
    expect((await c.get('/api/v1/file_storage.json')).json().file_storage).toBeNull();
  });

  it('refuses private and loopback addresses under the production policy', async () => {
    const plain = await startTestServer();
    try {
      const c = browser(plain.app);
      await c.signUp();
      for (const url of [davUrl(), `http://127.0.0.1:${davPort}/`, 'http://localhost/dav/', 'http://10.1.2.3/dav/', 'http://[::1]/dav/']) {
        const refused = await c.put('/api/v1/file_storage.json', { file_storage: { url, username: 'alice', password: PASSWORD, folder: '' } });
        expect(refused.statusCode, url).toBe(422);
        expect(refused.json().errors.url, url).toEqual([SYNC_MESSAGES.addressBlocked]);
      }
      const notHttp = await c.put('/api/v1/file_storage.json', { file_storage: { url: 'file:///etc/passwd', username: 'a', password: 'b', folder: '' } });
      expect(notHttp.json().errors.url).toEqual([SYNC_MESSAGES.urlInvalid]);
    } finally {
      await plain.close();
    }
    // Mostly the boot of a second app (PGlite) on a busy machine.
  }, 120_000);

  it('a redirect to a private address is refused like the address itself', async () => {
    const redirector = createServer((_request, response) => response.writeHead(302, { location: `http://127.0.0.1:${davPort}/` }).end());
    await new Promise<void>((resolve) => redirector.listen(0, HOST, resolve));
    try {
      const c = browser();
      await c.signUp();
      const url = `http://${HOST}:${(redirector.address() as AddressInfo).port}/`;
      const refused = await c.put('/api/v1/file_storage.json', { file_storage: { url, username: 'alice', password: PASSWORD, folder: '' } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.url).toEqual([SYNC_MESSAGES.addressBlocked]);
    } finally {
      redirector.close();
    }
  });

  it('an address that is not WebDAV or not there gets its own message', async () => {
    const c = browser();
    await c.signUp();
    const closed = await c.put('/api/v1/file_storage.json', { file_storage: { url: `http://${HOST}:1/`, username: 'alice', password: PASSWORD, folder: '' } });
    expect(closed.json().errors.url).toEqual([SYNC_MESSAGES.unreachable]);
  });
});

describe('deck sync', () => {
  it('pushes ZIP and PDF now and the files read back from the server', async () => {
    const c = await connectedUser();
    const deck = await deckWithSlides(c);
    expect((await c.put(`/api/v1/decks/${deck.id}/sync.json`, { sync: { format: 'zip', sync_on_save: false } })).statusCode).toBe(200);
    const pushed = await c.post(`/api/v1/decks/${deck.id}/export.json`);
    expect(pushed.statusCode).toBe(202);
    expect(pushed.json().sync.status).toBe('pending');
    const zipSync = await settled(c, deck.id);
    expect(zipSync).toMatchObject({ status: 'done', last_error: null, format: 'zip', last_path: `/Podium/decks/${deck.slug}.zip` });
    expect(Date.parse(zipSync.last_synced_at!)).toBeGreaterThan(Date.now() - 60_000);
    const zip = await JSZip.loadAsync(await readBack(`/Podium/decks/${deck.slug}.zip`));
    const index = await zip.file(/index\.html$/)[0]!.async('string');
    expect(index).toContain('Bravo body');

    const pdfPush = await c.post(`/api/v1/decks/${deck.id}/export.json`, { sync: { format: 'pdf' } });
    expect(pdfPush.statusCode).toBe(202);
    expect(await settled(c, deck.id, 120_000)).toMatchObject({ status: 'done', format: 'pdf', last_path: `/Podium/decks/${deck.slug}.pdf` });
    const pdf = await readBack(`/Podium/decks/${deck.slug}.pdf`);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageTexts(tempFile(pdf, 'synced.pdf')).join('\n')).toContain('Bravo body');
  }, 180_000);

  it('sync on save: a burst of saves makes one push once saves settle', async () => {
    const c = await connectedUser();
    const deck = await deckWithSlides(c, '<section><p>Version one</p></section>');
    await c.put(`/api/v1/decks/${deck.id}/sync.json`, { sync: { format: 'zip', sync_on_save: true } });
    const before = puts;
    let version = deck.version;
    for (const text of ['Version two', 'Version three', 'Version four']) {
      const saved = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { data: `<section><p>${text}</p></section>`, version } });
      expect(saved.statusCode).toBe(200);
      version = saved.json().deck.version;
    }
    expect((await c.get(`/api/v1/decks/${deck.id}/sync.json`)).json().sync.status).toBe('pending');
    expect(await settled(c, deck.id, 60_000)).toMatchObject({ status: 'done' });
    expect(puts - before).toBe(1);
    const zip = await JSZip.loadAsync(await readBack(`/Podium/decks/${deck.slug}.zip`));
    expect(await zip.file(/index\.html$/)[0]!.async('string')).toContain('Version four');
  }, 90_000);

  it('the storage down: the status shows the error, and a later push recovers', async () => {
    const c = await connectedUser();
    const deck = await deckWithSlides(c);
    await c.put(`/api/v1/decks/${deck.id}/sync.json`, { sync: { format: 'zip', sync_on_save: false } });
    const port = davPort;
    await dav.stopAsync();
    try {
      await c.post(`/api/v1/decks/${deck.id}/export.json`);
      expect(await settled(c, deck.id)).toMatchObject({ status: 'failed', last_error: SYNC_MESSAGES.unreachable, last_synced_at: null });
    } finally {
      await startDav(port);
    }
    await c.post(`/api/v1/decks/${deck.id}/export.json`);
    const recovered = await settled(c, deck.id);
    expect(recovered).toMatchObject({ status: 'done', last_error: null });
    expect((await readBack(`/Podium/decks/${deck.slug}.zip`)).subarray(0, 2).toString()).toBe('PK');
  }, 90_000);

  it('only users who may export the deck may sync it; without a storage the push says to connect one', async () => {
    const owner = await connectedUser();
    const deck = await deckWithSlides(owner);
    expect((await owner.post(`/api/v1/decks/${deck.id}/publish.json`, { visibility: 'all' })).statusCode).toBe(200);
    const viewer = await connectedUser();
    expect((await viewer.get(`/api/v1/decks/${deck.id}/sync.json`)).statusCode).toBe(403);
    expect((await viewer.put(`/api/v1/decks/${deck.id}/sync.json`, { sync: { format: 'pdf', sync_on_save: true } })).statusCode).toBe(403);
    expect((await viewer.post(`/api/v1/decks/${deck.id}/export.json`)).statusCode).toBe(403);
    const anonymous = browser();
    await anonymous.open();
    expect((await anonymous.post(`/api/v1/decks/${deck.id}/export.json`)).statusCode).toBe(401);

    const unconnected = browser();
    await unconnected.signUp();
    const own = await deckWithSlides(unconnected);
    const status = (await unconnected.get(`/api/v1/decks/${own.id}/sync.json`)).json();
    expect(status).toEqual({ sync: null, storage_connected: false });
    await unconnected.post(`/api/v1/decks/${own.id}/export.json`, { sync: { format: 'zip' } });
    expect(await settled(unconnected, own.id)).toMatchObject({ status: 'failed', last_error: SYNC_MESSAGES.notConnected });
    const bad = await unconnected.put(`/api/v1/decks/${own.id}/sync.json`, { sync: { format: 'pptx', sync_on_save: 'yes' } });
    expect(bad.statusCode).toBe(422);
  }, 90_000);
});

describe('secrets in logs', () => {
  it('nothing the app logged while connecting, pushing and failing carries the password', () => {
    expect(logged.some((args) => /deck sync failed/.test(JSON.stringify(args)))).toBe(true);
    const text = JSON.stringify(logged, (_key, value) => (value instanceof Error ? { ...value, message: value.message, stack: value.stack } : value));
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(Buffer.from(`alice:${PASSWORD}`).toString('base64'));
  });
});
