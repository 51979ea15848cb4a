import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
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
    // The subject is the product's own; the sender's name is in the body.
    const received = smtp.messages.filter((m) => m.subject === MESSAGES.deckShareSubject && m.text.includes('Dana shared a deck with you.'));
    expect(received.map((m) => m.to)).toEqual([['ana@example.test'], ['bo@example.test']]);
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
    const { c, deck } = await ownerWithDeck(server, 'default');
    const release = smtp.hold();
    const before = smtp.messages.length;
    const first = share(c, deck.id, { emails: 'slow@example.test', from: 'me', body: 'one' });
    // The first share is in flight once its message reached the (holding) SMTP server.
    await expect.poll(() => smtp.messages.slice(before).some((m) => m.to.includes('slow@example.test'))).toBe(true);
    const second = await share(c, deck.id, { emails: 'fast@example.test', from: 'me', body: 'two' });
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toBe(MESSAGES.emailShareBusy);
    release();
    expect((await first).statusCode).toBe(200);
  });

  it('answers "Failed to send email" when the SMTP server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { realMail: true });
    try {
      const { c, deck } = await ownerWithDeck(down, 'default');
      const response = await share(c, deck.id, { emails: 'a@example.test', from: 'me', body: 'hi' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ error: MESSAGES.failedToSendEmail });
    } finally {
      await down.close();
    }
  });
});
