/** Subscriptions and payments through the real server with the local test provider. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { html } from '../test/sharing-fixtures.js';
import { invoices, subscriptions, teams, users } from '../db/schema.js';
import { createTeam } from '../services/admin/createTeam.js';
import { addMember } from '../services/admin/addMember.js';
import { renewSubscriptions } from '../services/billing/renewSubscriptions.js';
import { TEST_CARD_DECLINED, TEST_CARD_SUCCESS } from '../billing/test/testCards.js';
import { TEST_SIGNATURE_HEADER, signTestWebhook } from '../billing/test/testProvider.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const nextYear = new Date().getFullYear() + 1;
const card = (card_number = TEST_CARD_SUCCESS, extra: Record<string, unknown> = {}) =>
  ({ card_number, cvc: '123', exp_month: '12', exp_year: String(nextYear), ...extra });

async function freeUser() {
  const c = new TestClient(server.app);
  const me = await c.signUp();
  return { c, me };
}

async function subscribed(plan: 'lite' | 'pro' = 'pro', period: 'monthly' | 'yearly' = 'monthly') {
  const { c, me } = await freeUser();
  const response = await c.post('/api/v1/subscriptions.json', { subscription: { plan, period, payment: card() } });
  expect(response.statusCode, response.body).toBe(200);
  return { c, me, body: response.json() };
}

const accountType = async (id: number) => (await server.database.db.select().from(users).where(eq(users.id, id)))[0]!.accountType;

describe('upgrade', () => {
  it('with the success card makes the user pro at once: private decks, private links, a receipt and an invoice', async () => {
    const { c, me } = await freeUser();
    const before = await c.post('/api/v1/decks.json', { deck: { title: 'Secret', visibility: 'self' } });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ error: MESSAGES.privateDecksNeedPaidPlan, upgrade_url: '/account/upgrade' });

    const response = await c.post('/api/v1/subscriptions.json', { subscription: { plan: 'pro', period: 'yearly', payment: card() } });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.account_type).toBe('pro');
    expect(body.user).toMatchObject({ account_type: 'pro', paid: true });
    expect(body.subscription).toMatchObject({ plan: 'pro', period: 'yearly', status: 'active', price: '$100/year', card: { brand: 'visa', last4: '4242' } });
    expect(JSON.stringify(body)).not.toContain(TEST_CARD_SUCCESS);
    expect(JSON.stringify(body)).not.toMatch(/cus_test|sub_test/);

    const deck = await c.post('/api/v1/decks.json', { deck: { title: 'Secret', visibility: 'self' } });
    expect(deck.statusCode).toBe(201);
    expect((await c.post(`/api/v1/decks/${deck.json().deck.id}/access_tokens.json`, { access_token: { name: 'Client' } })).statusCode).toBe(201);

    const details = (await c.get('/api/v1/account/details.json')).json();
    expect(details).toMatchObject({ account_type: 'pro', paid: true, can_subscribe: true, subscription: { plan: 'pro' } });
    const billing = (await c.get('/api/v1/account/subscription.json')).json();
    expect(billing.invoices).toHaveLength(1);
    expect(billing.receipts).toHaveLength(1);
    expect(billing.receipts[0]).toMatchObject({ amount: '$100', status: 'paid', plan: 'pro', period: 'yearly' });
    expect(billing.subscription.next_charge_at).toBe(billing.subscription.current_period_end);

    const receipt = await html(c, billing.receipts[0].url);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('Receipt');
    expect(receipt.body).toContain('$100');
    expect(receipt.body).toContain('ending in 4242');
    expect(receipt.body).toContain(me.email);
    expect(receipt.headers['content-security-policy']).toContain("default-src 'none'");
    const pdf = await c.get(billing.receipts[0].pdf_url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="podium-receipt-RCPT-\d+\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Read by an independent tool (poppler's pdftotext), as the export tests do.
    const pdfFile = path.join(mkdtempSync(path.join(tmpdir(), 'podium-receipt-')), 'receipt.pdf');
    writeFileSync(pdfFile, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' });
    expect(text).toContain('Receipt');
    expect(text).toMatch(/Amount paid\s+\$100/);
    expect(text).toContain('Visa ending in 4242');
    expect(text).toContain(me.email);
    const invoice = await html(c, billing.invoices[0].url);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.body).toContain('Invoice');
    expect((await c.get(billing.invoices[0].pdf_url)).headers['content-type']).toBe('application/pdf');
    expect((await c.get(`/api/v1/account/invoices/${billing.invoices[0].id}.json`)).json().invoice.amount).toBe('$100');
  });

  it('with the declined card answers 422 with the message and changes nothing', async () => {
    const { c, me } = await freeUser();
    const response = await c.post('/api/v1/subscriptions.json', { subscription: { plan: 'pro', period: 'monthly', payment: card(TEST_CARD_DECLINED) } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: MESSAGES.cardDeclined, errors: { payment: [MESSAGES.cardDeclined] } });
    expect(await accountType(me.id)).toBe('default');
    expect(await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, me.id))).toEqual([]);
    expect(await server.database.db.select().from(invoices).where(eq(invoices.userId, me.id))).toEqual([]);
    expect((await c.get('/api/v1/account/details.json')).json()).toMatchObject({ account_type: 'default', paid: false, subscription: null });
  });

  it('checks the card with the SPEC §5 rules and says which field is wrong', async () => {
    const { c, me } = await freeUser();
    const response = await c.post('/api/v1/subscriptions.json', {
      subscription: { plan: 'lite', period: 'monthly', payment: card('4242424242424241', { cvc: '1234', exp_month: '13' }) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      card_number: [MESSAGES.invalidCardNumber], cvc: [MESSAGES.invalidSecurityCode], expiry: [MESSAGES.invalidExpiry],
    });
    const expired = await c.post('/api/v1/subscriptions.json', { subscription: { plan: 'lite', period: 'monthly', payment: card(TEST_CARD_SUCCESS, { exp_year: '2001' }) } });
    expect(expired.json().errors).toEqual({ expiry: [MESSAGES.cardExpired] });
    const missing = await c.post('/api/v1/subscriptions.json', { subscription: { plan: 'lite', period: 'monthly' } });
    expect(missing.json().errors).toEqual({ payment: [MESSAGES.cardRequired] });
    for (const bad of [{ plan: 'enterprise', period: 'monthly' }, { plan: 'pro', period: 'weekly' }, { plan: 7 }, null]) {
      const refused = await c.post('/api/v1/subscriptions.json', { subscription: bad });
      expect(refused.statusCode).toBe(422);
    }
    expect((await c.request('POST', '/api/v1/subscriptions.json', undefined, {}, { raw: '{"subscription":' })).statusCode).toBe(400);
    expect(await accountType(me.id)).toBe('default');
  });

  it('needs the CSRF token and a signed-in user', async () => {
    const { c } = await freeUser();
    const body = { subscription: { plan: 'pro', period: 'monthly', payment: card() } };
    expect((await c.request('POST', '/api/v1/subscriptions.json', body, {}, { csrf: false })).statusCode).toBe(403);
    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await anonymous.post('/api/v1/subscriptions.json', body)).statusCode).toBe(401);
    expect((await anonymous.get('/api/v1/account/details.json')).statusCode).toBe(401);
    expect((await anonymous.get('/api/v1/account/subscription.json')).statusCode).toBe(401);
    const page = await html(anonymous, '/account/receipts/1');
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/users/sign_in?return_to=%2Faccount%2Freceipts%2F1');
  });

  it('is refused to enterprise and hand-upgraded users, who have nothing to buy', async () => {
    const { c, me } = await freeUser();
    await server.database.db.update(users).set({ accountType: 'pro', manuallyUpgraded: true }).where(eq(users.id, me.id));
    const manual = await c.post('/api/v1/subscriptions.json', { subscription: { plan: 'pro', period: 'monthly', payment: card() } });
    expect(manual.statusCode).toBe(403);
    expect(manual.json().error).toBe(MESSAGES.planManagedByOperator);
    expect((await c.get('/api/v1/account/details.json')).json().can_subscribe).toBe(false);
    await server.database.db.update(users).set({ accountType: 'enterprise', manuallyUpgraded: false }).where(eq(users.id, me.id));
    const enterprise = await c.post('/api/v1/subscriptions.json', { subscription: { plan: 'pro', period: 'monthly', payment: card() } });
    expect(enterprise.json().error).toBe(MESSAGES.planManagedByTeam);
  });

  it('from lite to pro uses the card on file and charges the new plan', async () => {
    const { c, me } = await subscribed('lite');
    const same = await c.post('/api/v1/subscriptions.json', { subscription: { plan: 'lite', period: 'monthly' } });
    expect(same.statusCode).toBe(422);
    const upgraded = await c.post('/api/v1/subscriptions.json', { subscription: { plan: 'pro', period: 'monthly' } });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json()).toMatchObject({ account_type: 'pro', subscription: { plan: 'pro', card: { last4: '4242' }, price: '$10/month' } });
    expect(await accountType(me.id)).toBe('pro');
    expect((await c.get('/api/v1/account/subscription.json')).json().receipts).toHaveLength(2);
  });
});

describe('billing management', () => {
  it('changes the card; a declined card changes nothing', async () => {
    const { c } = await subscribed();
    const changed = await c.put('/api/v1/account/card.json', { subscription: { payment: card('5555555555554444') } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().subscription.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const declined = await c.put('/api/v1/account/card.json', { subscription: { payment: card(TEST_CARD_DECLINED) } });
    expect(declined.statusCode).toBe(422);
    expect((await c.get('/api/v1/account/details.json')).json().subscription.card.last4).toBe('4444');
  });

  it('changes the billing period from the next renewal on, or now when asked', async () => {
    const { c } = await subscribed('pro', 'monthly');
    const changed = await c.put('/api/v1/account/billing_period.json', { subscription: { period: 'yearly' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().subscription).toMatchObject({ period: 'monthly', scheduled: { period: 'yearly', price: '$100/year' } });
    expect((await c.get('/api/v1/account/subscription.json')).json().receipts).toHaveLength(1);
    // Back to the current period: the switch is dropped; asking again for it is refused.
    expect((await c.put('/api/v1/account/billing_period.json', { subscription: { period: 'monthly' } })).json().subscription.scheduled).toBeNull();
    expect((await c.put('/api/v1/account/billing_period.json', { subscription: { period: 'monthly' } })).statusCode).toBe(422);
    const now = await c.put('/api/v1/account/billing_period.json', { subscription: { period: 'yearly', timing: 'now' } });
    expect(now.json().subscription).toMatchObject({ period: 'yearly', price: '$100/year', scheduled: null });
    expect((await c.put('/api/v1/account/billing_period.json', { subscription: { period: 'yearly' } })).statusCode).toBe(422);
    expect((await c.put('/api/v1/account/billing_period.json', { subscription: { period: 'daily' } })).statusCode).toBe(422);
  });

  it('cancels at period end; the plan ends then, and data stays: the private deck is still private and the owner reads it', async () => {
    const { c, me } = await subscribed();
    const deck = (await c.post('/api/v1/decks.json', { deck: { title: 'Private', visibility: 'self' } })).json().deck;
    const canceled = await c.delete('/api/v1/subscriptions.json');
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().subscription).toMatchObject({ cancel_at_period_end: true, next_charge_at: null, status: 'active' });
    expect(await accountType(me.id)).toBe('pro');

    const resumed = await c.post('/api/v1/subscriptions/reactivate');
    expect(resumed.json().subscription.cancel_at_period_end).toBe(false);
    expect((await c.post('/api/v1/subscriptions/reactivate')).statusCode).toBe(422);
    await c.delete('/api/v1/subscriptions.json');

    const later = new Date(Date.now() + 40 * 24 * 3600 * 1000);
    await renewSubscriptions(server.app.podium, later);
    expect(await accountType(me.id)).toBe('default');
    expect((await c.get('/api/v1/account/details.json')).json()).toMatchObject({ paid: false, subscription: { status: 'ended' } });
    const read = await c.get(`/api/v1/decks/${deck.id}.json`);
    expect(read.statusCode).toBe(200);
    expect(read.json().deck.visibility).toBe('self');
    const stranger = new TestClient(server.app);
    expect((await stranger.get(`/api/v1/decks/${deck.id}.json`)).statusCode).toBe(404);
    const another = await c.post('/api/v1/decks.json', { deck: { title: 'Another', visibility: 'self' } });
    expect(another.statusCode).toBe(403);
    expect(another.json().upgrade_url).toBe('/account/upgrade');
    expect((await c.post(`/api/v1/decks/${deck.id}/access_tokens.json`, { access_token: { name: 'New' } })).statusCode).toBe(403);

    // Reactivating an ended subscription is a new charge: it needs a card.
    expect((await c.post('/api/v1/subscriptions/reactivate')).json().errors).toEqual({ payment: [MESSAGES.cardRequired] });
    const again = await c.post('/api/v1/subscriptions/reactivate', { subscription: { payment: card() } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ account_type: 'pro', subscription: { status: 'active' } });
  });

  it('renews a lapsed subscription with a new invoice (the test provider does not renew by itself)', async () => {
    const { c, me } = await subscribed('lite', 'monthly');
    const end = new Date((await c.get('/api/v1/account/details.json')).json().subscription.current_period_end);
    await renewSubscriptions(server.app.podium, new Date(end.getTime() + 1000));
    const billing = (await c.get('/api/v1/account/subscription.json')).json();
    expect(billing.invoices).toHaveLength(2);
    expect(new Date(billing.subscription.current_period_start).getTime()).toBe(end.getTime());
    expect(await accountType(me.id)).toBe('lite');
  });
});

describe('webhooks (test provider)', () => {
  const post = (body: string, signature: string) => server.app.inject({
    method: 'POST', url: '/api/v1/billing/webhook', payload: body, headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signature },
  });

  it('applies a replayed event once and refuses a forged signature', async () => {
    const { c, me } = await subscribed();
    const [row] = await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, me.id));
    const event = JSON.stringify({
      id: `evt_replay_${me.id}`, type: 'invoice.paid', subscriptionId: row!.providerSubscriptionId, invoiceId: `in_replay_${me.id}`,
      amountCents: 1000, currency: 'usd', periodStart: new Date().toISOString(), periodEnd: new Date(Date.now() + 864e5).toISOString(), card: null,
    });
    const secret = server.config.billing.testWebhookSecret;
    const first = await post(event, signTestWebhook(event, secret));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toBe('applied');
    const replay = await post(event, signTestWebhook(event, secret));
    expect(replay.json().result).toBe('duplicate');
    expect((await c.get('/api/v1/account/subscription.json')).json().invoices).toHaveLength(2);

    const forged = event.replace('evt_replay', 'evt_forged');
    expect((await post(forged, signTestWebhook(forged, 'not-the-secret'))).statusCode).toBe(400);
    expect((await post(forged, signTestWebhook(event, secret))).statusCode).toBe(400);
    expect((await post(forged, '')).statusCode).toBe(400);
    const ended = JSON.stringify({ id: `evt_end_${me.id}`, type: 'subscription.ended', subscriptionId: row!.providerSubscriptionId });
    const stale = Math.floor(Date.now() / 1000) - 3600;
    expect((await post(ended, signTestWebhook(ended, secret, stale))).statusCode).toBe(400);
    expect(await accountType(me.id)).toBe('pro');
  });
});

describe('cross-user access', () => {
  it('answers 404 for every billing route on another user’s documents, and shows nothing of theirs', async () => {
    const alice = await subscribed();
    const aliceBilling = (await alice.c.get('/api/v1/account/subscription.json')).json();
    const { c: bob } = await freeUser();
    for (const doc of [...aliceBilling.invoices, ...aliceBilling.receipts]) {
      expect((await bob.get(`/api/v1/account/${doc.kind}s/${doc.id}.json`)).statusCode).toBe(404);
      expect((await html(bob, doc.url)).statusCode).toBe(404);
      expect((await bob.get(doc.pdf_url)).statusCode).toBe(404);
    }
    expect((await bob.get('/api/v1/account/subscription.json')).json()).toEqual({ subscription: null, invoices: [], receipts: [] });
    expect((await bob.delete('/api/v1/subscriptions.json')).statusCode).toBe(404);
    expect((await bob.post('/api/v1/subscriptions/reactivate')).statusCode).toBe(404);
    expect((await bob.put('/api/v1/account/card.json', { subscription: { payment: card() } })).statusCode).toBe(404);
    expect((await bob.put('/api/v1/account/billing_period.json', { subscription: { period: 'yearly' } })).statusCode).toBe(404);
    for (const id of ['0', '99999999999', 'abc', '1.5']) {
      expect((await bob.get(`/api/v1/account/invoices/${id}`)).statusCode).toBe(404);
      expect((await html(bob, `/account/receipts/${id}`)).statusCode).toBe(404);
    }
    // Alice's subscription is untouched by Bob's attempts.
    expect((await alice.c.get('/api/v1/account/details.json')).json().subscription).toMatchObject({ cancel_at_period_end: false });
  });
});

describe('team billing', () => {
  it('shows an enterprise manager seats × cost per user, and members nothing', async () => {
    const { c: owner, me } = await freeUser();
    const { c: member, me: other } = await freeUser();
    const slug = `team${me.id}x${other.id}`;
    await createTeam(server.database.db, slug, 'Acme');
    await addMember(server.database.db, slug, me.username, 'owner');
    await addMember(server.database.db, slug, other.username, 'member');
    await server.database.db.update(teams).set({ accountCostPerUser: 15, accountBillingPeriod: 'monthly' }).where(eq(teams.slug, slug));
    const details = (await owner.get('/api/v1/account/details.json')).json();
    expect(details).toMatchObject({ enterprise: true, can_subscribe: false, team_billing: { team: 'Acme', seats: 2, cost_per_user: 15, total: '$30/month' } });
    expect((await member.get('/api/v1/account/details.json')).json().team_billing).toBeNull();
    await server.database.db.update(teams).set({ manuallyUpgraded: true }).where(eq(teams.slug, slug));
    expect((await owner.get('/api/v1/account/details.json')).json().team_billing).toBeNull();
  });
});

describe('plans', () => {
  it('lists the prices in force from configuration', async () => {
    const plans = (await new TestClient(server.app).get('/api/v1/plans.json')).json();
    expect(plans).toEqual({ provider: 'test', currency: 'usd', publishable_key: null, prices: server.config.billing.prices, deck_limits: { default: 0, lite: 0, pro: 0, enterprise: 0 } });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'podium-prices-'));
    const priced = loadConfig({ DATA_DIR: dataDir, PRICE_PRO_MONTHLY: '1299', PRICE_LITE_YEARLY: 'cheap', BILLING_CURRENCY: 'EUR' });
    expect(priced.billing.prices.pro.monthly).toBe(1299);
    expect(priced.billing.prices.lite.yearly).toBe(5000); // not a whole number of cents: the default stays
    expect(priced.billing.currency).toBe('eur');
    expect(() => loadConfig({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
