/**
 * The Stripe adapter (selected when STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRODUCT_ID and STRIPE_PUBLISHABLE_KEY are set). The browser turns the card
 * into a payment method with Stripe's card element, so only a `pm_…` id reaches this server. Charges, renewals and
 * dunning happen at Stripe; their outcome arrives as signed webhooks (parseWebhook → services/billing).
 */
import Stripe from 'stripe';
import { MESSAGES, StripePayment } from '@podium/shared';
import { Invalid, PaymentDeclined, Unavailable, WebhookRejected } from '../../domain/errors.js';
import type { CardOnFile, InvoiceLine, PaymentProvider, PlanPrice, ProviderRef, ProviderSubscription } from '../paymentProvider.js';
import { mapStripeEvent } from './stripeEvents.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's publishable key: the browser's card element needs it. */
  publishableKey: string;
  /** The Stripe product every plan price is attached to (STRIPE_PRODUCT_ID). */
  productId: string;
}

type Json = Record<string, unknown>;

/** Turns Stripe's failures into domain errors: a card error is a decline the user can act on; the rest is "try later". */
function domainError(error: unknown): Error {
  const type = (error as { type?: string })?.type;
  if (type === 'StripeCardError') return new PaymentDeclined((error as Error).message || MESSAGES.cardDeclined);
  if (type === 'StripeInvalidRequestError' && (error as { param?: string }).param === 'payment_method') {
    return Invalid.field('payment', MESSAGES.invalidCardNumber);
  }
  return new Unavailable(MESSAGES.paymentFailed);
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw domainError(error);
  }
}

function paymentMethodOf(payment: unknown): string {
  const parsed = StripePayment.safeParse(payment);
  if (!parsed.success) throw Invalid.field('payment', MESSAGES.cardRequired);
  return parsed.data.payment_method;
}

/** The current period of a subscription (on the subscription in older API versions, on its item in newer ones). */
function periodOf(subscription: Json): { periodStart: Date; periodEnd: Date } {
  const item = ((subscription.items as Json | undefined)?.data as Json[] | undefined)?.[0] ?? {};
  const start = (subscription.current_period_start ?? item.current_period_start) as number;
  const end = (subscription.current_period_end ?? item.current_period_end) as number;
  return { periodStart: new Date(start * 1000), periodEnd: new Date(end * 1000) };
}

