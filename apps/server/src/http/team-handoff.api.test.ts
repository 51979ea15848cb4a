/**
 * Team sign-up signs the owner in on the team's address (sessions are per host) through a one-time link: it works
 * once, within a minute, on that team's address only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';
import { sessionHandoffs, teams } from '../db/schema.js';
import { TEST_CARD_SUCCESS } from '../billing/test/testCards.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const payment = { card_number: TEST_CARD_SUCCESS, cvc: '123', exp_month: '12', exp_year: String(new Date().getFullYear() + 1) };

/** A new user who creates a team; the sign-up answer's handoff link, split into the team's host and the path. */
async function createdTeam() {
  const c = new TestClient(server.app);
  await c.signUp();
  const slug = uniqueName('team').replace(/_/g, '-');
  const response = await c.post('/api/v1/teams.json', { team: { name: 'Handoff Co', slug }, subscription: { period: 'monthly', payment } });
  expect(response.statusCode, response.body).toBe(201);
  const link = new URL(response.json().handoff_url as string);
  return { slug, host: link.host.replace(/:\d+$/, ''), path: `${link.pathname}${link.search}` };
}

/** Follows a handoff link in a browser that has no session yet; returns the answer and that browser. */
async function follow(host: string, path: string) {
  const browser = new TestClient(server.app);
  const response = await browser.request('GET', path, undefined, { host, accept: 'text/html' });
  return { response, browser };
}

const signedInOn = async (browser: TestClient, host: string) =>
  (await browser.request('GET', '/api/v1/account/details.json', undefined, { host })).statusCode === 200;

describe('team sign-up handoff', () => {
  it('signs the owner in on the team address once, then sends a second use to sign-in', async () => {
    const team = await createdTeam();
    expect(team.host).toBe(`${team.slug}.localhost`);
    const first = await follow(team.host, team.path);
    expect(first.response.statusCode).toBe(303);
    expect(first.response.headers.location).toBe('/edit_members?welcome=1');
    expect(first.response.headers['referrer-policy']).toBe('no-referrer');
    expect(await signedInOn(first.browser, team.host)).toBe(true);

    const again = await follow(team.host, team.path);
    expect(again.response.headers.location).toBe('/users/sign_in?return_to=%2Fedit_members&handoff=expired');
    expect(await signedInOn(again.browser, team.host)).toBe(false);
  });

  it('works on its own team\'s address only, and not after a minute', async () => {
    const team = await createdTeam();
    const other = await createdTeam();
    const elsewhere = await follow(other.host, team.path);
    expect(elsewhere.response.headers.location).toMatch(/handoff=expired$/);
    expect(await signedInOn(elsewhere.browser, other.host)).toBe(false);
    expect((await follow('localhost', team.path)).response.statusCode).toBe(404);

    // The link outlived its minute (the row is what the clock is checked against).
    await server.database.db.update(sessionHandoffs).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessionHandoffs.teamId, (await teamId(team.slug))));
    const late = await follow(team.host, team.path);
    expect(late.response.headers.location).toMatch(/handoff=expired$/);
    expect(await signedInOn(late.browser, team.host)).toBe(false);
  });
});

async function teamId(slug: string): Promise<number> {
  const [row] = await server.database.db.select({ id: teams.id }).from(teams).where(eq(teams.slug, slug));
  return row!.id;
}
