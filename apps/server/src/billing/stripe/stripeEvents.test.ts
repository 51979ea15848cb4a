// Stripe event payloads of old and new API versions map to the same ProviderEvents.
import { describe, expect, it } from 'vitest';
import { mapStripeEvent } from './stripeEvents.js';

describe('mapStripeEvent', () => {
  it('reads the subscription of an invoice from either API version', () => {
    const old = mapStripeEvent({ id: 'evt_1', type: 'invoice.paid', data: { object: { id: 'in_1', subscription: 'sub_1', amount_paid: 500, currency: 'usd', period_start: 10, period_end: 20 } } });
    expect(old).toMatchObject({ type: 'invoice.paid', subscriptionId: 'sub_1', invoiceId: 'in_1', amountCents: 500, periodStart: new Date(10_000), periodEnd: new Date(20_000) });
    const current = mapStripeEvent({
      id: 'evt_2', type: 'invoice.payment_failed',
      data: { object: { id: 'in_2', amount_due: 900, currency: 'eur', parent: { subscription_details: { subscription: 'sub_2' } }, lines: { data: [{ period: { start: 30, end: 40 } }] } } },
    });
    expect(current).toMatchObject({ type: 'invoice.payment_failed', subscriptionId: 'sub_2', amountCents: 900, currency: 'eur', periodStart: new Date(30_000) });
  });

  it('keeps the lines of a prorated invoice and takes the period of the new plan, not of the credit', () => {
    const event = mapStripeEvent({
      id: 'evt_5', type: 'invoice.paid',
      data: { object: {
        id: 'in_5', subscription: 'sub_5', amount_paid: 9000, amount_due: 9000, total: 9750, currency: 'usd',
        lines: { data: [
          { description: 'Unused time on Lite after 16 Nov 2026', amount: -250, period: { start: 100, end: 200 } },
          { description: 'Pro (yearly)', amount: 10000, period: { start: 100, end: 900 } },
        ] },
      } },
    });
    expect(event).toMatchObject({ type: 'invoice.paid', amountCents: 9000, periodStart: new Date(100_000), periodEnd: new Date(900_000) });
    expect(event.type === 'invoice.paid' && event.lines?.map((line) => [line.description, line.amountCents])).toEqual([
      ['Unused time on Lite after 16 Nov 2026', -250], ['Pro (yearly)', 10000], ['Credit from your balance', -750],
    ]);
  });

  it('maps a deleted subscription to its end and anything else to ignored', () => {
    expect(mapStripeEvent({ id: 'evt_3', type: 'customer.subscription.deleted', data: { object: { id: 'sub_3' } } }))
      .toEqual({ id: 'evt_3', type: 'subscription.ended', subscriptionId: 'sub_3' });
    expect(mapStripeEvent({ id: 'evt_4', type: 'charge.refunded', data: { object: {} } })).toEqual({ id: 'evt_4', type: 'ignored', providerType: 'charge.refunded' });
  });
});
