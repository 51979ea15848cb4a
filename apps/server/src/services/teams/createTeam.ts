/**
 * POST /api/v1/teams.json (team sign-up, SPEC §2 `/teams/new`): the signed-in user creates a team and becomes its
 * owner, an enterprise user. With a `subscription` (the sign-up form always sends one) the first period of one seat is
 * charged through the PaymentProvider first; a declined card changes nothing. The charge is the owner's subscription
 * row (plan enterprise), so its invoice and receipt show on their billing page like any other.
 */
import { eq } from 'drizzle-orm';
import { MESSAGES, type BillingPeriod, type CreateTeamInput } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { memberships, subscriptions, teams, users, type TeamRow } from '../../db/schema.js';
import { Invalid, SignInRequired, type FieldErrors } from '../../domain/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { ProviderSubscription } from '../../billing/paymentProvider.js';
import { applyBillingEvents } from '../billing/applyBillingEvent.js';
import { startedSubscriptionValues, subscriptionOf } from '../billing/billingAccount.js';
import { seatPrice } from '../billing/teamSeats.js';
import { checkTeamFields } from './teamFields.js';

/** Creates the team with the caller as owner; returns it. */
export async function createTeam({ ctx, input }: { ctx: ServiceContext; input: CreateTeamInput }): Promise<TeamRow> {
  const user = ctx.user;
  if (!user) throw new SignInRequired();
  const errors: FieldErrors = {};
  const slug = (await checkTeamFields(ctx.db, input.team, errors))!;
  if (Object.keys(errors).length) throw new Invalid(errors);
  if (await ctx.db.$count(memberships, eq(memberships.userId, user.id))) throw Invalid.field('base', MESSAGES.alreadyInTeam);

  const period: BillingPeriod = input.subscription?.period ?? 'yearly';
  const perSeatCents = ctx.config.billing.prices.enterprise[period];
  let charged: ProviderSubscription | null = null;
  if (input.subscription) {
    const existing = await subscriptionOf(ctx, user.id);
    if (existing && existing.status !== 'ended') throw Invalid.field('base', MESSAGES.cancelSubscriptionFirst);
    const price = seatPrice(ctx, period);
    const customerId = existing?.provider === ctx.payments.name ? existing.providerCustomerId : null;
    charged = await ctx.payments.subscribe({ customerId, email: user.email, userId: user.id, price, payment: input.subscription.payment });
  }

  let team: TeamRow;
  try {
    team = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(teams).values({
        slug, name: input.team.name.trim(), accountBillingPeriod: period, accountCostPerUser: Math.round(perSeatCents / 100),
      }).returning();
      await tx.insert(memberships).values({ teamId: row!.id, userId: user.id, role: 'owner' });
      await tx.update(users).set({ teamId: row!.id, accountType: 'enterprise', updatedAt: new Date() }).where(eq(users.id, user.id));
      if (charged) {
        const values = startedSubscriptionValues(ctx, charged, seatPrice(ctx, period), 'enterprise');
        await tx.insert(subscriptions).values({ userId: user.id, ...values }).onConflictDoUpdate({ target: subscriptions.userId, set: values });
      }
      return row!;
    });
  } catch (error) {
    // Two sign-ups racing for one slug: the unique index decides, the loser gets the same message.
    if (isUniqueViolation(error)) throw Invalid.field('slug', MESSAGES.organizationTaken);
    throw error;
  }
  ctx.events.broadcast('user-changed', { userId: user.id });
  if (charged) await applyBillingEvents(ctx, ctx.payments.name, charged.events);
  return team;
}
