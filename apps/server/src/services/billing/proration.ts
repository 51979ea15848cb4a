/**
 * What a plan or period change costs, as Stripe prorates it: pure arithmetic in integer cents, no I/O.
 *
 * Applied now, the unused time of the current period is credited at the current plan's price. Within the same period
 * length (Lite monthly → Pro monthly) the period keeps its dates and the rest of it is charged at the new price; a
 * different period length (monthly → yearly) starts a new period today and charges it in full (Stripe resets the
 * billing cycle anchor then). A negative total is not refunded to the card: it is kept as credit that later charges
 * use first (Stripe's customer balance). Applied at the renewal, nothing is charged today and the renewal charges
 * the new plan's full price (less any credit).
 */
import { PLAN_NAMES, type AccountType, type BillingPeriod, type ChangeTiming } from '@podium/shared';
import { periodEndOf } from '../../billing/paymentProvider.js';

/** A plan at a period and what one whole period of it costs (all seats), in cents. */
export interface PlanTerms {
  plan: AccountType;
  period: BillingPeriod;
  totalCents: number;
}

export interface ChargeLine {
  description: string;
  /** Signed cents: negative is credit. */
  amountCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
}

export interface ChangeQuote {
  timing: ChangeTiming;
  /** The instant the proration is computed for (Stripe's proration_date). */
  at: Date;
  /** Today's invoice lines; empty when the change waits for the renewal. */
  lines: ChargeLine[];
  /** Charged to the card today (never negative). */
  todayCents: number;
  /** Credit left after today. */
  creditAfterCents: number;
  /** The period running after the change (the current one unless a new period length starts today). */
  periodStart: Date;
  periodEnd: Date;
  /** The next renewal: the end of that period, charging the new plan's full price less the credit left. */
  renewalAt: Date;
  renewalCents: number;
}

export interface QuoteInput {
  current: PlanTerms & { periodStart: Date; periodEnd: Date };
  next: PlanTerms;
  timing: ChangeTiming;
  now: Date;
  /** Credit the customer holds before the change. */
  creditCents?: number;
}

/** "November 27, 2026" (UTC): invoice line dates. */
export const lineDay = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const planLabel = (terms: PlanTerms) => `${PLAN_NAMES[terms.plan]} (${terms.period})`;

/** The share of the period [start, end) still unused at `now`, between 0 and 1. */
export function unusedFraction(start: Date, end: Date, now: Date): number {
  const total = end.getTime() - start.getTime();
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, (end.getTime() - now.getTime()) / total));
}

/** The quote of a change from `current` to `next`. */
export function quoteChange({ current, next, timing, now, creditCents = 0 }: QuoteInput): ChangeQuote {
  const credit = Math.max(0, Math.round(creditCents));
  if (timing === 'renewal') {
    return {
      timing, at: now, lines: [], todayCents: 0, creditAfterCents: credit, periodStart: current.periodStart, periodEnd: current.periodEnd,
      renewalAt: current.periodEnd, renewalCents: Math.max(0, next.totalCents - credit),
    };
  }
  const unused = unusedFraction(current.periodStart, current.periodEnd, now);
  const samePeriod = next.period === current.period;
  const periodStart = samePeriod ? current.periodStart : now;
  const periodEnd = samePeriod ? current.periodEnd : periodEndOf(now, next.period);
  const lines: ChargeLine[] = [];
  const unusedCents = Math.round(current.totalCents * unused);
  if (unusedCents > 0) {
    lines.push({ description: `Unused time on ${planLabel(current)} after ${lineDay(now)}`, amountCents: -unusedCents, periodStart: now, periodEnd: current.periodEnd });
  }
  const chargeCents = samePeriod ? Math.round(next.totalCents * unused) : next.totalCents;
  lines.push({
    description: samePeriod ? `Remaining time on ${planLabel(next)} after ${lineDay(now)}` : `${planLabel(next)}, ${lineDay(periodStart)} – ${lineDay(periodEnd)}`,
    amountCents: chargeCents, periodStart: now, periodEnd,
  });
  const subtotal = chargeCents - unusedCents;
  // Credit pays a positive total first; a negative total adds to the credit.
  const used = subtotal > 0 ? Math.min(credit, subtotal) : 0;
  if (used > 0) lines.push({ description: 'Credit from your balance', amountCents: -used, periodStart: null, periodEnd: null });
  const todayCents = Math.max(0, subtotal - used);
  const creditAfterCents = subtotal > 0 ? credit - used : credit - subtotal;
  return {
    timing, at: now, lines, todayCents, creditAfterCents, periodStart, periodEnd,
    renewalAt: periodEnd, renewalCents: Math.max(0, next.totalCents - creditAfterCents),
  };
}

/** A renewal's charge: the full price less the credit held, and the credit left after it. */
export function renewalCharge(totalCents: number, creditCents: number): { chargeCents: number; creditUsedCents: number } {
  const creditUsedCents = Math.min(Math.max(0, creditCents), totalCents);
  return { chargeCents: totalCents - creditUsedCents, creditUsedCents };
}
