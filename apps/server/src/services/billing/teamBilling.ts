/**
 * A team's cost for its enterprise managers (seats × cost per user, SPEC §9 "$x/year" or "$x/month").
 * Teams are billed by the operator today (team sign-up is not built); this reads what the team row says.
 */
import { and, count, eq } from 'drizzle-orm';
import { formatTeamCost, isEnterpriseManager, type BillingPeriod } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { memberships, type UserRow } from '../../db/schema.js';
import { viewOfUser } from '../users/findUser.js';
import { planSubject } from '../../presenters/user.js';

export interface TeamBilling {
  team: string;
  seats: number;
  costPerUser: number;
  period: BillingPeriod;
  /** "$75/month" */
  total: string;
}

/** The team's cost when `user` manages a team that is not upgraded by hand (SPEC §6 Billing details), else null. */
export async function teamBillingFor(ctx: Pick<AppServices, 'db'>, user: UserRow): Promise<TeamBilling | null> {
  const view = await viewOfUser(ctx.db, user);
  if (!view.team || view.team.manuallyUpgraded || !isEnterpriseManager(planSubject(view))) return null;
  const [row] = await ctx.db.select({ seats: count() }).from(memberships)
    .where(and(eq(memberships.teamId, view.team.id), eq(memberships.status, 'active')));
  const seats = row?.seats ?? 0;
  const period = view.team.accountBillingPeriod;
  return {
    team: view.team.name ?? view.team.slug, seats, costPerUser: view.team.accountCostPerUser, period,
    total: formatTeamCost(seats * view.team.accountCostPerUser, period),
  };
}
