/**
 * The anonymous hot path below Fastify (fast-path.ts) answers exactly what Fastify answers for the same request —
 * status, body and headers — and leaves everything else to Fastify: a private or trashed deck, a visitor with a
 * cookie, a share link, a query string. These requests go over a real socket, as the hot path is never reached by
 * fastify.inject.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { baseUrl } from '../test/live-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => { await server.close(); });

/** Headers that differ between any two answers (the clock, the connection) or that only Fastify adds on its own. */
const VARYING = new Set(['date', 'connection', 'keep-alive']);

/** A fresh CSRF seed, random in every answer that has one (Fastify's pages for a visitor without a cookie). */
const unseeded = (text: string) => text.replace(/(csrf-token" content="|podium_csrf=)[\w-]+/g, '$1<seed>');

/** A response as comparable data: status, body and headers (lower-cased names, varying ones left out). */
function comparable(status: number, body: string, headers: Record<string, unknown>) {
  const kept = Object.entries(headers).filter(([name]) => !VARYING.has(name.toLowerCase()))
    .map(([name, value]) => [name.toLowerCase(), unseeded(String(value))]);
  return { status, body: unseeded(body), headers: Object.fromEntries(kept.sort(([a], [b]) => String(a).localeCompare(String(b)))) };
}

/** The same GET over the socket (the hot path may answer) and through fastify.inject (Fastify always answers). */
async function bothWays(url: string, headers: Record<string, string> = {}) {
  const overSocket = await fetch(baseUrl(server.app) + url, { headers, redirect: 'manual' });
  const socketHeaders: Record<string, string> = {};
  overSocket.headers.forEach((value, name) => { socketHeaders[name] = value; });
  const injected = await server.app.inject({ method: 'GET', url, headers });
  return {
    socket: comparable(overSocket.status, await overSocket.text(), socketHeaders),
    fastify: comparable(injected.statusCode, injected.body, injected.headers),
  };
}

async function publicDeck() {
  const owner = new TestClient(server.app);
  const me = await owner.signUp();
  const deck = (await owner.post('/api/v1/decks.json', { deck: { title: 'Hot path' } })).json().deck as { id: number; slug: string; version: number };
  const saved = await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { data: '<section><h2>Fast</h2></section>', version: deck.version } });
  expect(saved.statusCode).toBe(200);
  return { owner, me, deck: { ...deck, version: saved.json().deck.version as number }, base: `/${me.username}/${deck.slug}` };
}

const PAGES = ['', '/kiosk', '/review', '/fullscreen', '/embed'];

describe('the anonymous hot path below Fastify', () => {
  it('answers a warm public deck\'s show, kiosk, review, fullscreen and embed pages exactly as Fastify does', async () => {
    const { base } = await publicDeck();
    await fetch(baseUrl(server.app) + base); // the first (cold) load warms the deck cache
    const answeredBefore = server.app.fastPaths.answered;
    for (const page of PAGES) {
      const { socket, fastify } = await bothWays(base + page, { 'user-agent': 'hot path test' });
      expect(socket.status, page).toBe(200);
      expect(socket, page).toEqual(fastify);
    }
    expect(server.app.fastPaths.answered - answeredBefore).toBe(PAGES.length);
  });

  it('answers 404 through Fastify once the deck is private, trashed, or for a user that does not exist', async () => {
    const { owner, me, deck, base } = await publicDeck();
    for (const page of PAGES) expect((await fetch(baseUrl(server.app) + base + page)).status, page).toBe(200);
    await server.database.db.update(users).set({ accountType: 'pro' }).where(eq(users.id, me.id));
    expect((await owner.put(`/api/v1/decks/${deck.id}.json`, { deck: { visibility: 'self', version: deck.version } })).statusCode).toBe(200);
    for (const page of PAGES) {
      const { socket, fastify } = await bothWays(base + page);
      expect(socket.status, page).toBe(404);
      expect(socket, page).toEqual(fastify);
    }
    const other = await publicDeck();
    expect((await fetch(baseUrl(server.app) + other.base)).status).toBe(200);
    expect((await other.owner.post(`/api/v1/decks/${other.deck.id}/trash.json`, {})).statusCode).toBeLessThan(300);
    for (const page of PAGES) expect((await fetch(baseUrl(server.app) + other.base + page)).status, page).toBe(404);
    expect((await fetch(`${baseUrl(server.app)}/nobody${Date.now()}/${other.deck.slug}`)).status).toBe(404);
  });

  it('leaves a visitor with a cookie or a query string to Fastify (the signed-in owner gets their own page)', async () => {
    const { owner, me, base } = await publicDeck();
    await fetch(baseUrl(server.app) + base);
    const answeredBefore = server.app.fastPaths.answered;
    const signedIn = await fetch(baseUrl(server.app) + base, { headers: { cookie: `podium_session=${owner.cookie('podium_session')}` } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain(me.username);
    const withQuery = await fetch(`${baseUrl(server.app)}${base}/embed?style=light`);
    expect(withQuery.status).toBe(200);
    expect(await withQuery.text()).toContain('light');
    expect(server.app.fastPaths.answered).toBe(answeredBefore);
  });

  it('leaves team hosts to Fastify, which resolves their team (an unknown team answers 404)', async () => {
    const { base } = await publicDeck();
    await fetch(baseUrl(server.app) + base);
    const answeredBefore = server.app.fastPaths.answered;
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const { port } = server.app.server.address() as { port: number };
      httpRequest({ host: '127.0.0.1', port, path: base, headers: { host: `noteam${Date.now()}.localhost` } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on('error', reject).end();
    });
    expect(status).toBe(404);
    expect(server.app.fastPaths.answered).toBe(answeredBefore);
  });
});
