/**
 * Fair plan changes through the real server with the local test provider: a preview shows what is charged today and
 * at the renewal, confirming charges exactly that (upgrades prorated now; period switches and downgrades at the
 * renewal unless asked for now, with credit kept), receipts list the proration lines, and billing details are printed
 * on receipts and invoices.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { html } from '../test/sharing-fixtures.js';
import { subscriptions, users } from '../db/schema.js';
import { renewSubscriptions } from '../services/billing/renewSubscriptions.js';
import { TEST_CARD_SUCCESS } from '../billing/test/testCards.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const DAY = 24 * 3600 * 1000;
const card = () => ({ card_number: TEST_CARD_SUCCESS, cvc: '123', exp_month: '12', exp_year: String(new Date().getFullYear() + 1) });
type Plan = 'lite' | 'pro';
type Period = 'monthly' | 'yearly';

async function subscribed(plan: Plan, period: Period) {
  const c = new TestClient(server.app);
  const me = await c.signUp();
  const response = await c.post('/api/v1/subscriptions.json', { subscription: { plan, period, payment: card() } });
  expect(response.statusCode, response.body).toBe(200);
  return { c, me };
}

const rowOf = async (userId: number) => (await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
const accountType = async (id: number) => (await server.database.db.select().from(users).where(eq(users.id, id)))[0]!.accountType;
/** Moves the paid period so that `usedDays` of `days` are used (a subscription bought some time ago). */
async function periodUsed(userId: number, usedDays: number, days: number) {
  const now = Date.now();
  await server.database.db.update(subscriptions)
    .set({ currentPeriodStart: new Date(now - usedDays * DAY), currentPeriodEnd: new Date(now + (days - usedDays) * DAY) })
    .where(eq(subscriptions.userId, userId));
}
const preview = async (c: TestClient, subscription: { plan: Plan; period: Period; timing?: 'now' | 'renewal' }) => {
  const response = await c.post('/api/v1/subscriptions/preview.json', { subscription });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const documents = async (c: TestClient) => (await c.get('/api/v1/account/subscription.json')).json();

describe('plan change preview and proration', () => {
  it('upgrades mid-period with credit for the unused time: the preview is what is charged, and the receipt lists the lines', async () => {
    const { c, me } = await subscribed('lite', 'monthly');
    await periodUsed(me.id, 15, 30);
    const before = await rowOf(me.id);

    const shown = await preview(c, { plan: 'pro', period: 'monthly' });
    expect(shown).toMatchObject({ timing: 'now', default_timing: 'now', today_cents: 250, today: '$2.50', renewal_cents: 1000, renewal: '$10' });
    expect(shown.lines.map((line: { amount: string }) => line.amount)).toEqual(['-$2.50', '$5']);
    expect(shown.lines[0].description).toMatch(/^Unused time on Lite \(monthly\) after /);
    expect(shown.lines[1].description).toMatch(/^Remaining time on Pro \(monthly\) after /);
    expect(new Date(shown.renewal_at).getTime()).toBe(before.currentPeriodEnd.getTime());
    // A preview changes nothing.
    expect(await accountType(me.id)).toBe('lite');
    expect((await documents(c)).receipts).toHaveLength(1);

    const changed = await c.post('/api/v1/subscriptions.json', { subscription: { plan: 'pro', period: 'monthly', proration_date: shown.proration_date } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ account_type: 'pro', subscription: { plan: 'pro', price: '$10/month', next_charge_cents: 1000, scheduled: null } });
    // The period keeps its dates: the renewal is when it was, at the full Pro price.
    const after = await rowOf(me.id);
    expect(after.currentPeriodStart.getTime()).toBe(before.currentPeriodStart.getTime());
    expect(after.currentPeriodEnd.getTime()).toBe(before.currentPeriodEnd.getTime());

    const { receipts, invoices } = await documents(c);
    expect(receipts).toHaveLength(2);
    expect(receipts[0]).toMatchObject({ amount: '$2.50', plan: 'pro', period: 'monthly' });
    expect(receipts[0].lines).toEqual(shown.lines);
    expect(invoices[0].lines).toEqual(shown.lines);
    expect(receipts[1].lines).toEqual([]);
    const page = await html(c, receipts[0].url);
    expect(page.body).toContain('Unused time on Lite (monthly)');
    expect(page.body).toContain('-$2.50');
    expect(page.body).toMatch(/Amount paid<\/th><td><strong>\$2\.50/);

    await renewSubscriptions(server.app.podium, new Date(after.currentPeriodEnd.getTime() + 1000));
    expect((await documents(c)).receipts[0]).toMatchObject({ amount: '$10', plan: 'pro', lines: [] });
  });

  it('loses nothing in the tracker’s case: Lite yearly, then monthly, then Pro on the same day', async () => {
    const { c, me } = await subscribed('lite', 'yearly');
    // The period switch applies at the renewal by default: nothing charged today, $5 a month from the renewal on.
    const toMonthly = await preview(c, { plan: 'lite', period: 'monthly' });
    expect(toMonthly).toMatchObject({ timing: 'renewal', default_timing: 'renewal', lines: [], today_cents: 0, renewal_cents: 500 });
    // Asked for now: the unused year is credit, the first month is paid from it, the rest is kept.
    const now = await preview(c, { plan: 'lite', period: 'monthly', timing: 'now' });
    expect(now.today_cents).toBe(0);
    expect(now.lines.map((line: { amount_cents: number }) => line.amount_cents)).toEqual([-5000, 500]);
    expect(now).toMatchObject({ credit_after_cents: 4500, renewal_cents: 0 });
    const switched = await c.put('/api/v1/account/billing_period.json', { subscription: { period: 'monthly', timing: 'now', proration_date: now.proration_date } });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().subscription).toMatchObject({ period: 'monthly', price: '$5/month', credit_cents: 4500, next_charge_cents: 0 });

    const toPro = await preview(c, { plan: 'pro', period: 'monthly' });
    expect(toPro.lines.map((line: { description: string; amount_cents: number }) => [line.description.replace(/ after .*/, ''), line.amount_cents])).toEqual([
      ['Unused time on Lite (monthly)', -500], ['Remaining time on Pro (monthly)', 1000], ['Credit from your balance', -500],
    ]);
    expect(toPro).toMatchObject({ today_cents: 0, credit_after_cents: 4000 });
    const upgraded = await c.post('/api/v1/subscriptions.json', { subscription: { plan: 'pro', period: 'monthly', proration_date: toPro.proration_date } });
    expect(upgraded.json()).toMatchObject({ account_type: 'pro', subscription: { credit_cents: 4000 } });
    // $50 paid once; both changes cost nothing more, and the credit pays the next four Pro months.
    const { receipts } = await documents(c);
    expect(receipts.map((receipt: { amount_cents: number }) => receipt.amount_cents)).toEqual([0, 0, 5000]);
    const end = (await rowOf(me.id)).currentPeriodEnd;
    await renewSubscriptions(server.app.podium, new Date(end.getTime() + 1000));
    const renewed = await documents(c);
    expect(renewed.receipts[0]).toMatchObject({ amount_cents: 0 });
    expect(renewed.receipts[0].lines.map((line: { amount_cents: number }) => line.amount_cents)).toEqual([1000, -1000]);
    expect(renewed.subscription).toMatchObject({ credit_cents: 3000, next_charge_cents: 0 });
  });

  it('downgrades at the renewal by default: nothing charged, the plan stays until the renewal charges the new one', async () => {
    const { c, me } = await subscribed('pro', 'yearly');
    const shown = await preview(c, { plan: 'lite', period: 'yearly' });
    expect(shown).toMatchObject({ timing: 'renewal', today_cents: 0, renewal_cents: 5000, lines: [] });
    const scheduled = await c.post('/api/v1/subscriptions.json', { subscription: { plan: 'lite', period: 'yearly' } });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({
      account_type: 'pro', subscription: { plan: 'pro', scheduled: { plan: 'lite', period: 'yearly', price: '$50/year' }, next_charge_cents: 5000 },
    });
    expect((await documents(c)).receipts).toHaveLength(1);

    // Choosing the current plan again keeps it: the scheduled change is dropped.
    const kept = await c.post('/api/v1/subscriptions.json', { subscription: { plan: 'pro', period: 'yearly' } });
    expect(kept.json().subscription).toMatchObject({ scheduled: null, next_charge_cents: 10000 });
    expect((await c.post('/api/v1/subscriptions.json', { subscription: { plan: 'pro', period: 'yearly' } })).json().errors).toEqual({ plan: [MESSAGES.samePlan] });

    await c.post('/api/v1/subscriptions.json', { subscription: { plan: 'lite', period: 'monthly' } });
    const end = (await rowOf(me.id)).currentPeriodEnd;
    await renewSubscriptions(server.app.podium, new Date(end.getTime() + 1000));
    expect(await accountType(me.id)).toBe('lite');
    const after = await documents(c);
    expect(after.subscription).toMatchObject({ plan: 'lite', period: 'monthly', price: '$5/month', scheduled: null });
    expect(after.receipts[0]).toMatchObject({ amount: '$5', plan: 'lite', period: 'monthly' });
  });

  it('downgrades now when asked: the unused Pro time becomes credit that the renewal uses first', async () => {
    const { c, me } = await subscribed('pro', 'monthly');
    await periodUsed(me.id, 15, 30);
    const shown = await preview(c, { plan: 'lite', period: 'monthly', timing: 'now' });
    expect(shown.lines.map((line: { amount_cents: number }) => line.amount_cents)).toEqual([-500, 250]);
    expect(shown).toMatchObject({ today_cents: 0, credit_after_cents: 250, renewal_cents: 250 });
    const changed = await c.post('/api/v1/subscriptions.json', { subscription: { plan: 'lite', period: 'monthly', timing: 'now', proration_date: shown.proration_date } });
    expect(changed.json()).toMatchObject({ account_type: 'lite', subscription: { plan: 'lite', credit_cents: 250, next_charge_cents: 250 } });
    expect(await accountType(me.id)).toBe('lite');
    // The $0 receipt says where the difference went.
    const downgrade = await html(c, (await documents(c)).receipts[0].url);
    expect(downgrade.body).toMatch(/Credit added to your balance<\/th><td>\$2\.50/);
    const end = (await rowOf(me.id)).currentPeriodEnd;
    await renewSubscriptions(server.app.podium, new Date(end.getTime() + 1000));
    const { receipts, subscription } = await documents(c);
    expect(receipts[0]).toMatchObject({ amount: '$2.50' });
    expect(receipts[0].lines.map((line: { description: string; amount: string }) => [line.description.replace(/,.*/, ''), line.amount]))
      .toEqual([['Lite (monthly)', '$5'], ['Credit from your balance', '-$2.50']]);
    expect(subscription.credit_cents).toBe(0);
  });

  it('switches the billing period at the renewal unless asked for now; canceling drops the switch', async () => {
    const { c, me } = await subscribed('pro', 'monthly');
    const later = await c.put('/api/v1/account/billing_period.json', { subscription: { period: 'yearly' } });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().subscription).toMatchObject({ period: 'monthly', scheduled: { plan: 'pro', period: 'yearly', price: '$100/year' } });
    const canceled = await c.delete('/api/v1/subscriptions.json');
    expect(canceled.json().subscription).toMatchObject({ cancel_at_period_end: true, scheduled: null, next_charge_cents: null });
    await c.post('/api/v1/subscriptions/reactivate');

    await periodUsed(me.id, 10, 30);
    const shown = await preview(c, { plan: 'pro', period: 'yearly', timing: 'now' });
    const now = await c.put('/api/v1/account/billing_period.json', { subscription: { period: 'yearly', timing: 'now', proration_date: shown.proration_date } });
    expect(now.json().subscription).toMatchObject({ period: 'yearly', price: '$100/year', scheduled: null });
    // A new period length starts today: a year from now, charged in full less the unused two thirds of the month.
    expect(shown.lines.map((line: { amount_cents: number }) => line.amount_cents)).toEqual([-667, 10000]);
    expect((await documents(c)).receipts[0]).toMatchObject({ amount_cents: 9333 });
    const row = await rowOf(me.id);
    expect(row.currentPeriodEnd.getTime() - row.currentPeriodStart.getTime()).toBeGreaterThanOrEqual(365 * DAY);
  });

  it('previews a first purchase at the full price, and refuses strangers and bad input', async () => {
    const c = new TestClient(server.app);
    await c.signUp();
    expect(await preview(c, { plan: 'pro', period: 'yearly' })).toMatchObject({ timing: 'now', today: '$100', renewal: '$100', lines: [] });
    expect((await c.post('/api/v1/subscriptions/preview.json', { subscription: { plan: 'enterprise', period: 'yearly' } })).statusCode).toBe(422);
    expect((await c.post('/api/v1/subscriptions/preview.json', { subscription: { plan: 'pro', period: 'yearly', timing: 'later' } })).statusCode).toBe(422);
    expect((await c.request('POST', '/api/v1/subscriptions/preview.json', { subscription: { plan: 'pro', period: 'yearly' } }, {}, { csrf: false })).statusCode).toBe(403);
    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await anonymous.post('/api/v1/subscriptions/preview.json', { subscription: { plan: 'pro', period: 'yearly' } })).statusCode).toBe(401);
  });
});

