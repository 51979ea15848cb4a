/**
 * A team's subscription is per seat (SPEC §9): the renewal sweep, run with a controlled clock against the
 * test provider, charges the team's active seats × the per-seat price; a member added mid-period is charged from the
 * next renewal on (no proration), a deactivated one is not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';
import { TEST_CARD_SUCCESS } from '../billing/test/testCards.js';
import { renewSubscriptions } from '../services/billing/renewSubscriptions.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const card = () => ({ card_number: TEST_CARD_SUCCESS, cvc: '123', exp_month: '12', exp_year: String(new Date().getFullYear() + 1) });

async function teamWithMembers(extra: number) {
  const c = new TestClient(server.app);
  await c.signUp();
  const slug = uniqueName('seats').replace(/_/g, '-');
  const created = await c.post('/api/v1/teams.json', { team: { name: 'Seats Inc', slug }, subscription: { period: 'monthly', payment: card() } });
  expect(created.statusCode, created.body).toBe(201);
  const host = { host: `${slug}.localhost` };
  const ids: number[] = [];
  for (let i = 0; i < extra; i += 1) {
    const username = uniqueName();
    const member = await c.request('POST', '/api/v1/team/users.json', { user: { username, email: `${username}@example.test`, password: 'secret123', role: 'member' } }, host);
    expect(member.statusCode, member.body).toBe(201);
    ids.push(member.json().user.id);
  }
  return { c, host, ids };
}

const invoicesOf = async (c: TestClient) => (await c.get('/api/v1/account/subscription.json')).json().invoices as { amount_cents: number }[];
const periodEnd = async (c: TestClient) => new Date((await c.get('/api/v1/account/details.json')).json().subscription.current_period_end);

describe('team subscription renewals', () => {
  it('charges the active seats × the per-seat price at renewal; members added mid-period count from then on', async () => {
    const perSeat = server.app.podium.config.billing.prices.enterprise.monthly;
    const { c } = await teamWithMembers(2);
    const first = await invoicesOf(c);
    expect(first).toHaveLength(1);
    expect(first[0]!.amount_cents).toBe(perSeat); // sign-up charged one seat; the two added mid-period are not prorated

    const end = await periodEnd(c);
    expect(await renewSubscriptions(server.app.podium, new Date(end.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    const renewed = await invoicesOf(c);
    expect(renewed).toHaveLength(2);
    expect(renewed.map((i) => i.amount_cents)).toContain(3 * perSeat);
    expect((await periodEnd(c)).getTime()).toBeGreaterThan(end.getTime());
  });

  it('does not charge deactivated members', async () => {
    const perSeat = server.app.podium.config.billing.prices.enterprise.monthly;
    const { c, host, ids } = await teamWithMembers(2);
    const off = await c.request('POST', `/api/v1/team/users/${ids[0]}/deactivate.json`, {}, host);
    expect(off.statusCode, off.body).toBe(200);
    const end = await periodEnd(c);
    await renewSubscriptions(server.app.podium, new Date(end.getTime() + 1000));
    expect((await invoicesOf(c)).map((i) => i.amount_cents)).toContain(2 * perSeat);
  });
});
