/**
 * Applies one provider event exactly once: the event id is recorded in the same transaction as its
 * effect, so a replayed webhook (or a retry after a crash) finds it and changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../../context.js';
import { billingEvents, invoiceLines, invoices, receipts, subscriptions, users, type SubscriptionRow } from '../../db/schema.js';
import type { ProviderEvent } from '../../billing/paymentProvider.js';

export type ApplyResult = 'applied' | 'duplicate' | 'unknown-subscription';

/** Applies `event` from `provider` unless it was applied before. */
export async function applyBillingEvent(ctx: Pick<AppServices, 'db' | 'events' | 'config'>, provider: string, event: ProviderEvent): Promise<ApplyResult> {
  let userChanged: number | null = null;
  const result = await ctx.db.transaction(async (tx): Promise<ApplyResult> => {
    const recorded = await tx.insert(billingEvents).values({ provider, eventId: event.id, type: event.type })
      .onConflictDoNothing().returning({ id: billingEvents.eventId });
    if (recorded.length === 0) return 'duplicate';
    if (event.type === 'ignored') return 'applied';
    const [found] = await tx.select().from(subscriptions)
      .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, event.subscriptionId))).limit(1);
    if (!found) return 'unknown-subscription';
    // A paid renewal (its period starts where the paid one ends) starts the plan or period scheduled for it.
    const subscription = event.type === 'invoice.paid' && event.periodStart.getTime() >= found.currentPeriodEnd.getTime()
      ? await startScheduledChange(ctx, tx, found) : found;

    if (event.type === 'subscription.ended') {
      await tx.update(subscriptions).set({ status: 'ended', cancelAtPeriodEnd: false, updatedAt: new Date() }).where(eq(subscriptions.id, subscription.id));
      // Downgrades keep data: private decks stay private; only new private decks and links need a plan again.
      // A team's subscription ending leaves its owner in the team (the team shows the ended state, the owner reactivates).
      if (subscription.plan === 'enterprise') return 'applied';
      const [user] = await tx.update(users).set({ accountType: 'default', updatedAt: new Date() })
        .where(and(eq(users.id, subscription.userId), eq(users.manuallyUpgraded, false))).returning({ id: users.id });
      if (user) userChanged = user.id;
      return 'applied';
    }

    const paid = event.type === 'invoice.paid';
    const [invoice] = await tx.insert(invoices).values({
      userId: subscription.userId, subscriptionId: subscription.id, provider, providerInvoiceId: event.invoiceId,
      plan: subscription.plan, period: subscription.period, amountCents: event.amountCents, currency: event.currency,
      status: paid ? 'paid' : 'failed', periodStart: event.periodStart, periodEnd: event.periodEnd,
    }).onConflictDoNothing().returning();
    if (!invoice) return 'duplicate';
    if (event.type === 'invoice.paid' && event.lines?.length) {
      await tx.insert(invoiceLines).values(event.lines.map((line, position) => ({ invoiceId: invoice.id, position, ...line })));
    }
    if (!paid) {
      await tx.update(subscriptions).set({ status: 'past_due', updatedAt: new Date() }).where(eq(subscriptions.id, subscription.id));
      return 'applied';
    }
    const card = event.card ?? { brand: subscription.cardBrand, last4: subscription.cardLast4 };
    await tx.insert(receipts).values({
      userId: subscription.userId, invoiceId: invoice.id, amountCents: event.amountCents, currency: event.currency,
      cardBrand: card.brand, cardLast4: card.last4,
    });
    // A prorated charge within the running period (same end) keeps the period's start: later prorations measure from it.
    const samePeriod = event.periodEnd.getTime() === subscription.currentPeriodEnd.getTime();
    await tx.update(subscriptions).set({
      status: 'active', currentPeriodStart: samePeriod ? subscription.currentPeriodStart : event.periodStart, currentPeriodEnd: event.periodEnd,
      updatedAt: new Date(),
    }).where(eq(subscriptions.id, subscription.id));
    const [user] = await tx.update(users).set({ accountType: subscription.plan, updatedAt: new Date() })
      .where(and(eq(users.id, subscription.userId), eq(users.manuallyUpgraded, false))).returning({ id: users.id });
    if (user) userChanged = user.id;
    return 'applied';
  });
  if (userChanged !== null) ctx.events.broadcast('user-changed', { userId: userChanged });
  return result;
}

type Tx = Parameters<Parameters<AppServices['db']['transaction']>[0]>[0];

/** Moves the row to its scheduled plan and period (a downgrade or period switch chosen for this renewal). */
async function startScheduledChange(ctx: Pick<AppServices, 'config'>, tx: Tx, row: SubscriptionRow): Promise<SubscriptionRow> {
  const plan = row.scheduledPlan;
  const period = row.scheduledPeriod;
  if (!plan || !period || plan === 'default' || plan === 'enterprise') return row;
  const [updated] = await tx.update(subscriptions).set({
    plan, period, amountCents: ctx.config.billing.prices[plan][period], scheduledPlan: null, scheduledPeriod: null, updatedAt: new Date(),
  }).where(eq(subscriptions.id, row.id)).returning();
  return updated ?? row;
}

/** Applies the events a provider call returned (the test provider fires them at once), in order. */
export async function applyBillingEvents(ctx: AppServices, provider: string, events: ProviderEvent[]): Promise<void> {
  for (const event of events) await applyBillingEvent(ctx, provider, event);
}
