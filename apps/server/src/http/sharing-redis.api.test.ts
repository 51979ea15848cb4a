import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { LINK_PASSWORD_LIMITS, MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';
import { RedisGuardStore } from '../infra/guards/guardStore.js';
import type { MailMessage } from '../mail/mailer.js';

// Two server processes' worth of apps sharing one database and one Redis (CI sets REDIS_URL=redis://127.0.0.1:6379):
// sharing's guards must hold whichever process a request reaches. Without REDIS_URL each process guards alone, so
// there is nothing to test here; share-links.api.test.ts covers the single-process behaviour.
const redisUrl = process.env.REDIS_URL;
const prefix = `podium-test-${randomUUID()}:`;

describe.runIf(Boolean(redisUrl))('sharing guards across processes (needs REDIS_URL, skipped without it)', () => {
  let a: TestServer;
  let b: TestServer;
  let redis: Redis;
  /** Messages A's mail job delivered (B's are in b.mail). */
  const sentByA: MailMessage[] = [];

  beforeAll(async () => {
    // Redis is shared with other test runs: a prefix of our own keeps their keys and ours apart. Processes behind one
    // balancer share the session secret (README "Running at scale"), so a browser's CSRF token works on both.
    const env = { REDIS_URL: redisUrl!, REDIS_PREFIX: prefix, SESSION_SECRET: randomUUID() + randomUUID() };
    a = await startTestServer(env, { mailer: { send: async (message) => { sentByA.push(message); } } });
    b = await startTestServer(env, { database: a.database });
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await b?.app.close();
    await a?.close();
    // Leave nothing behind in the shared Redis.
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  /** A pro owner's private deck (created on A) with one link carrying these settings. */
  async function privateDeckWithLink(settings: Record<string, unknown>) {
    const { c, me, deck } = await ownerWithDeck(a, 'pro', { visibility: 'self', title: 'Across processes' });
    const created = (await c.post(`/api/v1/decks/${deck.id}/access_tokens.json`, {})).json().access_token;
    const link = (await c.put(`/api/v1/decks/${deck.id}/access_tokens/${created.id}.json`, { access_token: settings })).json().access_token;
    return { owner: c, me, deck, link: link as { id: number; token: string }, show: `/api/v1/users/${me.username}/decks/${deck.slug}.json` };
  }

  const unlock = (client: TestClient, link: { id: number; token: string }, password: string) =>
    client.post(`/api/v1/access_tokens/${link.id}.json`, { access_token: { token: link.token, password } });

  it('limits wrong link passwords per address over both processes together', async () => {
    const { link } = await privateDeckWithLink({ password: 'correct horse' });
    const onA = new TestClient(a.app);
    await onA.open();
    onA.address = '10.9.0.1';
    const onB = onA.onApp(b.app);
    // Half the allowed guesses through each process: neither alone reached the limit, together they did.
    for (let i = 0; i < LINK_PASSWORD_LIMITS.perClient.requests; i += 1) {
      expect((await unlock(i % 2 ? onB : onA, link, `guess ${i}`)).statusCode).toBe(401);
    }
    for (const client of [onA, onB]) {
      const limited = await unlock(client, link, 'correct horse');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe(MESSAGES.tooManyRequests);
    }
  });

  it('limits wrong link passwords per link over both processes and many addresses', async () => {
    const { link } = await privateDeckWithLink({ password: 'correct horse' });
    const onA = new TestClient(a.app);
    await onA.open();
    const onB = onA.onApp(b.app);
    for (let i = 0; i < LINK_PASSWORD_LIMITS.perLink.requests; i += 1) {
      const client = i % 2 ? onB : onA;
      client.address = `10.8.${Math.floor(i / 5)}.${i % 5}`;
      expect((await unlock(client, link, `guess ${i}`)).statusCode).toBe(401);
    }
    onB.address = '10.8.99.1';
    expect((await unlock(onB, link, 'correct horse')).statusCode).toBe(429);
  });

  it('counts a browser once whichever process serves it, and e-mails the first view exactly once', async () => {
    const { owner, me, deck, link, show } = await privateDeckWithLink({ notify_on_view: true });
    const mailsBefore = [...b.mail, ...sentByA].filter((m) => m.to === me.email).length;
    const url = `${show}?token=${link.token}`;
    // Each browser keeps its cookies (its viewer id) whichever process answers; onApp carries them over.
    const first = new TestClient(a.app);
    const second = new TestClient(a.app);
    const on = (browser: TestClient, app: TestServer) => (app === a ? browser : browser.onApp(b.app)).get(url);
    // Two browsers open the link at the same moment, each reloading through the other process behind the balancer.
    const views = await Promise.all([first, second].map(async (browser) => [await on(browser, a), await on(browser, b)]));
    for (const view of views.flat()) expect(view.statusCode).toBe(200);
    const listed = async () => (await owner.get(`/api/v1/decks/${deck.id}/access_tokens.json`)).json().results[0];
    await expect.poll(async () => (await listed()).deck_view_count).toBe(2);
    await on(first, b);
    await on(second, a);
    // Views are counted by queue jobs, which either process may run; the owner's mail arrives through one of them.
    const mailsTo = () => [...b.mail, ...sentByA].filter((m) => m.to === me.email);
    await expect.poll(() => mailsTo().length).toBeGreaterThan(mailsBefore);
    expect((await listed()).deck_view_count).toBe(2);
    const mails = mailsTo().slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your link "Link" was just opened');
  });

  it('takes one e-mail share per user at a time over both processes', async () => {
    const { c: onA, me, deck } = await ownerWithDeck(a, 'default');
    const onB = onA.onApp(b.app);
    const share = (client: TestClient, to: string) =>
      client.post(`/api/v1/decks/${deck.id}/deck_shares`, { deck_share: { emails: to, from: 'me', body: 'look' } });
    // A share in flight on A holds the user's lock in Redis (queueing its mails); B must wait for it.
    const holder = await a.app.podium.guards.claim(`email-share:${me.id}`, 60_000);
    expect(holder).toBeTruthy();
    const second = await share(onB, 'fast@example.test');
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toBe(MESSAGES.emailShareBusy);
    await a.app.podium.guards.release(`email-share:${me.id}`, holder!);
    // Done on A: B may send again.
    expect((await share(onB, 'later@example.test')).statusCode).toBe(200);
    await expect.poll(() => [...b.mail, ...sentByA].map((m) => m.to)).toContain('later@example.test');
  });
});

describe.runIf(Boolean(redisUrl))('RedisGuardStore (needs REDIS_URL, skipped without it)', () => {
  let redis: Redis;
  let store: RedisGuardStore;
  beforeAll(() => { redis = new Redis(redisUrl!); store = new RedisGuardStore(redis, `${prefix}store:`); });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}store:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('slides windows and keeps keys apart', async () => {
    const now = Date.now();
    await Promise.all([store.addRecent('w', 60_000, now - 1000), store.addRecent('w', 60_000, now), store.addRecent('w', 60_000, now)]);
    await store.addRecent('other', 60_000, now);
    expect(await store.countRecent('w', 60_000, now)).toBe(3);
    expect(await store.countRecent('w', 500, now)).toBe(2); // the older event is outside a shorter window
    expect(await store.countRecent('other', 60_000, now)).toBe(1);
    expect(await redis.pttl(`${prefix}store:guard:w`)).toBeGreaterThan(0); // the window expires on its own
  });

  it('claims exclusively until expiry or release by the holder', async () => {
    const holder = (await store.claim('c', 60_000))!;
    expect(holder).toEqual(expect.any(String));
    expect(await store.claim('c', 60_000)).toBeNull();
    await store.release('c', 'someone else');
    expect(await store.claim('c', 60_000)).toBeNull();
    await store.release('c', holder);
    expect(await store.claim('c', 60_000)).not.toBeNull();
    expect(await store.claim('short', 50)).not.toBeNull();
    // A claim expires on Redis's own clock, which the test cannot drive: wait for the expiry, not for a guessed time.
    await expect.poll(() => store.claim('short', 50), { timeout: 2000, interval: 10 }).not.toBeNull();
  });
});
