/**
 * The local test provider: the embedded default when no Stripe keys are configured. It charges nothing; cards follow
 * testCards.ts. Each call returns the events Stripe would send for it (invoice.paid on a charge, with the same ids
 * scheme), and its webhook endpoint accepts the same events signed with an HMAC of the server secret, so the event
 * path (idempotency included) is the one Stripe uses.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { MESSAGES, PLAN_NAMES } from '@podium/shared';
import { lineDay, renewalCharge } from '../../services/billing/proration.js';
import { WebhookRejected } from '../../domain/errors.js';
import {
  periodEndOf, totalCents, type CardOnFile, type PaymentProvider, type PlanPrice, type ProviderEvent, type ProviderRef, type ProviderSubscription,
} from '../paymentProvider.js';
import { parseProviderEvent } from './testEvents.js';
import { chargeTestCard } from './testCards.js';

export const TEST_SIGNATURE_HEADER = 'podium-test-signature';
/** Webhooks older than this are refused (as Stripe's default tolerance). */
const TOLERANCE_SECONDS = 300;

const id = (prefix: string) => `${prefix}_test_${randomUUID().replace(/-/g, '')}`;

/** Signs a webhook body as the test provider does (tests and the provider itself). */
export function signTestWebhook(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** The local test provider; `secret` signs and verifies its webhooks. */
export function testProvider(secret: string, clock: () => Date = () => new Date()): PaymentProvider {
  const paidInvoice = (subscriptionId: string, price: PlanPrice, start: Date, card: CardOnFile | null, creditCents = 0): ProviderEvent => {
    const { chargeCents, creditUsedCents } = renewalCharge(totalCents(price), creditCents);
    const periodEnd = periodEndOf(start, price.period);
    return {
      id: id('evt'), type: 'invoice.paid', subscriptionId, invoiceId: id('in'), amountCents: chargeCents,
      currency: price.currency, periodStart: start, periodEnd, card,
      ...(creditUsedCents > 0 ? {
        lines: [
          { description: `${PLAN_NAMES[price.plan]} (${price.period}), ${lineDay(start)} – ${lineDay(periodEnd)}`, amountCents: totalCents(price), periodStart: start, periodEnd },
          { description: 'Credit from your balance', amountCents: -creditUsedCents, periodStart: null, periodEnd: null },
        ],
      } : {}),
    };
  };
  const started = (ref: ProviderRef, price: PlanPrice, card: CardOnFile | null): ProviderSubscription => {
    const periodStart = clock();
    return {
      ...ref, card, periodStart, periodEnd: periodEndOf(periodStart, price.period),
      events: [paidInvoice(ref.subscriptionId, price, periodStart, card)],
    };
  };
  return {
    name: 'test',
    renewsItself: false,
    publishableKey: null,
    async subscribe({ customerId, price, payment }) {
      const card = chargeTestCard(payment, clock());
      return started({ customerId: customerId ?? id('cus'), subscriptionId: id('sub') }, price, card);
    },
    // The quote is the charge: its total today, its lines on the invoice, its period (kept, or new from today).
    async changePlan(ref, price, payment, quote) {
      const card = payment ? chargeTestCard(payment, clock()) : null;
      return {
        ...ref, card, periodStart: quote.periodStart, periodEnd: quote.periodEnd,
        events: [{
          id: id('evt'), type: 'invoice.paid', subscriptionId: ref.subscriptionId, invoiceId: id('in'), amountCents: quote.todayCents,
          currency: price.currency, periodStart: quote.at, periodEnd: quote.periodEnd, card, lines: quote.lines,
        }],
      };
    },
    async previewChange() {
      return null;
    },
    async scheduleChange() {},
    async updateCard(_ref, payment) {
      return chargeTestCard(payment, clock());
    },
    async setQuantity() {},
    async cancelAtPeriodEnd() {},
    async resume() {},
    async renew(ref, price, periodStart, creditCents = 0) {
      return [paidInvoice(ref.subscriptionId, price, periodStart, null, creditCents)];
    },
    parseWebhook(rawBody, headers) {
      const header = headers[TEST_SIGNATURE_HEADER];
      const match = typeof header === 'string' ? /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) : null;
      if (!match) throw new WebhookRejected(MESSAGES.webhookRejected);
      const timestamp = Number(match[1]);
      const expected = Buffer.from(signTestWebhook(rawBody.toString('utf8'), secret, timestamp).split('v1=')[1]!, 'hex');
      const given = Buffer.from(match[2]!, 'hex');
      const fresh = Math.abs(clock().getTime() / 1000 - timestamp) <= TOLERANCE_SECONDS;
      if (!fresh || !timingSafeEqual(expected, given)) throw new WebhookRejected(MESSAGES.webhookRejected);
      return parseProviderEvent(rawBody.toString('utf8'));
    },
  };
}