/** The Stripe adapter. */
export function stripeProvider(settings: StripeSettings, client = new Stripe(settings.secretKey)): PaymentProvider {
  const priceData = (price: PlanPrice) => ({
    currency: price.currency, product: settings.productId, unit_amount: price.amountCents,
    recurring: { interval: price.period === 'yearly' ? ('year' as const) : ('month' as const) },
  });
  const cardOf = async (paymentMethod: string): Promise<CardOnFile> => {
    const method = await client.paymentMethods.retrieve(paymentMethod);
    const card = method.card;
    return { brand: card?.brand ?? 'card', last4: card?.last4 ?? '', expMonth: card?.exp_month ?? 0, expYear: card?.exp_year ?? 0 };
  };
  const attach = async (customerId: string, paymentMethod: string) => {
    await client.paymentMethods.attach(paymentMethod, { customer: customerId });
    await client.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethod } });
    return cardOf(paymentMethod);
  };
  const scheduleIdOf = (subscription: { schedule?: unknown }): string | null =>
    typeof subscription.schedule === 'string' ? subscription.schedule : ((subscription.schedule as { id?: string } | null)?.id ?? null);
  /** Drops a change scheduled for the renewal (the subscription goes on as it is). */
  const releaseSchedule = async (subscription: { schedule?: unknown }) => {
    const scheduleId = scheduleIdOf(subscription);
    if (scheduleId) await client.subscriptionSchedules.release(scheduleId);
  };
  const result = (ref: ProviderRef, subscription: unknown, card: CardOnFile | null): ProviderSubscription => ({
    ...ref, card, ...periodOf(subscription as Json), events: [],
  });

  return {
    name: 'stripe',
    renewsItself: true,
    publishableKey: settings.publishableKey,
    subscribe: ({ customerId, email, userId, price, payment }) => {
      const paymentMethod = paymentMethodOf(payment);
      return call(async () => {
        const customer = customerId ?? (await client.customers.create({ email, metadata: { podium_user_id: String(userId) } })).id;
        const card = await attach(customer, paymentMethod);
        const subscription = await client.subscriptions.create({
          customer, items: [{ price_data: priceData(price), quantity: price.quantity ?? 1 }], default_payment_method: paymentMethod,
          payment_behavior: 'error_if_incomplete', metadata: { podium_user_id: String(userId), plan: price.plan },
        });
        return result({ customerId: customer, subscriptionId: subscription.id }, subscription, card);
      });
    },
    // Stripe prorates by itself (credit for the unused time, the rest of the new price; a new interval restarts the
    // period) at the instant the preview showed, and invoices the difference at once.
    changePlan: (ref, price, payment, quote) => {
      const paymentMethod = payment ? paymentMethodOf(payment) : null;
      return call(async () => {
        const card = paymentMethod ? await attach(ref.customerId, paymentMethod) : null;
        const current = await client.subscriptions.retrieve(ref.subscriptionId);
        await releaseSchedule(current);
        const subscription = await client.subscriptions.update(ref.subscriptionId, {
          items: [{ id: current.items.data[0]!.id, price_data: priceData(price), quantity: price.quantity ?? 1 }],
          proration_behavior: 'always_invoice', proration_date: Math.floor(quote.at.getTime() / 1000),
          payment_behavior: 'error_if_incomplete', cancel_at_period_end: false,
          ...(paymentMethod ? { default_payment_method: paymentMethod } : {}),
        });
        return result(ref, subscription, card);
      });
    },
    previewChange: (ref, price, quote) => call(async () => {
      const current = await client.subscriptions.retrieve(ref.subscriptionId);
      const invoice = await client.invoices.createPreview({
        customer: ref.customerId, subscription: ref.subscriptionId,
        subscription_details: {
          items: [{ id: current.items.data[0]!.id, price_data: priceData(price), quantity: price.quantity ?? 1 }],
          proration_behavior: 'always_invoice', proration_date: Math.floor(quote.at.getTime() / 1000),
        },
      });
      const lines: InvoiceLine[] = invoice.lines.data.map((line) => ({
        description: line.description ?? '', amountCents: line.amount,
        periodStart: new Date(line.period.start * 1000), periodEnd: new Date(line.period.end * 1000),
      }));
      const balanceUsed = invoice.amount_due - invoice.total;
      if (balanceUsed !== 0) lines.push({ description: 'Credit from your balance', amountCents: balanceUsed, periodStart: null, periodEnd: null });
      return { lines, todayCents: Math.max(0, invoice.amount_due) };
    }),
    // A change at the renewal: a subscription schedule whose current phase runs out the paid period and whose next
    // phase is the new price, released back to a plain subscription after it starts. No proration, nothing charged now.
    scheduleChange: (ref, currentPrice, next) => call(async () => {
      const current = await client.subscriptions.retrieve(ref.subscriptionId);
      if (!next) return void (await releaseSchedule(current));
      const scheduleId = scheduleIdOf(current) ?? (await client.subscriptionSchedules.create({ from_subscription: ref.subscriptionId })).id;
      const schedule = await client.subscriptionSchedules.retrieve(scheduleId);
      const phase = schedule.phases[schedule.phases.length - 1]!;
      const interval = next.period === 'yearly' ? ('year' as const) : ('month' as const);
      await client.subscriptionSchedules.update(scheduleId, {
        end_behavior: 'release', proration_behavior: 'none',
        phases: [
          { start_date: phase.start_date, end_date: periodOf(current as unknown as Json).periodEnd.getTime() / 1000,
            items: [{ price_data: priceData(currentPrice), quantity: currentPrice.quantity ?? 1 }] },
          { items: [{ price_data: priceData(next), quantity: next.quantity ?? 1 }], duration: { interval, interval_count: 1 } },
        ],
      });
    }),
    updateCard: (ref, payment) => {
      const paymentMethod = paymentMethodOf(payment);
      return call(async () => {
        const card = await attach(ref.customerId, paymentMethod);
        await client.subscriptions.update(ref.subscriptionId, { default_payment_method: paymentMethod });
        return card;
      });
    },
    // A team's seats: Stripe charges the new quantity from the next renewal on (prorating is off by choice).
    setQuantity: (ref, quantity) => call(async () => {
      const current = await client.subscriptions.retrieve(ref.subscriptionId);
      await client.subscriptions.update(ref.subscriptionId, {
        items: [{ id: current.items.data[0]!.id, quantity }], proration_behavior: 'none',
      });
    }),
    cancelAtPeriodEnd: (ref) => call(async () => void (await client.subscriptions.update(ref.subscriptionId, { cancel_at_period_end: true }))),
    resume: (ref) => call(async () => void (await client.subscriptions.update(ref.subscriptionId, { cancel_at_period_end: false }))),
    renew: async () => [],
    parseWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new WebhookRejected(MESSAGES.webhookRejected);
      let event: { id: string; type: string; data: { object: unknown } };
      try {
        event = client.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new WebhookRejected(MESSAGES.webhookRejected);
      }
      return mapStripeEvent(event);
    },
  };
}
