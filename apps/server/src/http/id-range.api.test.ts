/**
 * An id in a path that no row can have (past PostgreSQL's integer range, zero, too many digits) is a 404 on every
 * route, read or delete alike, never a database error answered 500: one id parser serves every route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';

let server: TestServer;
let owner: TestClient;
let teamHost: string;
let deckId: number;
beforeAll(async () => {
  server = await startTestServer();
  owner = new TestClient(server.app);
  await owner.signUp();
  const slug = uniqueName('team').replace(/_/g, '-');
  const created = await owner.post('/api/v1/teams.json', { team: { name: 'Ids', slug } });
  expect(created.statusCode, created.body).toBe(201);
  teamHost = `${slug}.localhost`;
  deckId = ((await owner.post('/api/v1/decks.json', { deck: { title: 'Ids' } })).json().deck as { id: number }).id;
});
afterAll(async () => { await server.close(); });

/** Ids no row can have: one past the largest integer PostgreSQL stores, zero, and more digits than an id has. */
const IMPOSSIBLE = ['2147483648', '0', '99999999999'];

type Method = 'GET' | 'POST' | 'DELETE';
/** Routes with an id in the path (`:id` is replaced), asked by a team owner; `team` routes go to the team host. */
const ROUTES: Array<[Method, string, { team?: boolean }?]> = [
  ['GET', '/api/v1/media/:id.json'],
  ['DELETE', '/api/v1/media/:id.json'],
  ['DELETE', '/api/v1/team/invitations/:id.json', { team: true }],
  ['POST', '/api/v1/team/invitations/:id/resend.json', { team: true }],
  ['GET', '/api/v1/team/media/:id.json', { team: true }],
  ['DELETE', '/api/v1/team/media/:id.json', { team: true }],
  ['GET', '/api/v1/team/slide_templates/:id.json', { team: true }],
  ['DELETE', '/api/v1/team/slide_templates/:id.json', { team: true }],
  ['DELETE', '/api/v1/team/users/:id.json', { team: true }],
  ['DELETE', '/api/v1/team/tags/:id.json', { team: true }],
  ['GET', '/api/v1/tags/:id.json'],
  ['DELETE', '/api/v1/tags/:id.json'],
  ['GET', '/api/v1/themes/:id.json'],
  ['DELETE', '/api/v1/themes/:id.json'],
  ['GET', '/api/v1/decks/:id.json'],
  ['DELETE', '/api/v1/decks/:id.json'],
  ['GET', '/api/v1/decks/:id/revisions.json'],
  ['DELETE', '/api/v1/decks/{deck}/comments/:id.json'],
  ['DELETE', '/api/v1/decks/{deck}/access_tokens/:id.json'],
  ['DELETE', '/api/v1/decks/{deck}/speaker_tokens/:id.json'],
  ['GET', '/api/v1/decks/{deck}/revisions/:id.json'],
];

describe('impossible ids in the path', () => {
  for (const [method, route, options] of ROUTES) {
    it(`${method} ${route} answers 404`, async () => {
      for (const id of IMPOSSIBLE) {
        const url = route.replace(':id', id).replace('{deck}', String(deckId));
        const response = await owner.request(method, url, method === 'POST' ? {} : undefined, options?.team ? { host: teamHost } : {});
        expect(response.statusCode, `${id}: ${response.body}`).toBe(404);
      }
    });
  }
});
