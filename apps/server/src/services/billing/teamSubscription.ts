/**
 * A team's own subscription on its host (SPEC §2 team subscription show, team reactivate): the
 * enterprise row its owner holds, charged per active seat. Reads and writes go through the team scope, so anyone
 * outside the team gets 404 and auth/policies.ts decides the rest (`view_billing` for managers, `pay` for owners).
 * Cancel, resume and card changes are the same row operations as a user's own (manageSubscription.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { MESSAGES, formatTeamCost, type BillingPeriod } from '@podium/shared';
import type { AppServices, ServiceContext } from '../../context.js';
import { memberships, subscriptions, teams, users, type SubscriptionRow, type TeamRow } from '../../db/schema.js';
import { Invalid, NotFound } from '../../domain/errors.js';
import { can } from '../../auth/policies.js';
import { teamScope } from '../teams/teamScope.js';
import { applyBillingEvents } from './applyBillingEvent.js';
import { startedSubscriptionValues } from './billingAccount.js';
import { cancelRow, isLive, resumeRow, updateCardOfRow } from './manageSubscription.js';
import { billingDocumentsOf, type AccountBilling } from './readBilling.js';
import { activeSeats, teamPeriodPrice } from './teamSeats.js';

interface Call { ctx: ServiceContext; hostTeam: TeamRow | null }

/** The team's enterprise subscription row (held by one of its owners; a live one first), or null. */
async function teamSubscriptionRow(ctx: ServiceContext, teamId: number): Promise<SubscriptionRow | null> {
  const [row] = await ctx.db.select({ subscription: subscriptions }).from(subscriptions)
    .innerJoin(memberships, eq(memberships.userId, subscriptions.userId))
    .where(and(eq(memberships.teamId, teamId), eq(memberships.role, 'owner'), eq(subscriptions.plan, 'enterprise')))
    .orderBy(sql`${subscriptions.status} = 'ended'`, asc(subscriptions.id)).limit(1);
  return row?.subscription ?? null;
}

/** Whether the team's subscription ended (a team billed by hand never lapses; one that never had a row neither). */
export function teamLapsed(team: TeamRow, row: SubscriptionRow | null): boolean {
  return !team.manuallyUpgraded && row !== null && row.status === 'ended';
}

export interface TeamSubscriptionView {
  team: TeamRow;
  ended: boolean;
  canPay: boolean;
  canSwitchPeriod: boolean;
  /** For enterprise managers. */
  billing: { seats: number; costPerUser: number; nextPeriod: BillingPeriod; total: string; subscription: SubscriptionRow | null } | null;
  /** For the owner who holds the subscription (the documents are theirs: /account/invoices/{id}). */
  documents: Pick<AccountBilling, 'invoices' | 'receipts' | 'lines'>;
}

/** What the caller may see of the team's subscription. */
export async function readTeamSubscription({ ctx, hostTeam }: Call): Promise<TeamSubscriptionView> {
  const { team, viewer } = await teamScope(ctx, hostTeam, 'read');
  const row = await teamSubscriptionRow(ctx, team.id);
  const canPay = !team.manuallyUpgraded && can(viewer, 'pay', { kind: 'team', teamId: team.id });
  let billing: TeamSubscriptionView['billing'] = null;
  if (!team.manuallyUpgraded && can(viewer, 'view_billing', { kind: 'team', teamId: team.id })) {
    const seats = await activeSeats(ctx, team.id);
    billing = {
      seats, costPerUser: team.accountCostPerUser, nextPeriod: team.accountBillingPeriod,
      total: formatTeamCost(seats * team.accountCostPerUser, team.accountBillingPeriod), subscription: row,
    };
  }
  // The documents are the holder's account's (/account/invoices/{id}): shown to the owner who holds the subscription.
  const holder = row && { kind: 'account' as const, user: { id: row.userId } };
  const documents = canPay && holder && can(viewer, 'read_billing', holder) ? await billingDocumentsOf(ctx, holder.user.id) : { invoices: [], receipts: [], lines: new Map() };
  const canSwitchPeriod = canPay && row !== null && isLive(ctx, row) && periodSwitchApplies(ctx, row);
  return { team, ended: teamLapsed(team, row), canPay, canSwitchPeriod, billing, documents };
}

