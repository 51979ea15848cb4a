/**
 * Typing together on two real server processes (the built server started twice on one PostgreSQL database and one
 * Redis, as the README's "Running at scale" runs it): one person's editor on each, typing into one text block at
 * once, end with identical text everywhere; then one process is killed (SIGKILL) while its editor types, and every
 * keystroke it had acknowledged is in the saved deck, which the other process goes on editing.
 * Needs DATABASE_URL and REDIS_URL (the PostgreSQL pass); skipped on PGlite, where one process owns the database.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { createBlock, type DeckDocument } from '@podium/deck';
import { ensureBuilt, exited, HttpClient, startServerProcess, type ServerProcess } from '../test/server-process.js';
import { joinDeck, SimEditor, SimTypist } from '../test/coedit-fixtures.js';
import { uniqueName } from '../test/harness.js';
import { processDatabase } from '../test/process-database.js';

const baseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!baseUrl || !redisUrl)('typing together on two server processes, one of them killed', () => {
  const database = processDatabase('coedit_processes');
  const { databaseUrl } = database;
  const redisPrefix = `podium-test-${randomUUID()}:`;
  const folders: string[] = [];
  const sockets: Socket[] = [];
  let processes: ServerProcess[] = [];

  const folder = (prefix: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
  const editorSocket = async (server: ServerProcess, cookie: string) => {
    const socket = connect(`${server.url}/editor`, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { cookie } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const savedDeck = async (client: HttpClient, deckId: number) =>
    (await (await client.get(`/api/v1/decks/${deckId}.json`)).json()).deck as { version: number; document: DeckDocument };
  const savedHtml = async (client: HttpClient, deckId: number) =>
    ((await savedDeck(client, deckId)).document.slides[0]!.blocks[0]!.props as { html: string }).html;

  beforeAll(async () => {
    ensureBuilt();
    await database.create();
    const shared = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl!, REDIS_PREFIX: redisPrefix, SESSION_SECRET: randomBytes(32).toString('base64') };
    processes = await Promise.all(['a', 'b'].map((name) => startServerProcess({
      ...shared, DATA_DIR: folder(`podium-coedit-${name}-`), TMPDIR: folder(`podium-coedit-${name}-tmp-`),
    })));
  }, 300_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const server of processes) {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
    await database.drop();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('ends with identical text on both, and keeps every acknowledged keystroke after kill -9 of one', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const onA = new HttpClient(a.url);
    await onA.signUp(uniqueName());
    const onB = onA.at(b.url);
    const { deck } = await (await onA.post('/api/v1/decks.json', { deck: { title: 'Typed on two machines' } })).json();
    const block = createBlock('text', { props: { html: '<p>Hello world</p>' } });
    const saved = await onA.put(`/api/v1/decks/${deck.id}.json`, { deck: { version: deck.version, document: { ...deck.document, slides: [{ ...deck.document.slides[0], blocks: [block] }] } } });
    expect(saved.status).toBe(200);
    const { version, document } = (await saved.json()).deck as { version: number; document: DeckDocument };
    const slideId = document.slides[0]!.id;
    const cookie = `podium_session=${onA.cookie('podium_session')}`;

    // The same person in two tabs, each tab's editor on a different process.
    const sa = await editorSocket(a, cookie);
    const sb = await editorSocket(b, cookie);
    expect(await joinDeck(sa, deck.id)).toMatchObject({ ok: true, canEdit: true });
    expect(await joinDeck(sb, deck.id)).toMatchObject({ ok: true, canEdit: true });
    const ea = new SimEditor(sa, deck.id, document, version);
    const eb = new SimEditor(sb, deck.id, document, version);
    const anna = new SimTypist(ea, slideId, block.id);
    const olga = new SimTypist(eb, slideId, block.id);

    await Promise.all([anna.type('ANNA ', 0), olga.type(' OLGA', 'end')]);
    expect(await savedHtml(onB, deck.id)).toBe('<p>ANNA Hello world OLGA</p>');
    await vi.waitFor(() => expect(anna.visible).toBe('ANNA Hello world OLGA'));
    await vi.waitFor(() => expect(olga.visible).toBe('ANNA Hello world OLGA'));

    // A types on; its process is killed part way.
    const typing = anna.type('abcdefghijklmnopqrstuvwxyz', 'end').catch(() => undefined);
    await vi.waitFor(() => expect(anna.acknowledged.length).toBeGreaterThanOrEqual(5 + 5 + 8), { timeout: 20_000, interval: 5 });
    a.child.kill('SIGKILL');
    await exited(a.child);
    await typing;
    const acknowledged = anna.acknowledged.slice(5).join('');
    expect(acknowledged.length).toBeGreaterThanOrEqual(8);
    expect(await savedHtml(onB, deck.id)).toContain(`ANNA Hello world OLGA${acknowledged}`);

    // The other process goes on: B's editor has every keystroke A's process acknowledged, and types after them.
    await vi.waitFor(() => expect(olga.visible).toContain(`OLGA${acknowledged}`));
    // An op A's process committed but was killed before sending on leaves a gap, which the editor catches up on
    // (before typing on here, so "end" is after it).
    await eb.catchUp();
    await olga.type('!!', 'end');
    const final = await savedDeck(onB, deck.id);
    expect((final.document.slides[0]!.blocks[0]!.props as { html: string }).html).toMatch(new RegExp(`^<p>ANNA Hello world OLGA${acknowledged}[a-z]?!!</p>$`));
    expect(eb.doc).toEqual(final.document);
  }, 120_000);
});
