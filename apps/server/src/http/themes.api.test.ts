/** Themes CRUD (SPEC §7) by role: enterprise managers manage, team members list and pick, everyone else 403. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { LESS_COMPILE, MESSAGES } from '@podium/shared';
import { SLIDE_LAYOUTS } from '@podium/deck/templates';
import { memberships, teams, users } from '../db/schema.js';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';
import { html, ownerWithDeck } from '../test/sharing-fixtures.js';
import { waitForExport } from '../test/exports.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

/** A signed-in user on `plan`, in `teamId` with `role` when given. */
async function member(plan: 'default' | 'pro' | 'enterprise', teamId?: number, role: 'owner' | 'admin' | 'member' = 'member') {
  const c = new TestClient(server.app);
  const me = await c.signUp();
  const db = server.database.db;
  await db.update(users).set({ accountType: plan, ...(teamId ? { teamId } : {}) }).where(eq(users.id, me.id));
  if (teamId) await db.insert(memberships).values({ teamId, userId: me.id, role });
  server.app.podium.events.broadcast('user-changed', { userId: me.id });
  return { c, me };
}

async function enterpriseTeam() {
  const [team] = await server.database.db.insert(teams).values({ slug: uniqueName('team') }).returning();
  return team!;
}

describe('themes CRUD', () => {
  it('lets an enterprise manager create, read, list, update and delete; the name defaults to Untitled', async () => {
    const team = await enterpriseTeam();
    const { c } = await member('enterprise', team.id, 'admin');
    const created = await c.post('/api/v1/themes.json', { theme: { palette: '#112233, #ffcc00', color: 'black-blue' } });
    expect(created.statusCode).toBe(201);
    const theme = created.json().theme;
    expect(theme).toMatchObject({ name: 'Untitled', color: 'black-blue', font: 'montserrat', palette: '#112233, #ffcc00', slide_template_ids: [], default: false });
    expect(created.json().less_error).toBeNull();

    const updated = await c.put(`/api/v1/themes/${theme.id}.json`, { theme: { name: 'Brand', less: '@brand: #c00;\nh1 { color: @brand; }', default: true } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().theme).toMatchObject({ name: 'Brand', default: true });
    expect(updated.json().theme.css).toContain('color: #c00');
    const [saved] = await server.database.db.select().from(teams).where(eq(teams.id, team.id));
    expect(saved!.defaultThemeId).toBe(theme.id);

    expect((await c.get(`/api/v1/themes/${theme.id}.json`)).json().theme.name).toBe('Brand');
    const preview = await html(c, `/themes/${theme.id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(String(preview.headers['content-security-policy'])).toMatch(/^sandbox allow-scripts/);
    expect(preview.body).toContain('.reveal .slides section h1');
    expect(preview.body).toContain('<h1>Brand</h1>');
    const list = (await c.get('/api/v1/themes.json')).json();
    expect(list).toMatchObject({ total: 1, results: [{ id: theme.id, name: 'Brand' }] });

    expect((await c.delete(`/api/v1/themes/${theme.id}.json`)).statusCode).toBe(204);
    expect((await c.get(`/api/v1/themes/${theme.id}.json`)).statusCode).toBe(404);
    const [after] = await server.database.db.select().from(teams).where(eq(teams.id, team.id));
    expect(after!.defaultThemeId).toBeNull();
  });

  it('keeps the last good CSS on a LESS error and answers the error with its line and column', async () => {
    const team = await enterpriseTeam();
    const { c } = await member('enterprise', team.id, 'owner');
    const theme = (await c.post('/api/v1/themes.json', { theme: { name: 'Good', less: 'h2 { color: blue; }' } })).json().theme;
    const broken = await c.put(`/api/v1/themes/${theme.id}.json`, { theme: { less: 'h2 {\n  color: blue;\n  margin: @missing;\n}' } });
    expect(broken.statusCode).toBe(200);
    expect(broken.json().less_error).toEqual({ message: 'variable @missing is undefined', line: 3, column: 11 });
    expect(broken.json().theme.less).toContain('@missing');
    expect(broken.json().theme.css).toContain('color: blue');
    // Imports (which would read the server's files) never compile.
    const imported = await c.put(`/api/v1/themes/${theme.id}.json`, { theme: { less: '@import "/etc/passwd";' } });
    expect(imported.json().less_error.line).toBe(1);
    expect(imported.json().theme.css).not.toContain('root:');
  });

  it('stops a LESS source that never finishes compiling and answers the SPEC message, saving nothing', async () => {
    const team = await enterpriseTeam();
    const { c } = await member('enterprise', team.id, 'owner');
    const theme = (await c.post('/api/v1/themes.json', { theme: { name: 'Good', less: 'h2 { color: blue; }' } })).json().theme;
    // Nested loops: every level calls the next twice, 2^40 mixin calls.
    const loops = '.a(@n) when (@n > 0) {\n  .a(@n - 1);\n  .a(@n - 1);\n}\nh1 { .a(40); }';
    const started = Date.now();
    const slow = await c.put(`/api/v1/themes/${theme.id}.json`, { theme: { less: loops } });
    expect(slow.statusCode).toBe(422);
    expect(slow.json().errors.less).toEqual([MESSAGES.failedToSaveTheme, MESSAGES.themeLessTooSlow(LESS_COMPILE.timeoutMs / 1000)]);
    expect(Date.now() - started).toBeLessThan(LESS_COMPILE.timeoutMs + 10_000);
    const kept = (await c.get(`/api/v1/themes/${theme.id}.json`)).json().theme;
    expect(kept.less).toBe('h2 { color: blue; }');
    expect(kept.css).toContain('color: blue');
    const created = await c.post('/api/v1/themes.json', { theme: { name: 'Slow', less: loops } });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors.less[0]).toBe(MESSAGES.failedToCreateTheme);
    // The server still compiles the next source.
    const next = await c.put(`/api/v1/themes/${theme.id}.json`, { theme: { less: '@c: red;\nh3 { color: @c; }' } });
    expect(next.json().theme.css).toContain('color: red');
  }, 30_000);

  it('refuses non-enterprise users (403 with an upgrade hint), lets members list but not manage', async () => {
    for (const plan of ['default', 'pro'] as const) {
      const { c } = await member(plan);
      for (const res of [await c.get('/api/v1/themes.json'), await c.post('/api/v1/themes.json', { theme: {} })]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: MESSAGES.themesNeedEnterprise, upgrade_url: '/account/upgrade' });
      }
    }
    const team = await enterpriseTeam();
    const manager = await member('enterprise', team.id, 'owner');
    const theme = (await manager.c.post('/api/v1/themes.json', { theme: { name: 'Team look' } })).json().theme;
    const { c } = await member('enterprise', team.id, 'member');
    expect((await c.get('/api/v1/themes.json')).json().total).toBe(1);
    expect((await c.get(`/api/v1/themes/${theme.id}.json`)).statusCode).toBe(200);
    expect((await c.post('/api/v1/themes.json', { theme: {} })).statusCode).toBe(403);
    expect((await c.put(`/api/v1/themes/${theme.id}.json`, { theme: { name: 'Mine' } })).statusCode).toBe(403);
    expect((await c.delete(`/api/v1/themes/${theme.id}.json`)).statusCode).toBe(403);
    // Another team's manager does not see it at all.
    const other = await member('enterprise', (await enterpriseTeam()).id, 'owner');
    expect((await other.c.get(`/api/v1/themes/${theme.id}.json`)).statusCode).toBe(404);
    expect((await other.c.put(`/api/v1/themes/${theme.id}.json`, { theme: { name: 'x' } })).statusCode).toBe(404);
    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await anonymous.get('/api/v1/themes.json')).statusCode).toBe(401);
  });

  it('validates input with 4xx, never 500', async () => {
    const team = await enterpriseTeam();
    const { c } = await member('enterprise', team.id, 'owner');
    for (const body of [{ theme: { color: 'neon' } }, { theme: { snippets: 'x' } }, { theme: { width: -1 } }, { theme: { name: 5 } }]) {
      expect((await c.post('/api/v1/themes.json', body)).statusCode).toBe(422);
    }
    expect((await c.get('/api/v1/themes/99999999999.json')).statusCode).toBe(404);
    const snippets = [{ title: 'Callout', template: '<div class="callout">{{text}}</div>' }];
    expect((await c.post('/api/v1/themes.json', { theme: { snippets } })).json().theme.snippets).toEqual(snippets);
  });

  it('adds and removes slide templates by id', async () => {
    const team = await enterpriseTeam();
    const { c } = await member('enterprise', team.id, 'owner');
    const theme = (await c.post('/api/v1/themes.json', { theme: {} })).json().theme;
    const slide = SLIDE_LAYOUTS[1]!.build();
    const [a, b] = await Promise.all(['Cover', 'Body'].map(async (title) =>
      (await c.post('/api/v1/team/slide_templates.json', { slide_template: { title, slide } })).json().slide_template.id as number));
    const added = await c.post(`/api/v1/themes/${theme.id}/add_slide_template.json`, { slide_template_ids: [a, b] });
    expect(added.statusCode).toBe(200);
    expect([...added.json().theme.slide_template_ids].sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x! - y!));
    const removed = await c.request('DELETE', `/api/v1/themes/${theme.id}/remove_slide_template.json`, { slide_template_ids: [a] });
    expect(removed.json().theme.slide_template_ids).toEqual([b]);
    expect((await c.post(`/api/v1/themes/${theme.id}/add_slide_template.json`, { slide_template_ids: [2_000_000] })).statusCode).toBe(422);
    expect((await c.post(`/api/v1/themes/${theme.id}/add_slide_template.json`, { slide_template_ids: [] })).statusCode).toBe(422);
  });
});

describe('decks wearing a team theme', () => {
  it('PUT theme.json puts a team theme on a deck (or takes it off) through the deck save rules and answers deck and look', async () => {
    const team = await enterpriseTeam();
    const { c, me, deck } = await ownerWithDeck(server, 'enterprise');
    await server.database.db.update(users).set({ teamId: team.id }).where(eq(users.id, me.id));
    await server.database.db.insert(memberships).values({ teamId: team.id, userId: me.id, role: 'owner' });
    server.app.podium.events.broadcast('user-changed', { userId: me.id });
    const theme = (await c.post('/api/v1/themes.json', { theme: { name: 'Board', color: 'forest-yellow', font: 'asul', transition: 'zoom' } })).json().theme;

    const put = await c.put(`/api/v1/decks/${deck.id}/theme.json`, { deck: { theme_id: theme.id, version: deck.version } });
    expect(put.statusCode).toBe(200);
    expect(put.json().deck).toMatchObject({ id: deck.id, theme_id: theme.id, theme_color: 'forest-yellow', theme_font: 'asul', transition: 'zoom', version: deck.version + 1 });
    expect(put.json().theme).toMatchObject({ id: theme.id, name: 'Board', color: 'forest-yellow' });
    expect(put.json().theme).not.toHaveProperty('js');
    expect((await c.get(`/api/v1/decks/${deck.id}/theme.json`)).json().theme.id).toBe(theme.id);

    // A stale base version changes nothing; without a version the current one is the base.
    const stale = await c.put(`/api/v1/decks/${deck.id}/theme.json`, { deck: { theme_id: null, version: deck.version } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version).toBe(deck.version + 1);
    const off = await c.put(`/api/v1/decks/${deck.id}/theme.json`, { deck: { theme_id: null, theme_color: 'black-mint' } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ theme: null, deck: { theme_id: null, theme_color: 'black-mint' } });

    // Another team's theme, a theme on a plan without themes and a reader who may not edit are refused.
    const foreign = (await (await member('enterprise', (await enterpriseTeam()).id, 'owner')).c.post('/api/v1/themes.json', { theme: {} })).json().theme;
    expect((await c.put(`/api/v1/decks/${deck.id}/theme.json`, { deck: { theme_id: foreign.id } })).statusCode).toBe(422);
    expect((await c.put(`/api/v1/decks/${deck.id}/theme.json`, { deck: { theme_color: 'not-a-colour' } })).statusCode).toBe(422);
    const pro = await ownerWithDeck(server, 'pro');
    expect((await pro.c.put(`/api/v1/decks/${pro.deck.id}/theme.json`, { deck: { theme_id: theme.id } })).statusCode).toBe(403);
    expect((await pro.c.put(`/api/v1/decks/${pro.deck.id}/theme.json`, { deck: { theme_font: 'news' } })).json().deck.theme_font).toBe('news');
    const stranger = await member('pro');
    // The deck is public: a stranger may read it, not restyle it.
    expect((await stranger.c.put(`/api/v1/decks/${deck.id}/theme.json`, { deck: { theme_color: 'sea-yellow' } })).statusCode).toBe(403);
    expect((await c.get(`/api/v1/decks/${deck.id}.json`)).json().deck.theme_color).toBe('black-mint');
  });

  it('accepts a theme of the owner\'s team only, serves it at theme.json and falls back when it is deleted', async () => {
    const { c, me, deck } = await ownerWithDeck(server, 'enterprise');
    const team = await enterpriseTeam();
    const snippets = [{ title: 'Callout', template: '<div class="callout">{{text}}</div>' }];
    await server.database.db.update(users).set({ teamId: team.id }).where(eq(users.id, me.id));
    await server.database.db.insert(memberships).values({ teamId: team.id, userId: me.id, role: 'owner' });
    server.app.podium.events.broadcast('user-changed', { userId: me.id });
    const theme = (await c.post('/api/v1/themes.json', { theme: { name: 'Deck look', color: 'black-mint', font: 'news', less: 'h1 { color: #123456; }', js: 'window.x = 1', snippets, default: true } })).json().theme;
    const foreign = (await (await member('enterprise', (await enterpriseTeam()).id, 'owner')).c.post('/api/v1/themes.json', { theme: {} })).json().theme;
    const refused = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { version: deck.version, theme_id: foreign.id } });
    expect(refused.statusCode).toBe(422);
    const saved = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { version: deck.version, theme_id: theme.id } });
    expect(saved.json().deck).toMatchObject({ theme_id: theme.id, theme_color: 'black-mint', theme_font: 'news' });
    const look = (await c.get(`/api/v1/decks/${deck.id}/theme.json`)).json().theme;
    expect(look).toMatchObject({ id: theme.id, name: 'Deck look' });
    expect(look.css).toContain('#123456');
    expect(look).not.toHaveProperty('js');
    // The editor's Snippet menu offers the theme's snippets.
    expect(look.snippets).toEqual(snippets);
    // A picked theme before it is saved; another team's theme is nothing.
    expect((await c.get(`/api/v1/decks/${deck.id}/theme.json?theme_id=${theme.id}`)).json().theme.id).toBe(theme.id);
    expect((await c.get(`/api/v1/decks/${deck.id}/theme.json?theme_id=${foreign.id}`)).json().theme).toBeNull();
    // The player page carries the theme's scoped CSS, its HTML and its script (allowed by hash in the sandbox CSP).
    await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { version: saved.json().deck.version, css_output: 'body { display: none }\nh2 { color: red }' } });
    const page = await html(c, `/${me.username}/${deck.slug}/fullscreen`);
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-scripts/);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(page.body).toContain('<script id="theme-js">window.x = 1</script>');
    expect(page.body).toContain('.reveal .slides section h1 {\n  color: #123456;');
    expect(page.body).toContain('.reveal .slides section h2 { color: red }');
    expect(page.body).not.toContain('display: none');
    // The offline ZIP's page wears the same look.
    const started = (await c.post(`/api/v1/decks/${deck.id}/exports.json`, { export: { format: 'zip' } })).json().export;
    const zip = await JSZip.loadAsync((await c.get((await waitForExport(c, deck.id, started.id)).url!)).rawPayload);
    const offline = await zip.file('index.html')!.async('string');
    expect(offline).toContain('.reveal .slides section h1 {\n  color: #123456;');
    expect(offline).toContain('"themeColor":"black-mint","themeFont":"news"');
    // A theme change restyles the decks wearing it.
    await c.put(`/api/v1/themes/${theme.id}.json`, { theme: { color: 'sea-yellow', font: 'quicksand' } });
    expect((await c.get(`/api/v1/decks/${deck.id}.json`)).json().deck).toMatchObject({ theme_color: 'sea-yellow', theme_font: 'quicksand' });
    // A new deck wears the team's default theme.
    expect((await c.post('/api/v1/decks.json', { deck: { title: 'Next' } })).json().deck).toMatchObject({ theme_id: theme.id, theme_color: 'sea-yellow' });
    await c.delete(`/api/v1/themes/${theme.id}.json`);
    expect((await c.get(`/api/v1/decks/${deck.id}.json`)).json().deck.theme_id).toBeNull();
    expect((await c.get(`/api/v1/decks/${deck.id}/theme.json`)).json().theme).toBeNull();
  });
});
