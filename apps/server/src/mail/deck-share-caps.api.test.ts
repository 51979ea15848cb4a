/** E-mail share abuse caps: a subject the sender does not write, recipients per request and per day by plan, shares per deck per hour. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_SHARE_CAPS, EMAIL_SHARE_DECK_LIMIT, MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const share = (c: TestClient, deckId: number, emails: string[], from = 'Me') =>
  c.post(`/api/v1/decks/${deckId}/deck_shares`, { deck_share: { emails: emails.join(','), from, body: 'Look' } });
let clientNumber = 0;
/** A sharer on its own client address: the route's per-address rate limit is not what these tests measure. */
async function sharer(plan: 'default' | 'pro', deck: Record<string, unknown> = {}) {
  const made = await ownerWithDeck(server, plan, deck);
  clientNumber += 1;
  made.c.address = `10.1.0.${clientNumber}`;
  return made;
}
const addresses = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}${i}@example.test`);

describe('e-mail share caps', () => {
  it('builds the subject from the sender\'s username and the deck title, never from what the sender writes in From', async () => {
    const { c, me, deck } = await sharer('default', { title: 'CHEAP PILLS' });
    expect((await share(c, deck.id, ['one@example.test'], 'WIN A PRIZE\r\nBcc: all@example.test')).statusCode).toBe(200);
    const sent = await server.mailTo('one@example.test');
    expect(sent.map((m) => m.subject)).toEqual([MESSAGES.deckShareSubject(me.username, 'CHEAP PILLS')]);
    expect(sent[0]!.replyTo).toBe(me.email);
  });

  it('keeps a long or multi-line deck title to one capped line of the subject', async () => {
    const { c, me, deck } = await sharer('default', { title: 'Line one' });
    const title = `Q3\r\nBcc: all@example.test ${'x'.repeat(150)}`;
    const saved = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { version: deck.version, title } });
    expect(saved.statusCode).toBe(200);
    expect((await share(c, deck.id, ['two@example.test'])).statusCode).toBe(200);
    const [mail] = await server.mailTo('two@example.test');
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.subject.startsWith(`${me.username} shared “Q3 Bcc: all@example.test xxx`)).toBe(true);
    expect(mail!.subject.length).toBeLessThan(`${me.username} shared “” with you on Podium`.length + 101);
  });

  it.each(['default', 'pro'] as const)('caps recipients per request on the %s plan, sending nothing above it', async (plan) => {
    const { c, deck } = await sharer(plan);
    const max = EMAIL_SHARE_CAPS[plan].perRequest;
    const tooMany = await share(c, deck.id, addresses(max + 1, `over-${plan}-`));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.emails).toEqual([MESSAGES.emailShareTooManyRecipients(max)]);
    const atCap = await share(c, deck.id, addresses(max, `cap-${plan}-`));
    expect(atCap.json().sent).toBe(max);
    // Mail leaves in the order it was queued: once the last of these arrived, anything of the refused request would have.
    await server.mailTo(`cap-${plan}-${max - 1}@example.test`);
    expect(server.mail.some((m) => m.to.startsWith(`over-${plan}-`))).toBe(false);
  });

  it('caps recipients per user per day', async () => {
    const { c, deck } = await sharer('default');
    const { perRequest, perDay } = EMAIL_SHARE_CAPS.default;
    let round = 0;
    for (let sent = 0; sent < perDay; sent += perRequest, round += 1) {
      expect((await share(c, deck.id, addresses(perRequest, `day${round}-`))).statusCode).toBe(200);
    }
    const over = await share(c, deck.id, ['late@example.test']);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe(MESSAGES.emailShareDailyLimit(perDay));
    // Mail leaves in the order it was queued: once the last allowed one arrived, a queued refused one would follow.
    await server.mailTo(`day${round - 1}-${perRequest - 1}@example.test`);
    expect(server.mail.some((m) => m.to === 'late@example.test')).toBe(false);
  });

  it('limits shares of one deck per hour, whoever sends them', async () => {
    const { c, deck } = await sharer('pro');
    for (let i = 0; i < EMAIL_SHARE_DECK_LIMIT.requests; i += 1) {
      expect((await share(c, deck.id, [`hour${i}@example.test`])).statusCode).toBe(200);
    }
    const other = new TestClient(server.app);
    other.address = '10.2.0.1';
    await other.signUp();
    const refused = await share(other, deck.id, ['more@example.test']);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(MESSAGES.emailShareDeckLimit);
    // Another deck of the same owner is not affected.
    const second = (await c.post('/api/v1/decks.json', { deck: { title: 'Second' } })).json().deck;
    expect((await share(c, second.id, ['second@example.test'])).statusCode).toBe(200);
  });
});
