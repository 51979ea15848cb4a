/**
 * Cancel, reactivate, change period and change card of a subscription: the signed-in user's own, or,
 * through services/billing/teamSubscription.ts, a team's (the row its owner holds). The `…Row` functions act on a row
 * the caller already checked.
 */
import { eq } from 'drizzle-orm';
import { MESSAGES, type BillingPeriod, type ChangeTiming, type PurchasablePlan } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { subscriptions, type SubscriptionRow, type UserRow } from '../../db/schema.js';
import { Invalid, NotFound } from '../../domain/errors.js';
import { assertMaySubscribe, priceOf, requireUser, subscriptionOf } from './billingAccount.js';
import { subscribe } from './subscribe.js';

const refOf = (row: SubscriptionRow) => ({ customerId: row.providerCustomerId, subscriptionId: row.providerSubscriptionId });

/** The caller's live subscription (not ended, with this server's provider), or NotFound. */
async function liveSubscription(ctx: ServiceContext): Promise<SubscriptionRow> {
  const user = requireUser(ctx);
  await assertMaySubscribe(ctx, user);
  const row = await subscriptionOf(ctx, user.id);
  if (!row || !isLive(ctx, row)) throw new NotFound();
  return row;
}

async function update(ctx: ServiceContext, row: SubscriptionRow, values: Partial<SubscriptionRow>): Promise<SubscriptionRow> {
  const [updated] = await ctx.db.update(subscriptions).set({ ...values, updatedAt: new Date() }).where(eq(subscriptions.id, row.id)).returning();
  return updated!;
}

/** Whether the row is live: not ended, and held by this server's provider. */
export function isLive(ctx: Pick<ServiceContext, 'payments'>, row: SubscriptionRow): boolean {
  return row.status !== 'ended' && row.provider === ctx.payments.name;
}

/** Cancels at the end of the paid period: the plan and its privileges stay until then. */
export async function cancelSubscription({ ctx }: { ctx: ServiceContext }): Promise<SubscriptionRow> {
  return cancelRow(ctx, await liveSubscription(ctx));
}

/** Cancels a live row at the end of its paid period. */
export async function cancelRow(ctx: ServiceContext, row: SubscriptionRow): Promise<SubscriptionRow> {
  if (row.cancelAtPeriodEnd) return row;
  // A change scheduled for the renewal goes with it: nothing renews.
  if (row.scheduledPlan) await ctx.payments.scheduleChange(refOf(row), priceOf(ctx, row.plan as PurchasablePlan, row.period), null);
  await ctx.payments.cancelAtPeriodEnd(refOf(row));
  return update(ctx, row, { cancelAtPeriodEnd: true, scheduledPlan: null, scheduledPeriod: null });
}

/**
 * /subscriptions/reactivate: undoes a cancel while the period runs; after the subscription ended it subscribes again
 * to the same plan and period, which needs a card (`payment`).
 */
export async function reactivateSubscription({ ctx, payment }: { ctx: ServiceContext; payment?: Record<string, unknown> }): Promise<{ subscription: SubscriptionRow; user: UserRow }> {
  const user = requireUser(ctx);
  await assertMaySubscribe(ctx, user);
  const row = await subscriptionOf(ctx, user.id);
  if (!row) throw new NotFound();
  if (row.status === 'ended' || row.provider !== ctx.payments.name) {
    const plan = row.plan as PurchasablePlan;
    return subscribe({ ctx, input: { plan, period: row.period, payment } });
  }
  return { subscription: await resumeRow(ctx, row), user };
}

/** Undoes the cancel of a live row while its period runs. */
export async function resumeRow(ctx: ServiceContext, row: SubscriptionRow): Promise<SubscriptionRow> {
  if (!row.cancelAtPeriodEnd) throw Invalid.field('subscription', MESSAGES.subscriptionNotCanceled);
  await ctx.payments.resume(refOf(row));
  return update(ctx, row, { cancelAtPeriodEnd: false });
}

/**
 * /account/update_billing_period: moves to the other period from the next renewal on (nothing charged now), or now
 * when asked (prorated: the unused time is credited, the new period starts today). Choosing the current period again
 * drops a switch scheduled for the renewal.
 */
export async function changeBillingPeriod({ ctx, period, timing = 'renewal', prorationDate }: {
  ctx: ServiceContext; period: BillingPeriod; timing?: ChangeTiming; prorationDate?: string;
}): Promise<SubscriptionRow> {
  const row = await liveSubscription(ctx);
  if (row.period === period && row.scheduledPeriod === null) throw Invalid.field('period', MESSAGES.samePlan);
  return (await subscribe({ ctx, input: { plan: row.plan as PurchasablePlan, period, timing, proration_date: prorationDate } })).subscription;
}

/** /account/update_billing: the card future charges go to. A declined card changes nothing. */
export async function updateCard({ ctx, payment }: { ctx: ServiceContext; payment: Record<string, unknown> }): Promise<SubscriptionRow> {
  return updateCardOfRow(ctx, await liveSubscription(ctx), payment);
}

/** Replaces the card of a live row. A declined card changes nothing. */
export async function updateCardOfRow(ctx: ServiceContext, row: SubscriptionRow, payment: Record<string, unknown>): Promise<SubscriptionRow> {
  const card = await ctx.payments.updateCard(refOf(row), payment);
  return update(ctx, row, { cardBrand: card.brand, cardLast4: card.last4, cardExpMonth: card.expMonth, cardExpYear: card.expYear });
}
