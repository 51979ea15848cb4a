/**
 * The team's own subscription on its host (SPEC §2 team subscription show, team reactivate): owners pay,
 * admins see the cost, members see only whether it ended, other teams get 404; cancel → period end → ended →
 * reactivate charges the active seats again; a period switch applies at the next renewal (controlled clock).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type TeamSubscriptionJson } from '@podium/shared';
import { startTestServer, TestClient, uniqueName, type TestServer } from '../test/harness.js';
import { TEST_CARD_DECLINED, TEST_CARD_SUCCESS } from '../billing/test/testCards.js';
import { renewSubscriptions } from '../services/billing/renewSubscriptions.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const card = (card_number = TEST_CARD_SUCCESS) => ({ card_number, cvc: '123', exp_month: '12', exp_year: String(new Date().getFullYear() + 1) });
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function onHost(c: TestClient, slug: string) {
  return (method: Method, url: string, body?: unknown) => c.request(method, url, method === 'GET' ? undefined : body ?? {}, { host: `${slug}.localhost` });
}

/** A monthly team with `admins` admins and `members` members, each signed in on their own client. */
async function team({ admins = 0, members = 0 } = {}) {
  const c = new TestClient(server.app);
  await c.signUp();
  const slug = uniqueName('bill').replace(/_/g, '-');
  const created = await c.post('/api/v1/teams.json', { team: { name: 'Billing Co', slug }, subscription: { period: 'monthly', payment: card() } });
  expect(created.statusCode, created.body).toBe(201);
  const owner = onHost(c, slug);
  const signedIn = async (role: 'admin' | 'member') => {
    const username = uniqueName();
    const email = `${username}@example.test`;
    const added = await owner('POST', '/api/v1/team/users.json', { user: { username, email, password: 'secret123', role } });
    expect(added.statusCode, added.body).toBe(201);
    const client = new TestClient(server.app);
    await client.open();
    const signIn = await client.post('/users/sign_in', { user: { email, password: 'secret123' } });
    expect(signIn.statusCode, signIn.body).toBeLessThan(400);
    return onHost(client, slug);
  };
  const adminHosts = [];
  for (let i = 0; i < admins; i += 1) adminHosts.push(await signedIn('admin'));
  const memberHosts = [];
  for (let i = 0; i < members; i += 1) memberHosts.push(await signedIn('member'));
  return { slug, client: c, owner, admins: adminHosts, members: memberHosts };
}

const read = async (host: ReturnType<typeof onHost>) => {
  const response = await host('GET', '/api/v1/team/subscription.json');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TeamSubscriptionJson;
};
const afterPeriod = (view: TeamSubscriptionJson) => new Date(new Date(view.billing!.subscription!.current_period_end).getTime() + 1000);

