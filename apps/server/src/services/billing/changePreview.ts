/**
 * What a plan or period change would charge, before it is made (the change screens show it and the person confirms):
 * today's lines and total, and the next renewal's date and amount. The same quote is what the change then charges
 * (subscribe.ts); a provider that prorates by itself (Stripe) answers today's part with its own invoice preview.
 */
import { defaultChangeTiming, type BillingPeriod, type ChangeTiming, type PurchasablePlan } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import type { SubscriptionRow } from '../../db/schema.js';
import { periodEndOf, totalCents } from '../../billing/paymentProvider.js';
import { assertMaySubscribe, priceOf, requireUser, subscriptionOf } from './billingAccount.js';
import { quoteChange, type ChangeQuote } from './proration.js';

/** Our reference to the row's subscription at its provider. */
export const refOf = (row: SubscriptionRow) => ({ customerId: row.providerCustomerId, subscriptionId: row.providerSubscriptionId });

/** How far back a preview's instant may be confirmed (Stripe's advice: prorate at the instant that was shown). */
const PRORATION_DATE_MAX_AGE_MS = 60 * 60 * 1000;

/** The instant to prorate at: the preview's when it is recent and inside the paid period, else now. */
export function prorationInstant(row: SubscriptionRow, shown: string | undefined, now = new Date()): Date {
  const at = shown ? new Date(shown) : null;
  if (!at || Number.isNaN(at.getTime())) return now;
  const age = now.getTime() - at.getTime();
  return age >= 0 && age <= PRORATION_DATE_MAX_AGE_MS && at >= row.currentPeriodStart ? at : now;
}

/** The quote of moving the live `row` to `plan` and `period` with `timing`, at `at`. */
export function quoteFor(
  ctx: ServiceContext, row: SubscriptionRow, plan: PurchasablePlan, period: BillingPeriod, timing: ChangeTiming, at = new Date(),
): ChangeQuote {
  const next = priceOf(ctx, plan, period);
  return quoteChange({
    current: { plan: row.plan, period: row.period, totalCents: row.amountCents, periodStart: row.currentPeriodStart, periodEnd: row.currentPeriodEnd },
    next: { plan, period, totalCents: totalCents(next) },
    timing, now: at, creditCents: row.creditCents,
  });
}

export interface ChangePreview {
  plan: PurchasablePlan;
  period: BillingPeriod;
  timing: ChangeTiming;
  defaultTiming: ChangeTiming;
  quote: ChangeQuote;
  currency: string;
}

/** The preview of buying `plan` and `period`, or of changing the caller's live subscription to it. */
export async function previewChange({ ctx, input }: {
  ctx: ServiceContext;
  input: { plan: PurchasablePlan; period: BillingPeriod; timing?: ChangeTiming };
}): Promise<ChangePreview> {
  const user = requireUser(ctx);
  await assertMaySubscribe(ctx, user);
  const row = await subscriptionOf(ctx, user.id);
  const price = priceOf(ctx, input.plan, input.period);
  const currency = price.currency;
  if (!row || row.status === 'ended' || row.provider !== ctx.payments.name) {
    // A new subscription: one whole period today, the same at its end.
    const now = new Date();
    const end = periodEndOf(now, input.period);
    const full = totalCents(price);
    const quote: ChangeQuote = {
      timing: 'now', at: now, lines: [], todayCents: full, creditAfterCents: 0, periodStart: now, periodEnd: end, renewalAt: end, renewalCents: full,
    };
    return { plan: input.plan, period: input.period, timing: 'now', defaultTiming: 'now', quote, currency };
  }
  const defaultTiming = defaultChangeTiming(row, input);
  const unchanged = row.plan === input.plan && row.period === input.period;
  // Staying on the current plan and period waits for the renewal: nothing to charge today.
  const timing = unchanged ? 'renewal' : input.timing ?? defaultTiming;
  const quote = quoteFor(ctx, row, input.plan, input.period, timing);
  if (timing === 'now') {
    const own = await ctx.payments.previewChange(refOf(row), price, quote);
    if (own) Object.assign(quote, { lines: own.lines, todayCents: own.todayCents });
  }
  return { plan: input.plan, period: input.period, timing, defaultTiming, quote, currency };
}
