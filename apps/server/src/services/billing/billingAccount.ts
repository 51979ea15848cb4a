/** Who may buy a plan online, the price of a plan, and the user's subscription row. */
import { eq } from 'drizzle-orm';
import { MESSAGES, type BillingPeriod, type PurchasablePlan } from '@podium/shared';
import type { AppServices, ServiceContext } from '../../context.js';
import { memberships, subscriptions, users, type SubscriptionRow, type UserRow } from '../../db/schema.js';
import { Forbidden, SignInRequired } from '../../domain/errors.js';
import type { PlanPrice, ProviderSubscription } from '../../billing/paymentProvider.js';

/** The signed-in user, or SignInRequired. */
export function requireUser(ctx: Pick<ServiceContext, 'user'>): UserRow {
  if (!ctx.user) throw new SignInRequired();
  return ctx.user;
}

/** Why this user cannot buy a plan online (SPEC §6: enterprise users and hand-upgraded users have nothing to buy), or null. */
export async function subscribeRefusal(ctx: Pick<AppServices, 'db'>, user: UserRow): Promise<string | null> {
  if (user.manuallyUpgraded) return MESSAGES.planManagedByOperator;
  if (user.accountType === 'enterprise') return MESSAGES.planManagedByTeam;
  const [membership] = await ctx.db.select({ status: memberships.status }).from(memberships).where(eq(memberships.userId, user.id)).limit(1);
  return membership?.status === 'active' ? MESSAGES.planManagedByTeam : null;
}

/** Throws Forbidden when the user may not buy or manage a plan online. */
export async function assertMaySubscribe(ctx: AppServices, user: UserRow): Promise<void> {
  const refusal = await subscribeRefusal(ctx, user);
  if (refusal) throw new Forbidden(refusal);
}

/** A plan's price in force (configuration). */
export function priceOf(ctx: Pick<AppServices, 'config'>, plan: PurchasablePlan, period: BillingPeriod): PlanPrice {
  return { plan, period, amountCents: ctx.config.billing.prices[plan][period], currency: ctx.config.billing.currency };
}

/** The user's subscription row (any status), or null. */
export async function subscriptionOf(ctx: Pick<AppServices, 'db'>, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row ?? null;
}

/** Sets the user's plan and tells every process (cached deck owners carry the plan). */
export async function setAccountType(ctx: Pick<AppServices, 'events'>, db: AppServices['db'], userId: number, plan: UserRow['accountType']): Promise<void> {
  await db.update(users).set({ accountType: plan, updatedAt: new Date() }).where(eq(users.id, userId));
  ctx.events.broadcast('user-changed', { userId });
}

/** The subscription row's columns after the provider started (or restarted) it at `price`. */
export function startedSubscriptionValues(ctx: Pick<AppServices, 'payments'>, charged: ProviderSubscription, price: PlanPrice, plan: SubscriptionRow['plan'] = price.plan) {
  const card = charged.card
    ? { cardBrand: charged.card.brand, cardLast4: charged.card.last4, cardExpMonth: charged.card.expMonth, cardExpYear: charged.card.expYear }
    : {};
  return {
    plan, period: price.period, status: 'active' as const, cancelAtPeriodEnd: false, provider: ctx.payments.name,
    providerCustomerId: charged.customerId, providerSubscriptionId: charged.subscriptionId, amountCents: price.amountCents,
    currency: price.currency, currentPeriodStart: charged.periodStart, currentPeriodEnd: charged.periodEnd, updatedAt: new Date(), ...card,
  };
}
