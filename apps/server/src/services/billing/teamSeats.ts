/**
 * A team's subscription is per seat (issue 17, SPEC §9): the owner's enterprise subscription row charges the team's
 * active members × the per-seat price each period. Seats added or removed mid-period are not prorated: the next
 * renewal charges the seat count of that moment (the billing page says so).
 */
import { and, count, eq, ne } from 'drizzle-orm';
import type { AppServices } from '../../context.js';
import { memberships, subscriptions, type SubscriptionRow } from '../../db/schema.js';
import type { PlanPrice } from '../../billing/paymentProvider.js';

/** Active members of the team. */
export async function activeSeats(ctx: AppServices, teamId: number): Promise<number> {
  const [row] = await ctx.db.select({ seats: count() }).from(memberships)
    .where(and(eq(memberships.teamId, teamId), eq(memberships.status, 'active')));
  return row?.seats ?? 0;
}

/** The team whose owner holds this subscription, or null when the holder owns no team. */
async function ownedTeamOf(ctx: AppServices, userId: number): Promise<number | null> {
  const [row] = await ctx.db.select({ teamId: memberships.teamId }).from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.role, 'owner'))).limit(1);
  return row?.teamId ?? null;
}

/** What the next period of an enterprise subscription charges: the per-seat price × the active seats now. */
export async function teamRenewalPrice(ctx: AppServices, row: SubscriptionRow): Promise<PlanPrice | null> {
  const teamId = await ownedTeamOf(ctx, row.userId);
  if (teamId === null) return null;
  const seats = Math.max(1, await activeSeats(ctx, teamId));
  return {
    plan: 'enterprise' as PlanPrice['plan'], period: row.period,
    amountCents: ctx.config.billing.prices.enterprise[row.period], currency: ctx.config.billing.currency, quantity: seats,
  };
}

/**
 * After members join, leave, or are (de)activated: a provider that renews by itself (Stripe) is told the new seat
 * count for its next renewal. The test provider reads the count at renewal time, so nothing is needed there.
 */
export async function syncTeamSeats(ctx: AppServices, teamId: number): Promise<void> {
  if (!ctx.payments.renewsItself) return;
  const [row] = await ctx.db.select({ subscription: subscriptions }).from(subscriptions)
    .innerJoin(memberships, eq(memberships.userId, subscriptions.userId))
    .where(and(eq(memberships.teamId, teamId), eq(memberships.role, 'owner'), eq(subscriptions.plan, 'enterprise'),
      ne(subscriptions.status, 'ended'), eq(subscriptions.provider, ctx.payments.name)))
    .limit(1).then((rows) => rows.map((r) => r.subscription));
  if (!row) return;
  await ctx.payments.setQuantity(
    { customerId: row.providerCustomerId, subscriptionId: row.providerSubscriptionId },
    Math.max(1, await activeSeats(ctx, teamId)),
  );
}
