import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LINK_PASSWORD_LIMITS, MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { html, ownerWithDeck } from '../test/sharing-fixtures.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const visitor = async () => { const c = new TestClient(server.app); await c.open(); return c; };

/** A pro owner's private deck with one link carrying these settings. */
async function privateDeckWithLink(settings: Record<string, unknown> = {}) {
  const { c, me, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self', title: 'Secret plans' });
  let link = (await c.post(`/api/v1/decks/${deck.id}/access_tokens.json`, {})).json().access_token;
  if (Object.keys(settings).length) {
    link = (await c.put(`/api/v1/decks/${deck.id}/access_tokens/${link.id}.json`, { access_token: settings })).json().access_token;
  }
  const show = `/api/v1/users/${me.username}/decks/${deck.slug}.json`;
  return { owner: c, me, deck, link, show, fullscreen: `/${me.username}/${deck.slug}/fullscreen` };
}

describe('opening a private deck with ?token=', () => {
  it('grants viewing on the API, data.json and the player; guessed or other decks\' tokens do not', async () => {
    const { deck, link, show, fullscreen } = await privateDeckWithLink();
    const v = await visitor();
    expect((await v.get(show)).statusCode).toBe(404);
    expect((await v.get(`${show}?token=${link.token}`)).json().deck.title).toBe('Secret plans');
    expect((await v.get(`/api/v1/decks/${deck.id}.json?token=${link.token}`)).statusCode).toBe(200);
    expect((await v.get(`/api/v1/decks/${deck.id}/data.json?token=${link.token}`)).json().data).toContain('<section');
    const page = await html(v, `${fullscreen}?token=${link.token}`);
    expect(page.headers['content-security-policy']).toMatch(/^sandbox allow-scripts/);
    expect(page.body).toContain('Secret plans');
    // A viewer link reads; it does not write.
    expect((await v.put(`/api/v1/decks/${deck.id}.json?token=${link.token}`, { deck: { title: 'x', version: 1 } })).statusCode).toBe(404);

    const guessed = `${link.token.slice(0, -4)}AAAA`;
    expect((await v.get(`${show}?token=${guessed}`)).statusCode).toBe(404);
    const other = await privateDeckWithLink();
    expect((await v.get(`${show}?token=${other.link.token}`)).statusCode).toBe(404);
    expect((await v.get(`/api/v1/decks/${deck.id}.json?token=`)).statusCode).toBe(404);
  });

  it('stops working once the link is deleted or the deck trashed', async () => {
    const { owner, deck, link, show } = await privateDeckWithLink();
    const v = await visitor();
    expect((await v.get(`${show}?token=${link.token}`)).statusCode).toBe(200);
    await owner.post(`/api/v1/decks/${deck.id}/trash.json`);
    expect((await v.get(`${show}?token=${link.token}`)).statusCode).toBe(404);
    await owner.post(`/api/v1/decks/${deck.id}/recover.json`);
    await owner.delete(`/api/v1/decks/${deck.id}/access_tokens/${link.id}.json`);
    expect((await v.get(`${show}?token=${link.token}`)).statusCode).toBe(404);
  });

  it('embed-only links open only the player, which only whitelisted sites may frame', async () => {
    const { link, show, fullscreen } = await privateDeckWithLink({ embed_only: true, embed_domain_whitelist: 'https://blog.example.com, 127.0.0.1:4000' });
    const v = await visitor();
    expect((await v.get(`${show}?token=${link.token}`)).statusCode).toBe(404);
    const page = await html(v, `${fullscreen}?token=${link.token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self' https://blog.example.com 127.0.0.1:4000");
  });

  it('counts views of the link once per browser and e-mails the owner on the first view when asked to', async () => {
    const { owner, me, deck, link, show } = await privateDeckWithLink({ notify_on_view: true });
    const before = server.mail.filter((m) => m.to === me.email).length;
    const v = await visitor();
    await v.get(`${show}?token=${link.token}`);
    await v.get(`${show}?token=${link.token}`); // a reload is not a new view
    const other = new TestClient(server.app);
    await other.request('GET', `${show}?token=${link.token}`, undefined, { 'user-agent': 'another browser' });
    await owner.get(`${show}?token=${link.token}`); // the owner checking the link is not a view
    // Views are counted by a queue job after the answer.
    const listed = async () => (await owner.get(`/api/v1/decks/${deck.id}/access_tokens.json`)).json().results[0];
    await expect.poll(async () => (await listed()).deck_view_count).toBe(2);
    expect(Date.parse((await listed()).first_viewed_at)).toBeGreaterThan(Date.now() - 60_000);
    // Views through a link of a public deck count too.
    await owner.post(`/api/v1/decks/${deck.id}/publish.json`, { visibility: 'all' });
    await (await visitor()).request('GET', `${show}?token=${link.token}`, undefined, { 'user-agent': 'third browser' });
    await expect.poll(async () => (await listed()).deck_view_count).toBe(3);
    await server.mailTo(me.email, before + 1);
    const mails = server.mail.filter((m) => m.to === me.email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your link "Link" was just opened');
    expect(mails[0]!.text).toContain(`/${me.username}/${deck.slug}`);
  });
});

/** The podium_viewer Set-Cookie header of a response, if it sets one. */
const viewerCookie = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie'] ?? []].flat().map(String).find((cookie) => cookie.startsWith('podium_viewer='));

describe('link view counts', () => {
  it('count people, not networks: three browsers behind one address are three views, one browser twice is one', async () => {
    const { owner, deck, link, show } = await privateDeckWithLink();
    const url = `${show}?token=${link.token}`;
    const browsers = [0, 1, 2].map(() => {
      const c = new TestClient(server.app);
      c.address = '10.4.0.1';
      return c;
    });
    for (const browser of browsers) {
      const response = await browser.get(url);
      expect(response.statusCode).toBe(200);
      // The viewer id is the browser's alone: not readable by scripts.
      expect(viewerCookie(response)).toMatch(/^podium_viewer=[\w-]{22,};.*HttpOnly/i);
    }
    const again = await browsers[0]!.get(url); // the first browser once more
    expect(again.statusCode).toBe(200);
    expect(viewerCookie(again)).toBeUndefined();
    const listed = async () => (await owner.get(`/api/v1/decks/${deck.id}/access_tokens.json`)).json().results[0];
    await expect.poll(async () => (await listed()).deck_view_count).toBe(3);
    // A fourth browser's view is counted after the repeat was handled: had the repeat counted, this would say 5.
    const fourth = new TestClient(server.app);
    fourth.address = '10.4.0.1';
    await fourth.get(url);
    await expect.poll(async () => (await listed()).deck_view_count).toBe(4);
    expect((await listed()).deck_view_count).toBe(4);
  });
});

describe('password links', () => {
  it('ask for the password (401 on the API, the deck page from the player), then stay unlocked for the session', async () => {
    const { link, show, fullscreen, deck } = await privateDeckWithLink({ password: 'open sesame' });
    const v = await visitor();
    const locked = await v.get(`${show}?token=${link.token}`);
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual({ error: MESSAGES.linkPasswordRequired, password_required: true, access_token_id: link.id });
    expect((await v.get(`/api/v1/decks/${deck.id}/data.json?token=${link.token}`)).statusCode).toBe(401);
    const player = await html(v, `${fullscreen}?token=${link.token}`);
    expect(player.statusCode).toBe(303);
    expect(player.headers.location).toBe(`${show.replace('/api/v1/users', '').replace('/decks', '').replace('.json', '')}?token=${link.token}&next=${encodeURIComponent(`${fullscreen}?token=${link.token}`)}`);

    const wrong = await v.post(`/api/v1/access_tokens/${link.id}.json`, { access_token: { token: link.token, password: 'nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors.password).toEqual([MESSAGES.linkPasswordWrong]);
    expect((await v.post(`/api/v1/access_tokens/${link.id}.json`, { access_token: { token: 'x', password: 'open sesame' } })).statusCode).toBe(404);
    const right = await v.post(`/api/v1/access_tokens/${link.id}.json`, { access_token: { token: link.token, password: 'open sesame' } });
    expect(right.statusCode).toBe(200);
    const cookie = right.cookies.find((c) => c.name === 'podium_links') as { httpOnly?: boolean; maxAge?: number; expires?: Date };
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.maxAge ?? cookie.expires).toBeUndefined(); // a session cookie
    expect((await v.get(`${show}?token=${link.token}`)).statusCode).toBe(200);
    expect((await html(v, `${fullscreen}?token=${link.token}`)).statusCode).toBe(200);
    // The unlock is for this browser only.
    expect((await (await visitor()).get(`${show}?token=${link.token}`)).statusCode).toBe(401);
  });

  it('lock again when the password changes, and a forged unlock cookie does nothing', async () => {
    const { owner, deck, link, show } = await privateDeckWithLink({ password: 'first one' });
    const v = await visitor();
    await v.post(`/api/v1/access_tokens/${link.id}.json`, { access_token: { token: link.token, password: 'first one' } });
    expect((await v.get(`${show}?token=${link.token}`)).statusCode).toBe(200);
    await owner.put(`/api/v1/decks/${deck.id}/access_tokens/${link.id}.json`, { access_token: { password: 'second one' } });
    expect((await v.get(`${show}?token=${link.token}`)).statusCode).toBe(401);
    const forged = new TestClient(server.app);
    const response = await forged.request('GET', `${show}?token=${link.token}`, undefined, { cookie: `podium_links=${link.id}.AAAA` });
    expect(response.statusCode).toBe(401);
  });

  it('limit wrong passwords per client on a link (429, even for the right one afterwards)', async () => {
    const { link, show } = await privateDeckWithLink({ password: 'correct horse' });
    const v = await visitor();
    v.address = '10.0.0.1';
    const attempt = (password: string) =>
      v.post(`/api/v1/access_tokens/${link.id}.json`, { access_token: { token: link.token, password } });
    for (let i = 0; i < LINK_PASSWORD_LIMITS.perClient.requests; i += 1) expect((await attempt(`guess ${i}`)).statusCode).toBe(401);
    const limited = await attempt('correct horse');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(MESSAGES.tooManyRequests);
    expect((await v.get(`${show}?token=${link.token}`)).statusCode).toBe(401);
  });

  it('a flood of wrong passwords from one client does not lock another client out of the same link', async () => {
    const { link, show } = await privateDeckWithLink({ password: 'correct horse' });
    const flooder = await visitor();
    flooder.address = '10.2.0.1';
    const other = await visitor();
    other.address = '10.2.0.2';
    const attempt = (c: TestClient, password: string) =>
      c.post(`/api/v1/access_tokens/${link.id}.json`, { access_token: { token: link.token, password } });
    // The flooder guesses as fast as the limits let it for five minutes (well inside the link's window): the clock
    // moves on a minute each time it is refused.
    const start = Date.now();
    let offset = 0;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => start + offset);
    try {
      let refused = 0;
      for (let guess = 0; offset < 5 * 60_000; guess += 1) {
        const status = (await attempt(flooder, `guess ${guess}`)).statusCode;
        expect([401, 429]).toContain(status);
        if (status === 429) {
          refused += 1;
          offset += 60_000;
        }
      }
      expect(refused).toBeGreaterThan(0);
      expect((await attempt(flooder, 'correct horse')).statusCode).toBe(429);
      expect((await attempt(other, 'correct horse')).statusCode).toBe(200);
    } finally {
      clock.mockRestore();
    }
    expect((await other.get(`${show}?token=${link.token}`)).statusCode).toBe(200);
  });

  it('limit wrong passwords per link across addresses', async () => {
    const { link } = await privateDeckWithLink({ password: 'correct horse' });
    const v = await visitor();
    const attempt = (password: string, n: number) => {
      v.address = `10.1.${Math.floor(n / 5)}.${n % 5}`; // a few guesses from each of many addresses
      return v.post(`/api/v1/access_tokens/${link.id}.json`, { access_token: { token: link.token, password } });
    };
    for (let i = 0; i < LINK_PASSWORD_LIMITS.perLink.requests; i += 1) expect((await attempt(`guess ${i}`, i)).statusCode).toBe(401);
    expect((await attempt('correct horse', 999)).statusCode).toBe(429);
    // Other links are not affected.
    const other = await privateDeckWithLink({ password: 'pw' });
    expect((await v.post(`/api/v1/access_tokens/${other.link.id}.json`, { access_token: { token: other.link.token, password: 'pw' } })).statusCode).toBe(200);
  });
});
