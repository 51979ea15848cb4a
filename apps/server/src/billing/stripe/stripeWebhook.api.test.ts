/**
 * The Stripe adapter's webhook through the real server: payloads shaped like Stripe's, signed with
 * stripe.webhooks.generateTestHeaderString (no network). A forged signature is refused; a replay changes nothing twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { startTestServer, TestClient, type TestServer } from '../../test/harness.js';
import { invoices, receipts, subscriptions, users } from '../../db/schema.js';

const WEBHOOK_SECRET = 'whsec_podium_test_secret';
const stripe = new Stripe('sk_test_podium_offline');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ STRIPE_SECRET_KEY: 'sk_test_podium_offline', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PRODUCT_ID: 'prod_podium', STRIPE_PUBLISHABLE_KEY: 'pk_test_podium' });
});
afterAll(async () => { await server.close(); });

const send = (payload: string, secret = WEBHOOK_SECRET, header?: string) => server.app.inject({
  method: 'POST', url: '/api/v1/billing/webhook', payload,
  headers: { 'content-type': 'application/json', 'stripe-signature': header ?? stripe.webhooks.generateTestHeaderString({ payload, secret }) },
});

/** A user with a Stripe subscription row (as subscribe() would have written after Stripe accepted the card). */
async function stripeSubscriber(plan: 'lite' | 'pro') {
  const c = new TestClient(server.app);
  const me = await c.signUp();
  const subscriptionId = `sub_${me.id}_${Date.now()}`;
  const now = new Date();
  await server.database.db.insert(subscriptions).values({
    userId: me.id, plan, period: 'monthly', provider: 'stripe', providerCustomerId: `cus_${me.id}`, providerSubscriptionId: subscriptionId,
    amountCents: 1000, currency: 'usd', cardBrand: 'visa', cardLast4: '4242', currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + 864e5),
  });
  return { c, me, subscriptionId };
}

const invoicePaid = (eventId: string, subscriptionId: string, invoiceId: string) => JSON.stringify({
  id: eventId, object: 'event', type: 'invoice.paid', api_version: '2025-01-27.acacia', created: Math.floor(Date.now() / 1000),
  data: {
    object: {
      id: invoiceId, object: 'invoice', amount_paid: 1000, amount_due: 1000, currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      lines: { object: 'list', data: [{ period: { start: 1767225600, end: 1769904000 } }] },
    },
  },
});