describe('billing details', () => {
  it('are saved, checked and printed on receipts and invoices (HTML and PDF), and only for their owner', async () => {
    const { c, me } = await subscribed('pro', 'monthly');
    expect((await c.get('/api/v1/account/billing_details.json')).json()).toEqual({ billing_details: { company_name: '', address: '', vat_id: '' } });
    const bad = await c.put('/api/v1/account/billing_details.json', { billing_details: { company_name: 'Acme', address: '', vat_id: '123' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ vat_id: [MESSAGES.invalidVatId] });
    const long = await c.put('/api/v1/account/billing_details.json', { billing_details: { company_name: 'x'.repeat(201), address: '', vat_id: '' } });
    expect(long.json().errors).toEqual({ company_name: [MESSAGES.companyNameTooLong] });

    const saved = await c.put('/api/v1/account/billing_details.json', {
      billing_details: { company_name: ' Acme Slides GmbH ', address: 'Hauptstraße 1\r\n\r\n10115 Berlin\nGermany', vat_id: 'de 123.456-789' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().billing_details).toEqual({ company_name: 'Acme Slides GmbH', address: 'Hauptstraße 1\n10115 Berlin\nGermany', vat_id: 'DE123456789' });

    const { receipts, invoices } = await documents(c);
    const receipt = await html(c, receipts[0].url);
    for (const text of ['Acme Slides GmbH', 'Hauptstraße 1', '10115 Berlin', 'VAT ID: DE123456789', me.email]) expect(receipt.body).toContain(text);
    const invoice = await html(c, invoices[0].url);
    expect(invoice.body).toContain('VAT ID: DE123456789');
    const pdf = await c.get(invoices[0].pdf_url);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'podium-invoice-')), 'invoice.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Acme Slides GmbH');
    expect(text).toContain('VAT ID: DE123456789');

    // Someone else sees their own (empty) details, never these; signed-out visitors are refused.
    const other = new TestClient(server.app);
    await other.signUp();
    expect((await other.get('/api/v1/account/billing_details.json')).json().billing_details.company_name).toBe('');
    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await anonymous.get('/api/v1/account/billing_details.json')).statusCode).toBe(401);
    expect((await anonymous.put('/api/v1/account/billing_details.json', { billing_details: { company_name: 'X', address: '', vat_id: '' } })).statusCode).toBe(401);
    // Cleared fields leave the documents with the name and e-mail only.
    await c.put('/api/v1/account/billing_details.json', { billing_details: { company_name: '', address: '', vat_id: '' } });
    expect((await html(c, receipts[0].url)).body).not.toContain('VAT ID');
  });
});
