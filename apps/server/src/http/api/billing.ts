/** /api/v1 plans, subscriptions and account billing (SPEC §7 "Other"). Thin: parse, call, present. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BillingPeriodInput, SubscriptionInput, UpdateCardInput, type AccountDetailsJson, type AccountSubscriptionJson, type PlansJson,
} from '@podium/shared';
import type { AppServices } from '../../context.js';
import { presentInvoice, presentReceipt, presentSubscription } from '../../presenters/billing.js';
import { subscribe } from '../../services/billing/subscribe.js';
import {
  cancelSubscription, changeBillingPeriod, reactivateSubscription, updateCard,
} from '../../services/billing/manageSubscription.js';
import { findInvoice, findReceipt, readAccountBilling } from '../../services/billing/readBilling.js';
import { teamBillingFor } from '../../services/billing/teamBilling.js';
import { contextOf } from '../request-context.js';
import { idParam, parseInput } from '../parse.js';
import { presentSelf } from '../present-self.js';

const ReactivateInput = z.object({
  subscription: z.object({ payment: z.record(z.string(), z.unknown()).optional() }).optional(),
});

/** Registers the billing routes under /api/v1. */
export function registerBillingApi(app: FastifyInstance, services: AppServices): void {
  app.get('/plans.json', async (): Promise<PlansJson> => ({
    prices: services.config.billing.prices,
    currency: services.config.billing.currency,
    provider: services.payments.name,
    publishable_key: services.payments.publishableKey,
    deck_limits: services.config.deckLimits,
  }));

  // `/subscriptions` and `/subscriptions.json` alike (SPEC §7 names the path without the suffix).
  for (const path of ['/subscriptions', '/subscriptions.json']) {
    app.post(path, async (request) => {
      const input = parseInput(SubscriptionInput, request.body, 'subscription');
      const { subscription, user } = await subscribe({ ctx: contextOf(services, request), input: input.subscription });
      return { subscription: presentSubscription(subscription), account_type: user.accountType, user: await presentSelf(services, user) };
    });
    app.get(path, async (request) => {
      const billing = await readAccountBilling(contextOf(services, request));
      return { subscription: billing.subscription ? presentSubscription(billing.subscription) : null };
    });
    app.delete(path, async (request) => {
      const subscription = await cancelSubscription({ ctx: contextOf(services, request) });
      return { subscription: presentSubscription(subscription) };
    });
  }

  for (const path of ['/subscriptions/reactivate', '/subscriptions/reactivate.json']) {
    app.post(path, async (request) => {
      const input = parseInput(ReactivateInput, request.body ?? {}, 'subscription');
      const { subscription, user } = await reactivateSubscription({ ctx: contextOf(services, request), payment: input.subscription?.payment });
      return { subscription: presentSubscription(subscription), account_type: user.accountType, user: await presentSelf(services, user) };
    });
  }

  app.put('/account/billing_period.json', async (request) => {
    const input = parseInput(BillingPeriodInput, request.body, 'subscription');
    const subscription = await changeBillingPeriod({ ctx: contextOf(services, request), period: input.subscription.period });
    return { subscription: presentSubscription(subscription) };
  });

  app.put('/account/card.json', async (request) => {
    const input = parseInput(UpdateCardInput, request.body, 'subscription');
    const subscription = await updateCard({ ctx: contextOf(services, request), payment: input.subscription.payment });
    return { subscription: presentSubscription(subscription) };
  });

  app.get('/account/details.json', async (request): Promise<AccountDetailsJson> => {
    const billing = await readAccountBilling(contextOf(services, request));
    const [self, team] = await Promise.all([presentSelf(services, billing.user), teamBillingFor(services, billing.user)]);
    return {
      account_type: self.account_type, paid: self.paid, manually_upgraded: self.manually_upgraded, enterprise: self.enterprise,
      can_subscribe: billing.canSubscribe,
      subscription: billing.subscription ? presentSubscription(billing.subscription) : null,
      team_billing: team ? { team: team.team, seats: team.seats, cost_per_user: team.costPerUser, period: team.period, total: team.total } : null,
    };
  });

  app.get('/account/subscription.json', async (request): Promise<AccountSubscriptionJson> => {
    const billing = await readAccountBilling(contextOf(services, request));
    return {
      subscription: billing.subscription ? presentSubscription(billing.subscription) : null,
      invoices: billing.invoices.map(presentInvoice),
      receipts: billing.receipts.map(({ receipt, invoice }) => presentReceipt(receipt, invoice)),
    };
  });

  app.get<{ Params: { id: string } }>('/account/invoices/:id', async (request) => {
    const { invoice } = await findInvoice(contextOf(services, request), idParam(request.params.id));
    return { invoice: presentInvoice(invoice) };
  });

  app.get<{ Params: { id: string } }>('/account/receipts/:id', async (request) => {
    const { receipt, invoice } = await findReceipt(contextOf(services, request), idParam(request.params.id));
    return { receipt: presentReceipt(receipt, invoice) };
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const billingApi = { name: 'billing', register: registerBillingApi };
