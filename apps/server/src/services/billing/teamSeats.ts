/**
 * A team's subscription is per seat (SPEC §9): the owner's enterprise subscription row charges the team's
 * active members × the per-seat price each period. Seats added or removed mid-period are not prorated: the next
 * renewal charges the seat count of that moment (the billing page says so).
 */
import { and, count, eq, ne } from 'drizzle-orm';
import type { AppServices } from '../../context.js';
import type { BillingPeriod } from '@podium/shared';
import { memberships, subscriptions, teams, type SubscriptionRow, type TeamRow } from '../../db/schema.js';
import type { PlanPrice } from '../../billing/paymentProvider.js';

/** Active members of the team. */
export async function activeSeats(ctx: Pick<AppServices, 'db'>, teamId: number): Promise<number> {
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

/** One seat of a team for `period` (configuration); `quantity` seats when given. */
export function seatPrice(ctx: Pick<AppServices, 'config'>, period: BillingPeriod, quantity?: number): PlanPrice {
  // The provider's interface names the plans people buy alone; a team's seat is priced the same way.
  return {
    plan: 'enterprise' as PlanPrice['plan'], period, amountCents: ctx.config.billing.prices.enterprise[period],
    currency: ctx.config.billing.currency, ...(quantity === undefined ? {} : { quantity }),
  };
}

/** What a team's next period charges: the per-seat price of the team's period × the active seats now (at least 1). */
export async function teamPeriodPrice(ctx: AppServices, team: Pick<TeamRow, 'id' | 'accountBillingPeriod'>): Promise<PlanPrice> {
  return seatPrice(ctx, team.accountBillingPeriod, Math.max(1, await activeSeats(ctx, team.id)));
}

/**
 * What the next period of an enterprise subscription charges: the per-seat price × the active seats now, for the
 * period the team's row names (a period switch by the owner applies here, at the next renewal).
 */
export async function teamRenewalPrice(ctx: AppServices, row: SubscriptionRow): Promise<PlanPrice | null> {
  const teamId = await ownedTeamOf(ctx, row.userId);
  if (teamId === null) return null;
  const [team] = await ctx.db.select({ id: teams.id, accountBillingPeriod: teams.accountBillingPeriod }).from(teams).where(eq(teams.id, teamId));
  return team ? teamPeriodPrice(ctx, team) : null;
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
