import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';
import { startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox.js';

let smtp: SmtpInbox;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  server = await startTestServer({ SMTP_URL: smtp.url }, { realMail: true });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const share = (c: TestClient, deckId: number, deckShare: Record<string, unknown>) =>
  c.post(`/api/v1/decks/${deckId}/deck_shares`, { deck_share: deckShare });

describe('deck_shares', () => {
  it('e-mails each trimmed recipient through SMTP with the private link', async () => {
    const { c, me, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self', title: 'Roadmap <2027>' });
    const link = (await c.post(`/api/v1/decks/${deck.id}/access_tokens.json`, {})).json().access_token;
    const response = await share(c, deck.id, {
      emails: ' ana@example.test ,bo@example.test,, ', from: 'Dana', body: 'Have a look\nbefore Monday', access_token_id: link.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: 2, message: MESSAGES.emailShareSent });
    // The subject names the sender's account and the deck; the From text is in the body; replies go to the sender.
    // The mail job delivers after the answer.
    await expect.poll(() => smtp.messages.filter((m) => m.text.includes('Dana shared a deck with you.')).length).toBe(2);
    const received = smtp.messages.filter((m) => m.text.includes('Dana shared a deck with you.'));
    expect(received.map((m) => m.to)).toEqual([['ana@example.test'], ['bo@example.test']]);
    expect(received.map((m) => m.subject)).toEqual(Array(2).fill(`${me.username} shared “Roadmap <2027>” with you on Podium`));
    expect(received.map((m) => m.replyTo)).toEqual([[me.email], [me.email]]);
    const url = `${server.config.publicUrl}/${me.username}/${deck.slug}?token=${link.token}`;
    expect(received[0]!.text).toContain('Have a look\nbefore Monday');
    expect(received[0]!.text).toContain(url);
    expect(received[0]!.html).toContain('Roadmap &lt;2027&gt;');

    // The link works for the recipient.
    const recipient = new TestClient(server.app);
    await recipient.open();
    const opened = await recipient.get(`/api/v1/users/${me.username}/decks/${deck.slug}.json?token=${link.token}`);
    expect(opened.json().deck.title).toBe('Roadmap <2027>');
  });

  it('validates every field (all required, limits, addresses) before sending anything', async () => {
    const { c, deck } = await ownerWithDeck(server, 'default');
    const before = smtp.messages.length;
    const empty = await share(c, deck.id, { emails: ' , ', from: '', body: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ emails: [MESSAGES.required], from: [MESSAGES.required], body: [MESSAGES.required] });
    const bad = await share(c, deck.id, { emails: 'ana@example.test, not-an-address', from: 'x', body: 'y' });
    expect(bad.json().errors).toEqual({ emails: [MESSAGES.invalidEmail] });
    const long = await share(c, deck.id, { emails: 'a@b.co', from: 'f'.repeat(256), body: 'b'.repeat(2501) });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors).sort()).toEqual(['body', 'from']);
    expect(smtp.messages.length).toBe(before);
  });

  it('needs a signed-in user who may read the deck, and a link of this deck', async () => {
    const { c, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self' });
    const body = { emails: 'a@example.test', from: 'me', body: 'hi' };
    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await share(anonymous, deck.id, body)).statusCode).toBe(401);
    const other = new TestClient(server.app);
    await other.signUp();
    expect((await share(other, deck.id, body)).statusCode).toBe(404);
    const elsewhere = await ownerWithDeck(server, 'pro');
    const foreignLink = (await elsewhere.c.post(`/api/v1/decks/${elsewhere.deck.id}/access_tokens.json`, {})).json().access_token;
    expect((await share(c, deck.id, { ...body, access_token_id: foreignLink.id })).statusCode).toBe(404);
    // A public deck may be shared by any signed-in reader.
    expect((await share(other, elsewhere.deck.id, body)).statusCode).toBe(200);
  });

  it('takes one request at a time per user', async () => {
    const { c, me, deck } = await ownerWithDeck(server, 'default');
    // A share in flight holds the user's lock while it counts and queues its mails.
    const holder = await server.app.podium.guards.claim(`email-share:${me.id}`, 60_000);
    const second = await share(c, deck.id, { emails: 'fast@example.test', from: 'me', body: 'two' });
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toBe(MESSAGES.emailShareBusy);
    await server.app.podium.guards.release(`email-share:${me.id}`, holder!);
    expect((await share(c, deck.id, { emails: 'fast@example.test', from: 'me', body: 'two' })).statusCode).toBe(200);
  });

  // PGlite only: on PostgreSQL every test server of the run shares one job queue (as processes behind a balancer do),
  // so the retry may be delivered by another file's server through its own mailer, never reaching this inbox.
  it.skipIf(Boolean(process.env.DATABASE_URL))('keeps a mail through an SMTP outage: the server refuses, then accepts, and the mail arrives', async () => {
    const flaky = await startSmtpInbox();
    const outage = flaky.refuse();
    const queued = await startTestServer({ SMTP_URL: flaky.url }, { realMail: true, jobs: { mailRetryDelaySeconds: 1 } });
    try {
      const { c, deck } = await ownerWithDeck(queued, 'default');
      const response = await share(c, deck.id, { emails: 'patient@example.test', from: 'me', body: 'through the outage' });
      // The share is queued: the answer does not wait for (or depend on) the SMTP server.
      expect(response.statusCode).toBe(200);
      await expect.poll(() => outage.refused, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(flaky.messages).toHaveLength(0);
      outage.end();
      await expect.poll(() => flaky.messages.map((m) => m.to), { timeout: 30_000 }).toEqual([['patient@example.test']]);
      expect(flaky.messages[0]!.text).toContain('through the outage');
    } finally {
      await queued.close();
      await flaky.close();
    }
    // Its own server start, a refusal and a retry with backoff: more than the default 30 s on a loaded CI machine.
  }, 90_000);
});