describe('Stripe webhooks', () => {
  it('apply a signed invoice.paid once: a replay changes nothing twice', async () => {
    const { me, subscriptionId } = await stripeSubscriber('pro');
    const payload = invoicePaid(`evt_${me.id}_paid`, subscriptionId, `in_${me.id}`);
    const first = await send(payload);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toBe('applied');
    const [user] = await server.database.db.select().from(users).where(eq(users.id, me.id));
    expect(user!.accountType).toBe('pro');
    const replay = await send(payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().result).toBe('duplicate');
    // The same invoice under a new event id (Stripe retries with the same event id, but be safe) adds nothing either.
    await send(invoicePaid(`evt_${me.id}_paid_again`, subscriptionId, `in_${me.id}`));
    expect(await server.database.db.select().from(invoices).where(eq(invoices.userId, me.id))).toHaveLength(1);
    expect(await server.database.db.select().from(receipts).where(eq(receipts.userId, me.id))).toHaveLength(1);
    const [row] = await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, me.id));
    expect(row!.currentPeriodEnd.toISOString()).toBe(new Date(1769904000 * 1000).toISOString());
  });

  it('keep a prorated invoice’s lines and period start, and start the change scheduled for the renewal when Stripe renews', async () => {
    const { c, me, subscriptionId } = await stripeSubscriber('pro');
    const start = Math.floor(Date.now() / 1000) - 10 * 86400;
    const end = start + 30 * 86400;
    await server.database.db.update(subscriptions)
      .set({ currentPeriodStart: new Date(start * 1000), currentPeriodEnd: new Date(end * 1000), scheduledPlan: 'lite', scheduledPeriod: 'yearly' })
      .where(eq(subscriptions.userId, me.id));
    const event = (id: string, invoice: Record<string, unknown>) => JSON.stringify({
      id, object: 'event', type: 'invoice.paid', created: Math.floor(Date.now() / 1000),
      data: { object: { object: 'invoice', currency: 'usd', parent: { subscription_details: { subscription: subscriptionId } }, ...invoice } },
    });
    // A mid-period change invoiced by Stripe's proration: the period keeps its start.
    const now = start + 10 * 86400;
    expect((await send(event(`evt_${me.id}_prorate`, {
      id: `in_${me.id}_prorate`, amount_paid: 0, amount_due: 0, total: 0,
      lines: { data: [
        { description: 'Unused time on Pro after 1 Dec', amount: -667, period: { start: now, end } },
        { description: 'Remaining time on Pro after 1 Dec', amount: 667, period: { start: now, end } },
      ] },
    }))).json().result).toBe('applied');
    const [prorated] = await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, me.id));
    expect(prorated!.currentPeriodStart.getTime()).toBe(start * 1000);
    expect((await c.get('/api/v1/account/subscription.json')).json().receipts[0].lines.map((line: { amount: string }) => line.amount)).toEqual(['-$6.67', '$6.67']);

    // Stripe's renewal (the schedule's next phase): the row moves to the scheduled plan and period.
    expect((await send(event(`evt_${me.id}_renew`, {
      id: `in_${me.id}_renew`, amount_paid: 5000, amount_due: 5000, total: 5000,
      lines: { data: [{ description: 'Lite (yearly)', amount: 5000, period: { start: end, end: end + 365 * 86400 } }] },
    }))).json().result).toBe('applied');
    const [renewed] = await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, me.id));
    expect(renewed).toMatchObject({ plan: 'lite', period: 'yearly', amountCents: 5000, scheduledPlan: null, scheduledPeriod: null });
    const [user] = await server.database.db.select().from(users).where(eq(users.id, me.id));
    expect(user!.accountType).toBe('lite');
  });

  it('refuses a forged signature and changes nothing', async () => {
    const { me, subscriptionId } = await stripeSubscriber('lite');
    const ended = JSON.stringify({ id: `evt_${me.id}_end`, object: 'event', type: 'customer.subscription.deleted', data: { object: { id: subscriptionId, object: 'subscription' } } });
    const forged = await send(ended, 'whsec_not_ours');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe('The webhook signature is not valid.');
    expect((await send(ended, WEBHOOK_SECRET, 't=1,v1=deadbeef')).statusCode).toBe(400);
    const tampered = await send(ended.replace(subscriptionId, 'sub_someone_else'), WEBHOOK_SECRET, stripe.webhooks.generateTestHeaderString({ payload: ended, secret: WEBHOOK_SECRET }));
    expect(tampered.statusCode).toBe(400);
    const [unchanged] = await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, me.id));
    expect(unchanged!.status).toBe('active');

    // The genuine event ends the subscription and the plan, once.
    await server.database.db.update(users).set({ accountType: 'lite' }).where(eq(users.id, me.id));
    expect((await send(ended)).json().result).toBe('applied');
    const [user] = await server.database.db.select().from(users).where(eq(users.id, me.id));
    expect(user!.accountType).toBe('default');
    const [row] = await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, me.id));
    expect(row!.status).toBe('ended');
  });

  it('records events it does not act on, and tells the browser to use Stripe’s card element', async () => {
    const payload = JSON.stringify({ id: `evt_other_kind_${Date.now()}_${Math.random().toString(36).slice(2)}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_x' } } });
    expect((await send(payload)).json().result).toBe('applied');
    expect((await send(payload)).json().result).toBe('duplicate');
    const plans = (await new TestClient(server.app).get('/api/v1/plans.json')).json();
    expect(plans).toMatchObject({ provider: 'stripe', publishable_key: 'pk_test_podium' });
    // App pages may load Stripe's card element (and nothing else from outside).
    const page = await new TestClient(server.app).open();
    expect(page.headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
    // Card fields are refused outright: only a payment-method id from Stripe's element is accepted.
    const c = new TestClient(server.app);
    await c.signUp();
    const refused = await c.post('/api/v1/subscriptions.json', {
      subscription: { plan: 'pro', period: 'monthly', payment: { card_number: '4242424242424242', cvc: '123', exp_month: 12, exp_year: 2040 } },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('payment');
  });
});
