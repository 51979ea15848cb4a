/**
 * POST /subscriptions.json: buys a plan, or moves a live subscription to another plan or period. The
 * provider charges first; only a successful charge changes anything here (a declined card throws PaymentDeclined
 * before any write), and then the subscription row and the user's plan change in one transaction.
 */
import { eq } from 'drizzle-orm';
import { MESSAGES, type SubscriptionInput } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { subscriptions, users, type SubscriptionRow, type UserRow } from '../../db/schema.js';
import { Invalid } from '../../domain/errors.js';
import type { ProviderSubscription } from '../../billing/paymentProvider.js';
import { applyBillingEvents } from './applyBillingEvent.js';
import { assertMaySubscribe, priceOf, requireUser, subscriptionOf } from './billingAccount.js';

/** Subscribes the signed-in user; returns the subscription and the user as they are now. */
export async function subscribe({ ctx, input }: { ctx: ServiceContext; input: SubscriptionInput['subscription'] }): Promise<{ subscription: SubscriptionRow; user: UserRow }> {
  const user = requireUser(ctx);
  await assertMaySubscribe(ctx, user);
  const existing = await subscriptionOf(ctx, user.id);
  const live = existing && existing.status !== 'ended' && existing.provider === ctx.payments.name ? existing : null;
  const price = priceOf(ctx, input.plan, input.period);
  const payment = input.payment ?? null;

  let result: ProviderSubscription;
  if (live) {
    if (live.plan === input.plan && live.period === input.period && !payment) throw Invalid.field('plan', MESSAGES.samePlan);
    result = await ctx.payments.changePlan({ customerId: live.providerCustomerId, subscriptionId: live.providerSubscriptionId }, price, payment);
  } else {
    if (!payment) throw Invalid.field('payment', MESSAGES.cardRequired);
    const customerId = existing?.provider === ctx.payments.name ? existing.providerCustomerId : null;
    result = await ctx.payments.subscribe({ customerId, email: user.email, userId: user.id, price, payment });
  }

  const card = result.card
    ? { cardBrand: result.card.brand, cardLast4: result.card.last4, cardExpMonth: result.card.expMonth, cardExpYear: result.card.expYear }
    : {};
  const values = {
    plan: input.plan, period: input.period, status: 'active' as const, cancelAtPeriodEnd: false, provider: ctx.payments.name,
    providerCustomerId: result.customerId, providerSubscriptionId: result.subscriptionId, amountCents: price.amountCents,
    currency: price.currency, currentPeriodStart: result.periodStart, currentPeriodEnd: result.periodEnd, updatedAt: new Date(), ...card,
  };
  const subscription = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(subscriptions).values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: subscriptions.userId, set: values }).returning();
    // The charge succeeded (Stripe: payment_behavior error_if_incomplete), so the plan applies at once.
    await tx.update(users).set({ accountType: input.plan, updatedAt: new Date() }).where(eq(users.id, user.id));
    return row!;
  });
  ctx.events.broadcast('user-changed', { userId: user.id });
  await applyBillingEvents(ctx, ctx.payments.name, result.events);
  const [fresh] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  return { subscription: (await subscriptionOf(ctx, user.id)) ?? subscription, user: fresh! };
}
