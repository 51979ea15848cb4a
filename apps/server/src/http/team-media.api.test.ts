/**
 * The team library through the real server (SPEC §7 team/media, team/tags, add_media, remove_media):
 * members read and upload, edit what they uploaded, owners and admins edit anything and manage the team's tags; the
 * team library stays apart from each member's own; another team's library, and a deactivated member, get nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';
import { multipartFile, TINY_PNG, uploadMedia } from '../test/multipart.js';
import { TEST_CARD_SUCCESS } from '../billing/test/testCards.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const card = () => ({ card_number: TEST_CARD_SUCCESS, cvc: '123', exp_month: '12', exp_year: String(new Date().getFullYear() + 1) });
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Medium = {
  id: number; label: string; team_id: number | null; user_id: number; can_edit?: boolean; size: number;
  uploader?: { id: number; username: string; name: string | null };
};

/** A client's calls on a team host (or, without a slug, on the main host). */
function on(c: TestClient, slug?: string) {
  const host: Record<string, string> = slug ? { host: `${slug}.localhost` } : {};
  const send = (method: Method, url: string, body?: unknown) => c.request(method, url, body, host);
  return {
    c,
    send,
    get: (url: string) => send('GET', url),
    post: (url: string, body: unknown = {}) => send('POST', url, body),
    put: (url: string, body: unknown = {}) => send('PUT', url, body),
    delete: (url: string) => send('DELETE', url),
    /** Uploads a file into the team library, as the editor's Team library tab does. */
    async upload(name: string): Promise<Medium> {
      const { payload, contentType } = multipartFile('file', name, 'image/png', TINY_PNG);
      const response = await c.request('POST', '/api/v1/team/media.json', undefined, { ...host, 'content-type': contentType }, { raw: payload as unknown as string });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().media;
    },
    labels: async (query = '') => ((await send('GET', `/api/v1/team/media.json${query}`)).json().results as Medium[]).map((m) => m.label),
  };
}

/** A team with its owner, an admin and a plain member, each signed in on the team host. */
async function team() {
  const ownerClient = new TestClient(server.app);
  const ownerMe = await ownerClient.signUp();
  const slug = uniqueName('lib').replace(/_/g, '-');
  const created = await ownerClient.post('/api/v1/teams.json', { team: { name: 'Library', slug }, subscription: { period: 'yearly', payment: card() } });
  expect(created.statusCode, created.body).toBe(201);
  const owner = on(ownerClient, slug);
  const join = async (role: 'admin' | 'member') => {
    const username = uniqueName();
    const email = `${username}@example.test`;
    const added = await owner.post('/api/v1/team/users.json', { user: { username, email, password: 'secret123', role } });
    expect(added.statusCode, added.body).toBe(201);
    const c = new TestClient(server.app);
    await c.open();
    const signedIn = await c.request('POST', '/users/sign_in', { user: { email, password: 'secret123' } }, { host: `${slug}.localhost` });
    expect(signedIn.statusCode, signedIn.body).toBeLessThan(300);
    return { ...on(c, slug), id: added.json().user.id as number, username };
  };
  return { slug, teamId: created.json().team.id as number, owner: { ...owner, id: ownerMe.id, username: ownerMe.username }, admin: await join('admin'), member: await join('member') };
}

