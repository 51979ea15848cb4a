import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const client = () => new TestClient(server.app);

describe('pages', () => {
  it('carry the CSRF meta tag, the signed-in user and strict security headers', async () => {
    const c = client();
    const me = await c.signUp();
    const page = await c.open(`/${me.username}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<meta name="csrf-token" content="[\w-]{20,}">/);
    const bootstrap = /<script type="application\/json" id="podium-bootstrap">(.*?)<\/script>/.exec(page.body)![1]!;
    expect(JSON.parse(bootstrap).user.username).toBe(me.username);
    const csp = String(page.headers['content-security-policy']);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "script-src 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('escape user data inside the bootstrap script', async () => {
    const c = client();
    await c.signUp();
    await c.put('/api/v1/users.json', { user: { name: '</script><script>alert(1)</script>' } });
    const page = await c.open('/');
    expect(page.body).not.toContain('</script><script>alert(1)');
  });
});

describe('bad input', () => {
  it('refuses state-changing requests without a matching CSRF token, writing nothing', async () => {
    const c = client();
    await c.open();
    const body = { user: { username: 'csrf_victim_x1', email: 'csrf_victim_x1@example.test', password: 'secret123' } };
    const missing = await c.request('POST', '/users', body, {}, { csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error).toBe(MESSAGES.csrfMissing);
    const wrong = await c.request('POST', '/users', body, { 'x-csrf-token': 'forged' }, { csrf: false });
    expect(wrong.statusCode).toBe(403);
    expect((await c.get('/api/v1/users/lookup?id=csrf_victim_x1')).statusCode).toBe(404);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const c = client();
    await c.open();
    const response = await c.request('POST', '/users/sign_in', undefined, {}, { raw: '{"user": {' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(MESSAGES.malformedJson);
  });

  it('answers an oversize body with 413', async () => {
    const c = client();
    await c.open();
    const response = await c.request('POST', '/users/sign_in', undefined, {}, { raw: JSON.stringify({ user: { email: 'x'.repeat(2 * 1024 * 1024), password: 'x' } }) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(MESSAGES.bodyTooLarge);
  });

  it('answers wrong types with 422 and field errors', async () => {
    const c = client();
    await c.open();
    const response = await c.post('/users', { user: { username: 42, email: ['x'], password: null } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password', 'username']);
  });

  it('answers unknown API routes with JSON 404', async () => {
    const response = await client().get('/api/v1/nothing-here.json');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(MESSAGES.notFound);
  });
});
