// remove_avatar goes through the users service and announces the change, so cached deck reads drop the old picture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { users } from '../db/schema.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

describe('DELETE /api/v1/users/remove_avatar.json', () => {
  it('clears the avatar everywhere at once, warm deck reads included', async () => {
    const owner = new TestClient(server.app);
    const me = await owner.signUp();
    await server.database.db.update(users).set({ thumbnailUrl: '/media/face.png' }).where(eq(users.id, me.id));
    const deck = (await owner.post('/api/v1/decks.json', { deck: { title: 'Byline' } })).json().deck;
    const read = async () => (await new TestClient(server.app).get(`/api/v1/decks/${deck.id}.json`)).json().deck.user.thumbnail_url;
    expect(await read()).toBe('/media/face.png');
    expect(await read()).toBe('/media/face.png');

    const removed = await owner.request('DELETE', '/api/v1/users/remove_avatar.json');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ thumbnail_url: null });
    expect(await read()).toBeNull();
    expect((await owner.get(`/api/v1/users/${me.id}.json`)).json().user.thumbnail_url).toBeNull();
  });

  it('asks anonymous callers to sign in', async () => {
    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await anonymous.request('DELETE', '/api/v1/users/remove_avatar.json')).statusCode).toBe(401);
  });
});