describe('team library', () => {
  it('every member reads and uploads; it is apart from each member\'s own library; search and paging as the user library', async () => {
    const { owner, member, teamId } = await team();
    expect((await owner.put('/api/v1/users.json', { user: { name: 'Olga Owner' } })).statusCode).toBe(200);
    const logo = await member.upload('Team logo.png');
    await owner.upload('Office party.png');
    const own = await uploadMedia(member.c, 'Holiday.png', 'image/png', TINY_PNG);
    expect(own.statusCode).toBe(201);
    expect(logo).toMatchObject({ team_id: teamId, user_id: member.id, can_edit: true });

    const seen = (await member.get('/api/v1/team/media.json')).json();
    expect(seen).toMatchObject({ total: 2, can_manage_tags: false });
    expect(seen.results.map((m: Medium) => [m.label, m.can_edit])).toEqual([['Office party.png', false], ['Team logo.png', true]]);
    // Each medium names its uploader by their public name, never their e-mail address.
    expect(seen.results.map((m: Medium) => m.uploader)).toEqual([
      { id: owner.id, username: owner.username, name: 'Olga Owner' }, { id: member.id, username: member.username, name: null },
    ]);
    expect(logo.uploader).toEqual({ id: member.id, username: member.username, name: null });
    expect((await owner.get('/api/v1/media.json')).json().results.every((m: Medium) => !('uploader' in m))).toBe(true);
    expect((await owner.get('/api/v1/team/media.json')).json()).toMatchObject({ total: 2, can_manage_tags: true, results: [{ can_edit: true }, { can_edit: true }] });
    expect(await member.labels('?q=LOGO')).toEqual(['Team logo.png']);
    expect((await member.get('/api/v1/team/media.json?page=2')).json()).toMatchObject({ total: 2, results: [] });
    expect((await member.get(`/api/v1/team/media/${logo.id}.json`)).json().media).toMatchObject({ id: logo.id, label: 'Team logo.png' });

    // The member's own library holds only their own upload, and neither library answers for the other's ids.
    expect((await member.get('/api/v1/media.json')).json()).toMatchObject({ total: 1, results: [{ label: 'Holiday.png', team_id: null }] });
    expect((await member.get(`/api/v1/team/media/${own.json().media.id}.json`)).statusCode).toBe(404);
    expect((await member.get(`/api/v1/media/${logo.id}.json`)).statusCode).toBe(404);

    // Team media count towards the uploader's storage (storage limits are per user).
    expect((await member.get('/api/v1/media/usage.json')).json().bytes).toBe(2 * TINY_PNG.length);
    // On the main host, the team calls are about the caller's own team.
    expect(await on(member.c).labels()).toEqual(['Office party.png', 'Team logo.png']);
  });

  it('members change and delete only what they uploaded; owners and admins anything', async () => {
    const { owner, admin, member } = await team();
    const mine = await member.upload('mine.png');
    const ours = await owner.upload('owner.png');

    const renamed = await member.put(`/api/v1/team/media/${mine.id}.json`, { media: { label: 'My chart' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().media).toMatchObject({ label: 'My chart', can_edit: true });
    for (const [method, url, body] of [['PUT', `/api/v1/team/media/${ours.id}.json`, { media: { label: 'Mine now' } }], ['DELETE', `/api/v1/team/media/${ours.id}.json`]] as const) {
      const refused = await member.send(method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().error).toBe(MESSAGES.teamMediaUploaderOnly);
    }
    expect((await member.put(`/api/v1/team/media/${mine.id}.json`, { media: { label: 'x'.repeat(201) } })).statusCode).toBe(422);

    expect((await admin.put(`/api/v1/team/media/${mine.id}.json`, { media: { label: 'Checked' } })).json().media.label).toBe('Checked');
    expect((await admin.delete(`/api/v1/team/media/${mine.id}.json`)).statusCode).toBe(200);
    // The bytes go back to whoever uploaded it.
    expect((await member.get('/api/v1/media/usage.json')).json().bytes).toBe(0);
    expect(await member.labels()).toEqual(['owner.png']);
    expect((await member.get(`/api/v1/team/media/${mine.id}.json`)).statusCode).toBe(404);
  });

  it('team tags: owners and admins manage them, members tag what they uploaded, and the library filters by tag', async () => {
    const { owner, admin, member } = await team();
    const mine = await member.upload('chart.png');
    const theirs = await owner.upload('photo.png');

    const refused = await member.post('/api/v1/team/tags.json', { tag: { name: 'Brand' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MESSAGES.teamManagersOnly);
    const created = await owner.post('/api/v1/team/tags.json', { tag: { name: ' Brand ' } });
    expect(created.statusCode, created.body).toBe(201);
    const brand = created.json().tag as { id: number };
    expect(created.json().tag).toMatchObject({ name: 'Brand', tag_type: 'media', count: 0 });
    expect((await admin.post('/api/v1/team/tags.json', { tag: { name: 'Brand' } })).json().errors).toEqual({ name: [MESSAGES.taken] });
    expect((await owner.post('/api/v1/team/tags.json', { tag: { name: 'Talks', tag_type: 'deck' } })).statusCode).toBe(422);
    // The owner's own library may have a tag of the same name: the two libraries are apart.
    const personal = await owner.post('/api/v1/tags.json', { tag: { name: 'Brand', tag_type: 'media' } });
    expect(personal.statusCode, personal.body).toBe(201);
    expect((await owner.get('/api/v1/tags.json?tag_type=media')).json().results.map((t: { id: number }) => t.id)).toEqual([personal.json().tag.id]);

    const added = await member.post(`/api/v1/team/tags/${brand.id}/add_media.json`, { media_ids: [mine.id] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().media_ids).toEqual([mine.id]);
    expect((await member.post(`/api/v1/team/tags/${brand.id}/add_media.json`, { media_ids: [theirs.id] })).statusCode).toBe(403);
    expect((await admin.post(`/api/v1/team/tags/${brand.id}/add_media.json`, { media_ids: [theirs.id, mine.id] })).json().media_ids)
      .toEqual([mine.id, theirs.id].sort((a, b) => a - b));
    expect((await member.post(`/api/v1/team/tags/${brand.id}/add_media.json`, { media_ids: [] })).statusCode).toBe(422);

    const list = (await member.get('/api/v1/team/media.json')).json();
    expect(list.tags).toEqual([{ id: brand.id, name: 'Brand', media_count: 2 }]);
    expect(list.results.find((m: Medium) => m.id === mine.id).tags).toEqual([{ id: brand.id, name: 'Brand' }]);
    expect(await member.labels(`?tag=${brand.id}`)).toEqual(['photo.png', 'chart.png']);
    expect((await member.get('/api/v1/team/tags.json')).json()).toMatchObject({ total: 1, results: [{ id: brand.id, count: 2 }] });

    expect((await member.post(`/api/v1/team/tags/${brand.id}/remove_media.json`, { media_ids: [mine.id] })).json().media_ids).toEqual([theirs.id]);
    expect(await member.labels('?tag=Brand')).toEqual(['photo.png']);

    // Tag ids do not cross libraries: the owner's own tag on the team routes, and the team tag on the user routes.
    expect((await owner.post(`/api/v1/team/tags/${personal.json().tag.id}/add_media.json`, { media_ids: [theirs.id] })).statusCode).toBe(404);
    expect((await owner.post(`/api/v1/tags/${brand.id}/add_media.json`, { media_ids: [theirs.id] })).statusCode).toBe(404);
    expect((await owner.put(`/api/v1/tags/${brand.id}.json`, { tag: { name: 'Hijacked' } })).statusCode).toBe(404);

    expect((await member.put(`/api/v1/team/tags/${brand.id}.json`, { tag: { name: 'Logos' } })).statusCode).toBe(403);
    expect((await admin.put(`/api/v1/team/tags/${brand.id}.json`, { tag: { name: 'Logos' } })).json().tag).toMatchObject({ id: brand.id, name: 'Logos' });
    expect((await member.delete(`/api/v1/team/tags/${brand.id}.json`)).statusCode).toBe(403);
    expect((await owner.delete(`/api/v1/team/tags/${brand.id}.json`)).statusCode).toBe(204);
    expect((await member.get('/api/v1/team/media.json')).json().tags).toEqual([]);
  });

  it('another team\'s library is 404 on every route; outsiders, the signed-out and deactivated members get nothing', async () => {
    const a = await team();
    const b = await team();
    const medium = await b.member.upload('secret.png');
    const tag = (await b.owner.post('/api/v1/team/tags.json', { tag: { name: 'Secret' } })).json().tag as { id: number };
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', '/api/v1/team/media.json'],
      ['POST', '/api/v1/team/media.json', {}],
      ['GET', `/api/v1/team/media/${medium.id}.json`],
      ['PUT', `/api/v1/team/media/${medium.id}.json`, { media: { label: 'Taken' } }],
      ['DELETE', `/api/v1/team/media/${medium.id}.json?force=true`],
      ['GET', '/api/v1/team/tags.json'],
      ['POST', '/api/v1/team/tags.json', { tag: { name: 'Ours' } }],
      ['PUT', `/api/v1/team/tags/${tag.id}.json`, { tag: { name: 'Ours' } }],
      ['DELETE', `/api/v1/team/tags/${tag.id}.json`],
      ['POST', `/api/v1/team/tags/${tag.id}/add_media.json`, { media_ids: [medium.id] }],
      ['POST', `/api/v1/team/tags/${tag.id}/remove_media.json`, { media_ids: [medium.id] }],
    ];
    const aOwnerOnB = on(a.owner.c, b.slug);
    for (const [method, url, body] of routes) {
      expect((await aOwnerOnB.send(method, url, body)).statusCode, `B host ${method} ${url}`).toBe(404);
    }
    // B's ids mean nothing in A's library either.
    for (const [method, url, body] of routes.filter(([, url]) => /\/\d+/.test(url))) {
      expect((await a.owner.send(method, url, body)).statusCode, `A host ${method} ${url}`).toBe(404);
    }
    // Someone without a team has no team library on the main host.
    const loner = new TestClient(server.app);
    await loner.signUp();
    expect((await loner.get('/api/v1/team/media.json')).statusCode).toBe(404);
    expect((await on(new TestClient(server.app), b.slug).get('/api/v1/team/media.json')).statusCode).toBe(401);

    // A deactivated member is signed out at once and gets nothing (the policy refuses a deactivated membership too).
    expect((await b.owner.post(`/api/v1/team/users/${b.member.id}/deactivate.json`)).statusCode).toBe(200);
    expect((await b.member.get('/api/v1/team/media.json')).statusCode).toBe(401);
    expect((await b.member.get(`/api/v1/team/media/${medium.id}.json`)).statusCode).toBe(401);

    // Nothing changed in B.
    expect(await b.owner.labels()).toEqual(['secret.png']);
    expect((await b.owner.get('/api/v1/team/tags.json')).json().results).toMatchObject([{ name: 'Secret' }]);
  });
});
