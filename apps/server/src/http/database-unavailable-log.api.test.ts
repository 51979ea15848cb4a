/**
 * While the database is away, requests answer 503 and the failure is logged, but never with the failed query's
 * parameters: a private link's token, a session digest or a private deck's slug must not reach the log. The outage is
 * simulated below the ORM: every query carrying one of those values fails as a terminated connection does, so the
 * error takes the real path (Drizzle's wrapper, the error handler, the app's logger).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';
import { digest } from '../auth/tokens.js';

const logged: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: 'info' }, { logger: true, logStream: { write: (line: string) => { logged.push(line); } } });
});
afterAll(async () => { await server.close(); });

type Query = (...args: unknown[]) => Promise<unknown>;

/** Makes every query whose arguments mention one of `values` fail as a terminated backend does, until undone. */
function failQueriesWith(values: string[]): () => void {
  // The driver object Drizzle queries through: PGlite, or the pg pool with DATABASE_URL.
  const client = (server.database.db as unknown as { $client: { query: Query } }).$client;
  const original = client.query;
  client.query = function query(this: unknown, ...args: unknown[]) {
    const text = JSON.stringify(args);
    if (values.some((value) => text.includes(value))) {
      return Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' }));
    }
    return original.apply(this, args);
  } as Query;
  return () => { client.query = original; };
}

describe('database unavailable', () => {
  it('answers 503 and logs the failure without the query\'s tokens, session digests or slugs', async () => {
    const { c: owner, me, deck } = await ownerWithDeck(server, 'pro', { visibility: 'self', title: `Merger ${Date.now().toString(36)}` });
    const link = (await owner.post(`/api/v1/decks/${deck.id}/access_tokens.json`, {})).json().access_token as { token: string };
    const sessionDigest = digest(owner.cookie('podium_session')!);
    const secrets = [link.token, sessionDigest, deck.slug];
    const visitor = new TestClient(server.app);
    await visitor.open();

    const restore = failQueriesWith(secrets);
    const before = logged.length;
    try {
      for (const attempt of [
        () => visitor.get(`/api/v1/users/${me.username}/decks/${deck.slug}.json`), // the slug
        () => visitor.get(`/api/v1/decks/${deck.id}.json?token=${link.token}`), // the link's token
        () => owner.get('/api/v1/status.json'), // the session's digest
      ]) {
        const response = await attempt();
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json()).toEqual({ error: MESSAGES.serviceUnavailable });
      }
    } finally {
      restore();
    }

    const log = logged.slice(before).join('');
    expect(log.match(/database unavailable/g)).toHaveLength(3);
    expect(log).toContain('Failed query: select'); // what failed stays visible, without its values
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('redacts every error the app logs, not only the 503 path (jobs, sockets and services log through the same logger)', async () => {
    const secret = `tok-${Date.now().toString(36)}-secret`;
    const failed = new DrizzleQueryError('select * from "access_tokens" where "token" = $1', [secret], new Error('Connection terminated'));
    const before = logged.length;
    server.app.log.error({ err: failed, deckId: 1 }, 'a background task failed');
    server.app.log.child({ job: 'mail' }).warn({ err: new Error(`invalid input syntax: "${secret}"`) }, 'a job failed');
    const log = logged.slice(before).join('');
    expect(log).toContain('a background task failed');
    expect(log).toContain('a job failed');
    expect(log).not.toContain(secret);
  });
});
