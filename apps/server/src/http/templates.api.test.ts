import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import { DECK_TEMPLATES, SLIDE_LAYOUTS } from '@podium/deck/templates';
import JSZip from 'jszip';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';
import { waitForExport } from '../test/exports.js';
import { memberships, teams, users } from '../db/schema.js';

let server: TestServer;
// Free accounts may own three active decks in this run, so the deck limit can be reached quickly.
beforeAll(async () => { server = await startTestServer({ DECK_LIMIT_DEFAULT: '3' }); });
afterAll(async () => { await server.close(); });

async function signedIn(plan: 'default' | 'pro' | 'enterprise' = 'pro') {
  const c = new TestClient(server.app);
  const me = await c.signUp();
  await server.database.db.update(users).set({ accountType: plan }).where(eq(users.id, me.id));
  return { c, me };
}

/** A team with an owner, an admin and a member, each with their own signed-in client. */
async function team() {
  const [row] = await server.database.db.insert(teams).values({ slug: uniqueName('t').replace(/_/g, '-') }).returning();
  const people = await Promise.all((['owner', 'admin', 'member'] as const).map(async (role) => {
    const { c, me } = await signedIn('enterprise');
    await server.database.db.update(users).set({ teamId: row!.id }).where(eq(users.id, me.id));
    await server.database.db.insert(memberships).values({ teamId: row!.id, userId: me.id, role });
    server.app.podium.events.broadcast('user-changed', { userId: me.id });
    return c;
  }));
  return { id: row!.id, owner: people[0]!, admin: people[1]!, member: people[2]! };
}

const layoutSlide = () => SLIDE_LAYOUTS.find((l) => l.id === 'title')!.build();

describe('GET deck_templates.json', () => {
  it('lists every built-in template with its slides as {results, total}', async () => {
    const { c } = await signedIn();
    const response = await c.get('/api/v1/deck_templates.json');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(DECK_TEMPLATES.length);
    expect(body.total).toBeGreaterThanOrEqual(12);
    const ids = body.results.map((t: { id: string }) => t.id);
    expect(ids).toEqual(expect.arrayContaining(['title', 'agenda', 'section-break', 'two-columns', 'image-text', 'quote',
      'big-number', 'comparison', 'timeline', 'team', 'code-walkthrough', 'thank-you']));
    const keynote = body.results.find((t: { id: string }) => t.id === 'title');
    expect(keynote).toMatchObject({ title: 'Keynote', theme_color: 'black-blue', width: 960, height: 700 });
    expect(keynote.slides).toHaveLength(keynote.slide_count);
    // Both light and dark themes are among them.
    const colors = new Set(body.results.map((t: { theme_color: string }) => t.theme_color));
    expect(colors.has('white-blue') && colors.has('black-blue')).toBe(true);
  });

  it('needs a signed-in user', async () => {
    const c = new TestClient(server.app);
    await c.open();
    expect((await c.get('/api/v1/deck_templates.json')).statusCode).toBe(401);
  });
});

describe('POST fork_template', () => {
  it('creates a deck with the template slides and theme, titled after the template', async () => {
    const { c, me } = await signedIn();
    const response = await c.post('/api/v1/decks/agenda/fork_template.json', {});
    expect(response.statusCode).toBe(201);
    const deck = response.json().deck;
    expect(deck).toMatchObject({ title: 'Agenda', slug: 'agenda', theme_color: 'white-blue', theme_font: 'montserrat' });
    expect(deck.user.username).toBe(me.username);
    const template = DECK_TEMPLATES.find((t) => t.id === 'agenda')!.build();
    expect(deck.document.slides).toHaveLength(template.slides.length);
    expect(JSON.stringify(deck.document)).toContain('Where we stand');
    const read = await c.get(`/api/v1/decks/${deck.id}.json`);
    expect(read.json().deck.slide_count).toBe(template.slides.length);
  });

  it('takes a title and copies one of my own decks (My Decks)', async () => {
    const { c } = await signedIn();
    const own = (await c.post('/api/v1/decks.json', { deck: { title: 'Mine', theme_color: 'sand-blue' } })).json().deck;
    const copy = await c.post(`/api/v1/decks/${own.id}/fork_template.json`, { deck: { title: 'From mine' } });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().deck).toMatchObject({ title: 'From mine', theme_color: 'sand-blue' });
    expect(copy.json().deck.id).not.toBe(own.id);
  });

  it('answers 404 for an unknown template and for another user’s deck', async () => {
    const { c } = await signedIn();
    expect((await c.post('/api/v1/decks/no-such-template/fork_template.json', {})).statusCode).toBe(404);
    expect((await c.post('/api/v1/decks/..%2Fx/fork_template.json', {})).statusCode).toBe(404);
    const other = await signedIn();
    const theirs = (await other.c.post('/api/v1/decks.json', { deck: { title: 'Theirs' } })).json().deck;
    expect((await c.post(`/api/v1/decks/${theirs.id}/fork_template.json`, {})).statusCode).toBe(404);
  });

  it('refuses with deck_limit once the plan deck limit is reached, and signed-out users with 401', async () => {
    const { c } = await signedIn('default');
    for (let i = 0; i < 3; i += 1) expect((await c.post('/api/v1/decks/quote/fork_template.json', {})).statusCode).toBe(201);
    const refused = await c.post('/api/v1/decks/quote/fork_template.json', {});
    expect(refused.statusCode).toBe(403);
    // SPEC §7: the failure body carries deck_limit (the client opens the deck-limit-reached promotion on it).
    expect(refused.json().deck_limit).toBeTruthy();
    expect(refused.json().error).toMatch(/deck limit/i);
    // The plain New deck path counts the same limit; a pro account has none in this run.
    expect((await c.post('/api/v1/decks.json', { deck: {} })).json().deck_limit).toBeTruthy();
    // The pricing page states the same limit (it reads it from plans.json) rather than promising unlimited decks.
    expect((await c.get('/api/v1/plans.json')).json().deck_limits).toEqual({ default: 3, lite: 0, pro: 0, enterprise: 0 });
    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await anonymous.post('/api/v1/decks/quote/fork_template.json', {})).statusCode).toBe(401);
  });

  it('rejects unknown fields with 422', async () => {
    const { c } = await signedIn();
    expect((await c.post('/api/v1/decks/quote/fork_template.json', { deck: { title: 'x', evil: true } })).statusCode).toBe(422);
  });
});

