/**
 * Maps a verified Stripe event to a ProviderEvent. Read defensively: Stripe moved fields between API versions
 * (an invoice's subscription is `subscription` in older versions and `parent.subscription_details.subscription` in
 * newer ones), so both are accepted.
 */
import type { ProviderEvent } from '../paymentProvider.js';

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof obj(value).id === 'string' ? (obj(value).id as string) : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const date = (seconds: unknown): Date => new Date(num(seconds) * 1000);

/** The subscription an invoice belongs to, whichever API version wrote it. */
function invoiceSubscription(invoice: Json): string {
  return str(invoice.subscription) || str(obj(obj(invoice.parent).subscription_details).subscription);
}

/** The service period an invoice charges for: its first line's period, else the invoice's own. */
function invoicePeriod(invoice: Json): { periodStart: Date; periodEnd: Date } {
  const line = obj((obj(invoice.lines).data as unknown[] | undefined)?.[0]);
  const period = obj(line.period);
  if (period.start && period.end) return { periodStart: date(period.start), periodEnd: date(period.end) };
  return { periodStart: date(invoice.period_start), periodEnd: date(invoice.period_end) };
}

/** A Stripe event (already signature-checked) in our terms. */
export function mapStripeEvent(event: { id: string; type: string; data: { object: unknown } }): ProviderEvent {
  const object = obj(event.data.object);
  switch (event.type) {
    case 'invoice.paid':
      return {
        id: event.id, type: 'invoice.paid', subscriptionId: invoiceSubscription(object), invoiceId: str(object.id),
        amountCents: num(object.amount_paid), currency: String(object.currency ?? 'usd'), ...invoicePeriod(object), card: null,
      };
    case 'invoice.payment_failed':
      return {
        id: event.id, type: 'invoice.payment_failed', subscriptionId: invoiceSubscription(object), invoiceId: str(object.id),
        amountCents: num(object.amount_due), currency: String(object.currency ?? 'usd'), ...invoicePeriod(object),
      };
    case 'customer.subscription.deleted':
      return { id: event.id, type: 'subscription.ended', subscriptionId: str(object.id) };
    default:
      return { id: event.id, type: 'ignored', providerType: event.type };
  }
}