/**
 * A period switch is kept by the renewal job, which charges the renewals of providers that do not renew by
 * themselves (renewSubscriptions.ts); a provider that renews by itself would go on charging the old period.
 */
function periodSwitchApplies(ctx: AppServices, row: SubscriptionRow): boolean {
  return row.provider === ctx.payments.name && !ctx.payments.renewsItself;
}

/** The team and its live subscription for an owner's payment action, or NotFound. */
async function livePaid({ ctx, hostTeam }: Call): Promise<{ team: TeamRow; row: SubscriptionRow }> {
  const { team } = await teamScope(ctx, hostTeam, 'pay');
  const row = team.manuallyUpgraded ? null : await teamSubscriptionRow(ctx, team.id);
  if (!row || !isLive(ctx, row)) throw new NotFound();
  return { team, row };
}

/** Cancels the team's subscription at the end of the paid period; the team keeps everything until then. */
export async function cancelTeamSubscription(call: Call): Promise<SubscriptionRow> {
  const { row } = await livePaid(call);
  return cancelRow(call.ctx, row);
}

/** Replaces the card the team's charges go to. */
export async function updateTeamCard(call: Call & { payment: Record<string, unknown> }): Promise<SubscriptionRow> {
  const { row } = await livePaid(call);
  return updateCardOfRow(call.ctx, row, call.payment);
}

/**
 * Switches the team between monthly and yearly from the next renewal on: nothing is charged now; the renewal charges
 * the active seats at the new period's seat price (teamSeats.ts teamRenewalPrice reads the team's period).
 */
export async function changeTeamPeriod(call: Call & { period: BillingPeriod }): Promise<TeamRow> {
  const { ctx, period } = call;
  const { team, row } = await livePaid(call);
  if (!periodSwitchApplies(ctx, row)) throw Invalid.field('period', MESSAGES.periodSwitchUnavailable);
  if (team.accountBillingPeriod === period) throw Invalid.field('period', MESSAGES.samePlan);
  const [updated] = await ctx.db.update(teams).set({
    accountBillingPeriod: period, accountCostPerUser: Math.round(ctx.config.billing.prices.enterprise[period] / 100), updatedAt: new Date(),
  }).where(eq(teams.id, team.id)).returning();
  return updated!;
}

/**
 * Team reactivate: undoes a cancel while the period runs (nothing charged); after the subscription ended it starts
 * again for the team's period, charging the active seats now, which needs a card (`payment`). A declined card
 * changes nothing.
 */
export async function reactivateTeamSubscription(call: Call & { payment?: Record<string, unknown> }): Promise<SubscriptionRow> {
  const { ctx, payment } = call;
  const { team } = await teamScope(ctx, call.hostTeam, 'pay');
  const row = team.manuallyUpgraded ? null : await teamSubscriptionRow(ctx, team.id);
  if (!row) throw new NotFound();
  if (isLive(ctx, row)) return resumeRow(ctx, row);
  if (!payment) throw Invalid.field('payment', MESSAGES.cardRequired);
  const [holder] = await ctx.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!holder) throw new NotFound();
  const price = await teamPeriodPrice(ctx, team);
  const customerId = row.provider === ctx.payments.name ? row.providerCustomerId : null;
  const charged = await ctx.payments.subscribe({ customerId, email: holder.email, userId: holder.id, price, payment });
  await ctx.db.update(subscriptions).set(startedSubscriptionValues(ctx, charged, price, 'enterprise')).where(eq(subscriptions.id, row.id));
  await applyBillingEvents(ctx, ctx.payments.name, charged.events);
  const [fresh] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, row.id));
  return fresh!;
}
