/**
 * The one interface every payment provider implements: the local test provider (billing/test/, the
 * embedded default) and Stripe (billing/stripe/). Services call these and never see a provider's own API; providers
 * throw domain errors (PaymentDeclined for a refused card, Invalid for malformed payment input, WebhookRejected for a
 * forged webhook). Money happens at the provider; what it reports back arrives as ProviderEvents (from the call's
 * result for the test provider, from signed webhooks for Stripe) and services/billing/applyBillingEvent.ts applies
 * each event once, by its id.
 */
import type { BillingPeriod, PurchasablePlan } from '@podium/shared';
import type { ChangeQuote } from '../services/billing/proration.js';

/** The card the provider charges, as it reports it: never the number itself. */
export interface CardOnFile {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A plan at a price: what a subscription charges each period. */
export interface PlanPrice {
  plan: PurchasablePlan;
  period: BillingPeriod;
  /** The price of one unit (one seat for a team). */
  amountCents: number;
  currency: string;
  /** How many units each period charges: a team's active seats; 1 when absent. */
  quantity?: number;
}

/** What one period of `price` costs in total. */
export function totalCents(price: PlanPrice): number {
  return price.amountCents * (price.quantity ?? 1);
}

/** A line of an invoice beyond its plan (proration credit and charge, credit used): signed cents. */
export interface InvoiceLine {
  description: string;
  amountCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
}

/** Something that happened at the provider, in our terms. `id` is the provider's event id (idempotency key). */
export type ProviderEvent =
  | {
    id: string; type: 'invoice.paid'; subscriptionId: string; invoiceId: string; amountCents: number; currency: string;
    periodStart: Date; periodEnd: Date; card: CardOnFile | null;
    /** The invoice's lines when it is more than one plain period (a prorated change); absent otherwise. */
    lines?: InvoiceLine[];
  }
  | {
    id: string; type: 'invoice.payment_failed'; subscriptionId: string; invoiceId: string; amountCents: number; currency: string;
    periodStart: Date; periodEnd: Date;
  }
  | { id: string; type: 'subscription.ended'; subscriptionId: string }
  /** Events we do not act on (they are still recorded, so a replay is recognised). */
  | { id: string; type: 'ignored'; providerType: string };

/** A new or changed subscription at the provider, plus the events the change fired (test provider: at once). */
export interface ProviderSubscription {
  customerId: string;
  subscriptionId: string;
  /** The card now on file; null when the call kept the card that was there. */
  card: CardOnFile | null;
  periodStart: Date;
  periodEnd: Date;
  events: ProviderEvent[];
}

/** Our reference to a subscription at the provider. */
export interface ProviderRef {
  customerId: string;
  subscriptionId: string;
}

export interface PaymentProvider {
  /** Stored with each subscription: which provider holds its customer. */
  readonly name: 'test' | 'stripe';
  /** Whether the provider charges renewals itself (Stripe) or the renewal job asks it to (test provider). */
  readonly renewsItself: boolean;
  /** Stripe's publishable key for the browser, when the provider needs one. */
  readonly publishableKey: string | null;
  /** Starts a subscription: a customer (reused when `customerId` is known), the card, the first charge. */
  subscribe(input: { customerId: string | null; email: string; userId: number; price: PlanPrice; payment: unknown }): Promise<ProviderSubscription>;
  /**
   * Moves a live subscription to another plan or period now, prorated (services/billing/proration.ts): credit for
   * the unused time of the current plan, the rest of the new one charged; a new card when `payment` is set. The test
   * provider charges `quote` as it is; Stripe prorates by itself at the quote's instant (proration_date).
   */
  changePlan(ref: ProviderRef, price: PlanPrice, payment: unknown | null, quote: ChangeQuote): Promise<ProviderSubscription>;
  /**
   * What changing to `price` now would charge, as the provider itself computes it, or null when our own quote is what
   * it charges (the test provider). Stripe answers with its invoice preview at the quote's instant.
   */
  previewChange(ref: ProviderRef, price: PlanPrice, quote: ChangeQuote): Promise<{ lines: InvoiceLine[]; todayCents: number } | null>;
  /**
   * Makes the next renewal charge `next` instead of `current` (null: drop a scheduled change and renew `current`).
   * Nothing is charged now. The test provider needs nothing (the renewal job reads the row); Stripe gets a
   * subscription schedule whose second phase starts at the renewal.
   */
  scheduleChange(ref: ProviderRef, current: PlanPrice, next: PlanPrice | null): Promise<void>;
  /** Sets how many seats later renewals charge (no charge now, no proration). */
  setQuantity(ref: ProviderRef, quantity: number): Promise<void>;
  /** Replaces the card that future charges go to. */
  updateCard(ref: ProviderRef, payment: unknown): Promise<CardOnFile>;
  /** Stops renewals at the end of the paid period (access stays until then). */
  cancelAtPeriodEnd(ref: ProviderRef): Promise<void>;
  /** Undoes cancelAtPeriodEnd while the period is still running. */
  resume(ref: ProviderRef): Promise<void>;
  /**
   * Charges the next period of a subscription whose period ended (only when `renewsItself` is false), less
   * `creditCents` of the customer's credit.
   */
  renew(ref: ProviderRef, price: PlanPrice, periodStart: Date, creditCents?: number): Promise<ProviderEvent[]>;
  /** Verifies a webhook's signature over the raw body and maps it; throws WebhookRejected when it does not verify. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent;
}

/** The end of a billing period that starts at `start`. */
export function periodEndOf(start: Date, period: BillingPeriod): Date {
  const end = new Date(start);
  if (period === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}
