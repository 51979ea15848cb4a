/**
 * Every upload route answers a malformed or truncated multipart body (a dropped connection, a broken client) with
 * 400 and a message, never 500: imports, media, team media, the profile picture and the team logo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';
import { TINY_PNG } from '../test/multipart.js';

let server: TestServer;
let owner: TestClient;
let teamHost: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = new TestClient(server.app);
  await owner.signUp();
  const slug = uniqueName('team').replace(/_/g, '-');
  const created = await owner.post('/api/v1/teams.json', { team: { name: 'Uploaders', slug } });
  expect(created.statusCode, created.body).toBe(201);
  teamHost = `${slug}.localhost`;
});
afterAll(async () => { await server.close(); });

const BOUNDARY = '----podiumMalformed';
const partHead = (filename: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;

/** Bodies a broken client or a dropped connection sends, with the content type they came with. */
const BODIES: Array<[string, string, Buffer]> = [
  ['truncated in the file (no closing boundary)', `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([Buffer.from(partHead('pic.png')), TINY_PNG.subarray(0, 20)])],
  ['truncated in the part headers', `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="fi`)],
  ['no boundary in the content type', 'multipart/form-data', Buffer.concat([Buffer.from(partHead('pic.png')), TINY_PNG])],
  ['a boundary longer than multipart allows', `multipart/form-data; boundary=${'x'.repeat(300)}`, Buffer.from(`--${'x'.repeat(300)}\r\n`)],
];

const ROUTES: Array<[string, Record<string, string>]> = [
  ['/api/v1/imports.json', {}],
  ['/api/v1/media.json', {}],
  ['/api/v1/users/avatar.json', {}],
  ['/api/v1/team/media.json', { host: 'team' }],
  ['/api/v1/team/logo.json', { host: 'team' }],
];

describe('malformed multipart uploads', () => {
  for (const [route, options] of ROUTES) {
    for (const [what, contentType, body] of BODIES) {
      it(`${route}: ${what} answers 400`, async () => {
        const headers: Record<string, string> = { 'content-type': contentType, ...(options.host ? { host: teamHost } : {}) };
        const response = await owner.request('POST', route, undefined, headers, { raw: body as unknown as string });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ error: MESSAGES.malformedUpload });
      });
    }
  }
});
