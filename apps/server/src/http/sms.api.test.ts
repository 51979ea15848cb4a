// POST sms (SPEC §7): a deck's link or a phone remote texted to a phone number, validated, rate limited per user,
// behind the deck policy, queued and written by the default SMS provider as a file under DATA_DIR/sms.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SMS_RATE_LIMIT } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const sms = (c: TestClient, id: number, body: Record<string, unknown>) => c.post(`/api/v1/decks/${id}/sms`, { sms: body });

/** The text files written to `to` so far (waits until at least `count` exist: the job writes them). */
async function textsTo(to: string, count = 1): Promise<string[]> {
  const dir = path.join(server.config.dataDir, 'sms');
  return vi.waitFor(async () => {
    const names = await readdir(dir).catch(() => [] as string[]);
    const bodies = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
    const found = bodies.filter((body) => body.startsWith(`To: ${to}\n`));
    if (found.length < count) throw new Error(`${found.length} of ${count} texts to ${to}`);
    return found;
  }, { timeout: 15_000, interval: 25 });
}

describe('POST sms', () => {
  it('texts the deck link, normalised to E.164, and writes it as a file', async () => {
    const { c, deck, me } = await ownerWithDeck(server, 'default', { title: 'Quarterly review' });
    const sent = await sms(c, deck.id, { phone: '+1 (415) 555-2671' });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ sms: { to: '+14155552671' }, message: MESSAGES.smsSent('+14155552671') });
    const [text] = await textsTo('+14155552671');
    expect(text).toContain('"Quarterly review" on Podium');
    expect(text).toContain(`${server.config.publicUrl}/${me.username}/${deck.slug}`);
    // The ".json" path of SPEC §7 style and a 00 international prefix work too.
    expect((await c.post(`/api/v1/decks/${deck.id}/sms.json`, { sms: { phone: '0044 20 7946 0958', link: 'deck' } })).statusCode).toBe(202);
    await textsTo('+442079460958');
  });

  it('sends a private link’s token when one is picked', async () => {
    const { c, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    const link = (await c.post(`/api/v1/decks/${deck.id}/access_tokens.json`, { access_token: { name: 'Phone' } })).json().access_token as { id: number; token: string };
    expect((await sms(c, deck.id, { phone: '+61 2 9374 4000', access_token_id: link.id })).statusCode).toBe(202);
    const [text] = await textsTo('+61293744000');
    expect(text).toContain(`?token=${link.token}`);
    expect((await sms(c, deck.id, { phone: '+61 2 9374 4000', access_token_id: 999_999_999 })).statusCode).toBe(404);
  });

  it('texts a new phone remote (speaker link) that opens the deck as presenter', async () => {
    const { c, deck } = await ownerWithDeck(server, 'default');
    expect((await sms(c, deck.id, { phone: '+33 1 42 68 53 00', link: 'speaker' })).statusCode).toBe(202);
    const [text] = await textsTo('+33142685300');
    const match = new RegExp(`/d/${deck.id}/speaker/([\\w-]+)`).exec(text!);
    expect(match).not.toBeNull();
    const opened = await new TestClient(server.app).get(`/api/v1/decks/${deck.id}/speaker/${match![1]}`);
    expect(opened.statusCode).toBe(200);
    expect((await c.get(`/api/v1/decks/${deck.id}/speaker_tokens.json`)).json().total).toBe(1);
  });

  it('refuses numbers that are not valid international numbers with a clear 422', async () => {
    const { c, deck } = await ownerWithDeck(server, 'default');
    for (const phone of ['4155552671', '+1 555', '+999 123 456 789', 'call me', '']) {
      const response = await sms(c, deck.id, { phone });
      expect(response.statusCode, phone).toBe(422);
      if (phone) expect(response.json().errors.phone).toEqual([MESSAGES.smsPhoneInvalid]);
    }
    expect((await sms(c, deck.id, { phone: '+1'.padEnd(40, '5') })).statusCode).toBe(422);
    expect((await sms(c, deck.id, { phone: '+14155552671', link: 'fax' })).statusCode).toBe(422);
    expect((await c.post(`/api/v1/decks/${deck.id}/sms`, { phone: '+14155552671' })).statusCode).toBe(422);
    expect((await c.request('POST', `/api/v1/decks/${deck.id}/sms`, undefined, {}, { raw: '{"sms":' })).statusCode).toBe(400);
  });

  it('goes through the deck policy: 401 signed out, 404 unseen or unknown, 403 for a mere viewer', async () => {
    const { deck } = await ownerWithDeck(server, 'default');
    const { deck: privateDeck } = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await sms(anonymous, deck.id, { phone: '+14155552672' })).statusCode).toBe(401);
    const stranger = new TestClient(server.app);
    await stranger.signUp();
    const viewer = await sms(stranger, deck.id, { phone: '+14155552672' });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().error).toBe(MESSAGES.noPermission('present'));
    expect((await sms(stranger, deck.id, { phone: '+14155552672', link: 'speaker' })).statusCode).toBe(403);
    expect((await sms(stranger, privateDeck.id, { phone: '+14155552672' })).statusCode).toBe(404);
    expect((await sms(stranger, 2_000_000_000, { phone: '+14155552672' })).statusCode).toBe(404);
    expect((await stranger.post('/api/v1/decks/abc/sms', { sms: { phone: '+14155552672' } })).statusCode).toBeLessThan(500);
    const forged = await stranger.request('POST', `/api/v1/decks/${deck.id}/sms`, { sms: { phone: '+14155552672' } }, {}, { csrf: false });
    expect(forged.statusCode).toBe(403);
  });

  it(`limits each user to ${SMS_RATE_LIMIT.requests} texts an hour`, async () => {
    const { c, deck } = await ownerWithDeck(server, 'default');
    for (let i = 0; i < SMS_RATE_LIMIT.requests; i += 1) {
      expect((await sms(c, deck.id, { phone: '+14155552673' })).statusCode).toBe(202);
    }
    const limited = await sms(c, deck.id, { phone: '+14155552673' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(MESSAGES.smsRateLimit(SMS_RATE_LIMIT.requests));
    // Another user is not affected.
    const { c: other, deck: otherDeck } = await ownerWithDeck(server, 'default');
    expect((await sms(other, otherDeck.id, { phone: '+14155552673' })).statusCode).toBe(202);
    await textsTo('+14155552673', SMS_RATE_LIMIT.requests + 1);
  });
});
