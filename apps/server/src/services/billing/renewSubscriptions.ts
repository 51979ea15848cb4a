/**
 * The renewal sweep (a scheduled job): subscriptions whose paid period is over are either ended (canceled ones:
 * the plan falls back to free, data stays) or, for a provider that does not renew by itself (the test provider),
 * charged for the next period (a team's enterprise subscription at its current seat count). Stripe renews and ends subscriptions itself and says so by webhook; ending a
 * canceled one here as well is harmless (the event is keyed by subscription and period, applied once).
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppServices } from '../../context.js';
import { subscriptions } from '../../db/schema.js';
import { applyBillingEvent, applyBillingEvents } from './applyBillingEvent.js';
import { priceOf } from './billingAccount.js';
import { teamRenewalPrice } from './teamSeats.js';
import { renewalCharge } from './proration.js';
import { totalCents } from '../../billing/paymentProvider.js';

/** Ends or renews every lapsed subscription; returns how many were handled. */
export async function renewSubscriptions(ctx: AppServices, now = new Date()): Promise<number> {
  const lapsed = await ctx.db.select().from(subscriptions)
    .where(and(inArray(subscriptions.status, ['active', 'past_due']), lte(subscriptions.currentPeriodEnd, now)));
  let handled = 0;
  for (const row of lapsed) {
    if (row.provider !== ctx.payments.name) continue;
    const ref = { customerId: row.providerCustomerId, subscriptionId: row.providerSubscriptionId };
    // A failed renewal ends the plan here only for the test provider; Stripe retries the charge and says when it gives up.
    if (row.cancelAtPeriodEnd || (row.status === 'past_due' && !ctx.payments.renewsItself)) {
      const id = `end_${row.providerSubscriptionId}_${row.currentPeriodEnd.getTime()}`;
      await applyBillingEvent(ctx, row.provider, { id, type: 'subscription.ended', subscriptionId: row.providerSubscriptionId });
    } else if (!ctx.payments.renewsItself && (row.plan === 'lite' || row.plan === 'pro')) {
      // A plan or period scheduled for this renewal is what it charges (applyBillingEvent moves the row to it), less the credit held.
      const scheduled = row.scheduledPlan === 'lite' || row.scheduledPlan === 'pro' ? { plan: row.scheduledPlan, period: row.scheduledPeriod ?? row.period } : null;
      const price = scheduled ? priceOf(ctx, scheduled.plan, scheduled.period) : priceOf(ctx, row.plan, row.period);
      const { creditUsedCents } = renewalCharge(totalCents(price), row.creditCents);
      await applyBillingEvents(ctx, row.provider, await ctx.payments.renew(ref, price, row.currentPeriodEnd, creditUsedCents));
      if (creditUsedCents > 0) {
        await ctx.db.update(subscriptions).set({ creditCents: sql`greatest(0, ${subscriptions.creditCents} - ${creditUsedCents})`, updatedAt: new Date() })
          .where(eq(subscriptions.id, row.id));
      }
    } else if (!ctx.payments.renewsItself && row.plan === 'enterprise') {
      // A team's subscription: the next period charges the active seats of this moment (SPEC §9).
      const price = await teamRenewalPrice(ctx, row);
      if (!price) continue;
      // The owner switched the period: the new period and its seat price apply from this renewal (its invoice too).
      if (price.period !== row.period) {
        await ctx.db.update(subscriptions).set({ period: price.period, amountCents: price.amountCents, updatedAt: new Date() })
          .where(eq(subscriptions.id, row.id));
      }
      await applyBillingEvents(ctx, row.provider, await ctx.payments.renew(ref, price, row.currentPeriodEnd));
    } else {
      continue;
    }
    handled += 1;
  }
  return handled;
}
