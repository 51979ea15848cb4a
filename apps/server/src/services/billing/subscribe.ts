/**
 * POST /subscriptions.json: buys a plan, or changes a live subscription's plan or period. A change applies now,
 * prorated (proration.ts: credit for the unused time of the current plan, the rest of the new one charged), or at the
 * next renewal (nothing charged now); upgrades default to now, period switches and downgrades to the renewal.
 * The provider charges first; only a successful charge changes anything here (a declined card throws PaymentDeclined
 * before any write), and then the subscription row and the user's plan change in one transaction.
 */
import { eq } from 'drizzle-orm';
import { MESSAGES, defaultChangeTiming, type SubscriptionInput } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { subscriptions, users, type SubscriptionRow, type UserRow } from '../../db/schema.js';
import { Invalid } from '../../domain/errors.js';
import type { ProviderSubscription } from '../../billing/paymentProvider.js';
import { applyBillingEvents } from './applyBillingEvent.js';
import { assertMaySubscribe, priceOf, requireUser, subscriptionOf } from './billingAccount.js';
import { prorationInstant, quoteFor, refOf } from './changePreview.js';

type Input = SubscriptionInput['subscription'];
type Result = { subscription: SubscriptionRow; user: UserRow };

/** Subscribes the signed-in user; returns the subscription and the user as they are now. */
export async function subscribe({ ctx, input }: { ctx: ServiceContext; input: Input }): Promise<Result> {
  const user = requireUser(ctx);
  await assertMaySubscribe(ctx, user);
  const existing = await subscriptionOf(ctx, user.id);
  const live = existing && existing.status !== 'ended' && existing.provider === ctx.payments.name ? existing : null;
  if (live) return changeLive(ctx, user, live, input);

  const price = priceOf(ctx, input.plan, input.period);
  if (!input.payment) throw Invalid.field('payment', MESSAGES.cardRequired);
  const customerId = existing?.provider === ctx.payments.name ? existing.providerCustomerId : null;
  const result = await ctx.payments.subscribe({ customerId, email: user.email, userId: user.id, price, payment: input.payment });
  return saveStarted(ctx, user, input, result, { scheduledPlan: null, scheduledPeriod: null });
}

/** A change of a live subscription: kept for the renewal, or prorated now. */
async function changeLive(ctx: ServiceContext, user: UserRow, live: SubscriptionRow, input: Input): Promise<Result> {
  const payment = input.payment ?? null;
  const ref = refOf(live);
  const unchanged = live.plan === input.plan && live.period === input.period;
  const timing = input.timing ?? defaultChangeTiming(live, input);
  if (unchanged || timing === 'renewal') {
    // Choosing the plan one is on drops a change scheduled for the renewal; otherwise there is nothing to do.
    const scheduled = live.scheduledPlan !== null;
    if (unchanged && !scheduled && !payment) throw Invalid.field('plan', MESSAGES.samePlan);
    const card = payment ? await ctx.payments.updateCard(ref, payment) : null;
    const current = priceOf(ctx, live.plan as Input['plan'], live.period);
    await ctx.payments.scheduleChange(ref, current, unchanged ? null : priceOf(ctx, input.plan, input.period));
    if (live.cancelAtPeriodEnd) await ctx.payments.resume(ref);
    const [row] = await ctx.db.update(subscriptions).set({
      scheduledPlan: unchanged ? null : input.plan, scheduledPeriod: unchanged ? null : input.period, cancelAtPeriodEnd: false, updatedAt: new Date(),
      ...(card ? { cardBrand: card.brand, cardLast4: card.last4, cardExpMonth: card.expMonth, cardExpYear: card.expYear } : {}),
    }).where(eq(subscriptions.id, live.id)).returning();
    return { subscription: row!, user };
  }
  const quote = quoteFor(ctx, live, input.plan, input.period, 'now', prorationInstant(live, input.proration_date));
  const result = await ctx.payments.changePlan(ref, priceOf(ctx, input.plan, input.period), payment, quote);
  // The test provider's credit is kept here; Stripe keeps its own (the customer balance).
  const credit = ctx.payments.renewsItself ? {} : { creditCents: quote.creditAfterCents };
  return saveStarted(ctx, user, input, result, { scheduledPlan: null, scheduledPeriod: null, ...credit });
}

/** Writes the row after the provider charged, moves the user to the plan, and applies the charge's events. */
async function saveStarted(ctx: ServiceContext, user: UserRow, input: Input, result: ProviderSubscription, extra: Partial<SubscriptionRow>): Promise<Result> {
  const price = priceOf(ctx, input.plan, input.period);
  const card = result.card
    ? { cardBrand: result.card.brand, cardLast4: result.card.last4, cardExpMonth: result.card.expMonth, cardExpYear: result.card.expYear }
    : {};
  const values = {
    plan: input.plan, period: input.period, status: 'active' as const, cancelAtPeriodEnd: false, provider: ctx.payments.name,
    providerCustomerId: result.customerId, providerSubscriptionId: result.subscriptionId, amountCents: price.amountCents,
    currency: price.currency, currentPeriodStart: result.periodStart, currentPeriodEnd: result.periodEnd, updatedAt: new Date(), ...card, ...extra,
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(subscriptions).values({ userId: user.id, ...values }).onConflictDoUpdate({ target: subscriptions.userId, set: values });
    // The charge succeeded (Stripe: payment_behavior error_if_incomplete), so the plan applies at once.
    await tx.update(users).set({ accountType: input.plan, updatedAt: new Date() }).where(eq(users.id, user.id));
  });
  ctx.events.broadcast('user-changed', { userId: user.id });
  await applyBillingEvents(ctx, ctx.payments.name, result.events);
  const [fresh] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  return { subscription: (await subscriptionOf(ctx, user.id))!, user: fresh! };
}