describe('team subscription', () => {
  it('shows the owner seats × cost per seat, next charge, card and documents; admins the cost only; members only the state', async () => {
    const { owner, admins, members } = await team({ admins: 1, members: 1 });
    const mine = await read(owner);
    const perSeat = server.app.podium.config.billing.prices.enterprise.monthly / 100;
    expect(mine).toMatchObject({ ended: false, can_pay: true, billing: { seats: 3, cost_per_user: perSeat, next_period: 'monthly', total: `$${3 * perSeat}/month` } });
    expect(mine.billing!.subscription).toMatchObject({ status: 'active', cancel_at_period_end: false, card: { last4: '4242' } });
    expect(mine.billing!.subscription!.next_charge_at).toBe(mine.billing!.subscription!.current_period_end);
    expect(mine.invoices).toHaveLength(1);
    expect(mine.receipts).toHaveLength(1);

    const admin = await read(admins[0]!);
    expect(admin).toMatchObject({ ended: false, can_pay: false, billing: { seats: 3, total: `$${3 * perSeat}/month` }, invoices: [], receipts: [] });
    expect(admin.billing!.subscription!.card.last4).toBeNull(); // the card is the payer's business
    expect(await read(members[0]!)).toEqual({ ended: false, can_pay: false, can_switch_period: false, manually_upgraded: false, billing: null, invoices: [], receipts: [] });
  });

  it('keeps paying, cancelling and period switches to the owner; another team gets 404', async () => {
    const { slug, owner, admins, members } = await team({ admins: 1, members: 1 });
    const other = await team();
    const writes: Array<[Method, string, unknown]> = [
      ['DELETE', '/api/v1/team/subscription.json', undefined],
      ['POST', '/api/v1/team/subscription/reactivate.json', { subscription: { payment: card() } }],
      ['PUT', '/api/v1/team/subscription/period.json', { subscription: { period: 'yearly' } }],
      ['PUT', '/api/v1/team/subscription/card.json', { subscription: { payment: card() } }],
    ];
    for (const [method, url, body] of writes) {
      for (const weak of [admins[0]!, members[0]!]) {
        const refused = await weak(method, url, body);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        if (weak === admins[0]) expect(refused.json().error).toBe(MESSAGES.teamBillingOwnersOnly);
      }
    }
    // The owner of another team, on this team's host: not theirs to know.
    const strangerHere = onHost(other.client, slug);
    expect((await strangerHere('GET', '/api/v1/team/subscription.json')).statusCode).toBe(404);
    for (const [method, url, body] of writes) expect((await strangerHere(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    expect((await read(owner)).billing!.subscription!.cancel_at_period_end).toBe(false);
  });

  it('cancel → period end → ended (nothing deleted, members see it) → reactivate charges the active seats again', async () => {
    const { owner, members } = await team({ members: 1 });
    const perSeat = server.app.podium.config.billing.prices.enterprise.monthly;
    const canceled = await owner('DELETE', '/api/v1/team/subscription.json');
    expect(canceled.statusCode, canceled.body).toBe(200);
    const view = canceled.json() as TeamSubscriptionJson;
    expect(view.billing!.subscription).toMatchObject({ cancel_at_period_end: true, next_charge_at: null, status: 'active' });

    await renewSubscriptions(server.app.podium, afterPeriod(view));
    const ended = await read(owner);
    expect(ended.ended).toBe(true);
    expect(ended.billing!.subscription!.status).toBe('ended');
    expect(ended.invoices).toHaveLength(1); // no renewal charge for a canceled subscription
    expect((await read(members[0]!)).ended).toBe(true);
    // The owner is still the team's manager: the team settings stay theirs.
    expect((await owner('GET', '/api/v1/team.json')).statusCode).toBe(200);
    expect((await owner('GET', '/api/v1/team/users.json')).json().total).toBe(2);

    const noCard = await owner('POST', '/api/v1/team/subscription/reactivate.json', {});
    expect(noCard.statusCode).toBe(422);
    expect(noCard.json().errors.payment).toEqual([MESSAGES.cardRequired]);
    const declined = await owner('POST', '/api/v1/team/subscription/reactivate.json', { subscription: { payment: card(TEST_CARD_DECLINED) } });
    expect(declined.statusCode).toBe(422);
    expect(JSON.stringify(declined.json().errors)).toContain(MESSAGES.cardDeclined);
    expect((await read(owner)).ended).toBe(true);

    const back = await owner('POST', '/api/v1/team/subscription/reactivate.json', { subscription: { payment: card() } });
    expect(back.statusCode, back.body).toBe(200);
    const reactivated = back.json() as TeamSubscriptionJson;
    expect(reactivated.ended).toBe(false);
    expect(reactivated.billing!.subscription).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(reactivated.invoices.map((i) => i.amount_cents)).toEqual([2 * perSeat, perSeat]);
    expect((await read(members[0]!)).ended).toBe(false);
  });

  it('undoes a cancel before the period ends without charging', async () => {
    const { owner } = await team();
    await owner('DELETE', '/api/v1/team/subscription.json');
    const back = await owner('POST', '/api/v1/team/subscription/reactivate.json', {});
    expect(back.statusCode, back.body).toBe(200);
    expect((back.json() as TeamSubscriptionJson).billing!.subscription!.cancel_at_period_end).toBe(false);
    expect((back.json() as TeamSubscriptionJson).invoices).toHaveLength(1);
    const again = await owner('POST', '/api/v1/team/subscription/reactivate.json', {});
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.subscription).toEqual([MESSAGES.subscriptionNotCanceled]);
  });

  it('switches the period from the next renewal on: nothing charged now, the renewal charges the yearly seat price', async () => {
    const { owner } = await team({ members: 1 });
    const yearly = server.app.podium.config.billing.prices.enterprise.yearly;
    const before = await read(owner);
    expect(before.can_switch_period).toBe(true);
    const switched = await owner('PUT', '/api/v1/team/subscription/period.json', { subscription: { period: 'yearly' } });
    expect(switched.statusCode, switched.body).toBe(200);
    const view = switched.json() as TeamSubscriptionJson;
    expect(view.billing).toMatchObject({ next_period: 'yearly', total: `$${(2 * yearly) / 100}/year` });
    expect(view.billing!.subscription!.period).toBe('monthly'); // the paid month runs on
    expect(view.invoices).toHaveLength(1);
    const same = await owner('PUT', '/api/v1/team/subscription/period.json', { subscription: { period: 'yearly' } });
    expect(same.statusCode).toBe(422);
    expect((await owner('PUT', '/api/v1/team/subscription/period.json', { subscription: { period: 'weekly' } })).statusCode).toBe(422);

    await renewSubscriptions(server.app.podium, afterPeriod(before));
    const renewed = await read(owner);
    expect(renewed.invoices[0]).toMatchObject({ amount_cents: 2 * yearly, period: 'yearly' });
    expect(renewed.billing!.subscription!.period).toBe('yearly');
    const start = new Date(renewed.billing!.subscription!.current_period_start);
    const end = new Date(renewed.billing!.subscription!.current_period_end);
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(1);
  });

  it('offers no period switch where the provider renews by itself (it would go on charging the old period)', async () => {
    const { owner } = await team();
    const services = server.app.podium;
    const own = services.payments;
    services.payments = { ...own, renewsItself: true }; // as Stripe is
    try {
      const view = await read(owner);
      expect(view).toMatchObject({ can_pay: true, can_switch_period: false });
      const refused = await owner('PUT', '/api/v1/team/subscription/period.json', { subscription: { period: 'yearly' } });
      expect(refused.statusCode).toBe(422);
      expect(refused.body).toContain(MESSAGES.periodSwitchUnavailable);
      expect((await read(owner)).billing!.next_period).toBe('monthly');
    } finally {
      services.payments = own;
    }
  });

  it('changes the card the team is charged on; a declined card changes nothing', async () => {
    const { owner } = await team();
    const declined = await owner('PUT', '/api/v1/team/subscription/card.json', { subscription: { payment: card(TEST_CARD_DECLINED) } });
    expect(declined.statusCode).toBe(422);
    const ok = await owner('PUT', '/api/v1/team/subscription/card.json', { subscription: { payment: { ...card('5555555555554444') } } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as TeamSubscriptionJson).billing!.subscription!.card.last4).toBe('4444');
  });
});