describe('template pictures in exports', () => {
  it('packs the pictures a template ships with into a ZIP export like uploaded media', async () => {
    const { c } = await signedIn();
    const deck = (await c.post('/api/v1/decks/image-text/fork_template.json', {})).json().deck;
    const started = await c.post(`/api/v1/decks/${deck.id}/exports.json`, { export: { format: 'zip' } });
    expect(started.statusCode).toBe(202);
    const done = await waitForExport(c, deck.id, started.json().export.id);
    expect(done.status).toBe('done');
    expect(JSON.stringify(done.warnings ?? [])).not.toContain('template-art');
    const zip = await JSZip.loadAsync((await c.get(done.url!)).rawPayload);
    const svgs = Object.keys(zip.files).filter((name) => name.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThanOrEqual(2);
    expect(await zip.file(svgs[0]!)!.async('string')).toContain('<svg');
  }, 120_000);
});

describe('team/slide_templates', () => {
  it('lets owners and admins create, update and delete; members only read', async () => {
    const t = await team();
    const created = await t.owner.post('/api/v1/team/slide_templates.json', { slide_template: { title: 'Cover', slide: layoutSlide() } });
    expect(created.statusCode).toBe(201);
    const id = created.json().slide_template.id;
    expect(created.json().slide_template).toMatchObject({ title: 'Cover' });

    const byAdmin = await t.admin.put(`/api/v1/team/slide_templates/${id}.json`, { slide_template: { title: 'Cover page' } });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().slide_template.title).toBe('Cover page');

    const list = await t.member.get('/api/v1/team/slide_templates.json');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, results: [{ id, title: 'Cover page' }] });
    expect((await t.member.get(`/api/v1/team/slide_templates/${id}.json`)).statusCode).toBe(200);

    const memberCreate = await t.member.post('/api/v1/team/slide_templates.json', { slide_template: { title: 'Nope', slide: layoutSlide() } });
    expect(memberCreate.statusCode).toBe(403);
    expect(memberCreate.json().error).toBe(MESSAGES.slideTemplatesManagersOnly);
    expect((await t.member.put(`/api/v1/team/slide_templates/${id}.json`, { slide_template: { title: 'x' } })).statusCode).toBe(403);
    expect((await t.member.delete(`/api/v1/team/slide_templates/${id}.json`)).statusCode).toBe(403);

    expect((await t.admin.delete(`/api/v1/team/slide_templates/${id}.json`)).statusCode).toBe(200);
    expect((await t.owner.get(`/api/v1/team/slide_templates/${id}.json`)).statusCode).toBe(404);
  });

  it('keeps teams apart and answers 404 to users without a team', async () => {
    const a = await team();
    const b = await team();
    const id = (await a.owner.post('/api/v1/team/slide_templates.json', { slide_template: { title: 'A only', slide: layoutSlide() } })).json().slide_template.id;
    expect((await b.owner.get(`/api/v1/team/slide_templates/${id}.json`)).statusCode).toBe(404);
    expect((await b.owner.put(`/api/v1/team/slide_templates/${id}.json`, { slide_template: { title: 'mine now' } })).statusCode).toBe(404);
    expect((await b.owner.delete(`/api/v1/team/slide_templates/${id}.json`)).statusCode).toBe(404);
    expect((await b.member.get('/api/v1/team/slide_templates.json')).json().total).toBe(0);
    const { c } = await signedIn();
    expect((await c.get('/api/v1/team/slide_templates.json')).statusCode).toBe(404);
    expect((await c.post('/api/v1/team/slide_templates.json', { slide_template: { title: 'x', slide: layoutSlide() } })).statusCode).toBe(404);
  });

  it('validates the title and the slide against the deck schema (422, never 500)', async () => {
    const t = await team();
    const noTitle = await t.owner.post('/api/v1/team/slide_templates.json', { slide_template: { title: ' ', slide: layoutSlide() } });
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json().errors.title).toEqual(['Can not be empty']);
    const badSlide = await t.owner.post('/api/v1/team/slide_templates.json', { slide_template: { title: 'Bad', slide: { id: 'x', blocks: [{ type: 'text' }] } } });
    expect(badSlide.statusCode).toBe(422);
    expect(badSlide.json().errors.slide.length).toBeGreaterThan(0);
    expect((await t.owner.get('/api/v1/team/slide_templates/abc.json')).statusCode).toBe(404);
  });
});
