/**
 * Maps a verified Stripe event to a ProviderEvent. Read defensively: Stripe moved fields between API versions
 * (an invoice's subscription is `subscription` in older versions and `parent.subscription_details.subscription` in
 * newer ones), so both are accepted.
 */
import type { InvoiceLine, ProviderEvent } from '../paymentProvider.js';

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof obj(value).id === 'string' ? (obj(value).id as string) : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const date = (seconds: unknown): Date => new Date(num(seconds) * 1000);

/** The subscription an invoice belongs to, whichever API version wrote it. */
function invoiceSubscription(invoice: Json): string {
  return str(invoice.subscription) || str(obj(obj(invoice.parent).subscription_details).subscription);
}

const linesOf = (invoice: Json): Json[] => ((obj(invoice.lines).data as unknown[] | undefined) ?? []).map(obj);

/**
 * The service period an invoice charges for: the period of its line that runs longest (a proration's new-plan line
 * rather than the credit for the old one; a renewal's only line), else the invoice's own.
 */
function invoicePeriod(invoice: Json): { periodStart: Date; periodEnd: Date } {
  const periods = linesOf(invoice).map((line) => obj(line.period)).filter((period) => period.start && period.end);
  const latest = periods.sort((a, b) => num(b.end) - num(a.end))[0];
  if (latest) return { periodStart: date(latest.start), periodEnd: date(latest.end) };
  return { periodStart: date(invoice.period_start), periodEnd: date(invoice.period_end) };
}

/** A prorated invoice's lines (Stripe's own descriptions), plus the credit from the balance it used; absent for one plain line. */
function invoiceLines(invoice: Json): { lines?: InvoiceLine[] } {
  const lines: InvoiceLine[] = linesOf(invoice).map((line) => {
    const period = obj(line.period);
    return {
      description: typeof line.description === 'string' ? line.description : '', amountCents: num(line.amount),
      periodStart: period.start ? date(period.start) : null, periodEnd: period.end ? date(period.end) : null,
    };
  });
  const balanceUsed = typeof invoice.amount_due === 'number' && typeof invoice.total === 'number' ? invoice.amount_due - invoice.total : 0;
  if (balanceUsed !== 0) lines.push({ description: 'Credit from your balance', amountCents: balanceUsed, periodStart: null, periodEnd: null });
  return lines.length > 1 ? { lines } : {};
}

/** A Stripe event (already signature-checked) in our terms. */
export function mapStripeEvent(event: { id: string; type: string; data: { object: unknown } }): ProviderEvent {
  const object = obj(event.data.object);
  switch (event.type) {
    case 'invoice.paid':
      return {
        id: event.id, type: 'invoice.paid', subscriptionId: invoiceSubscription(object), invoiceId: str(object.id),
        amountCents: num(object.amount_paid), currency: String(object.currency ?? 'usd'), ...invoicePeriod(object), card: null,
        ...invoiceLines(object),
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
