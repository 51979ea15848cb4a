/** /api/v1 team/subscription on a team host (SPEC §2 team subscription show, team reactivate). Thin: parse, call, present. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BillingPeriodInput, UpdateCardInput, type SubscriptionJson, type TeamSubscriptionJson } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { presentInvoice, presentReceipt, presentSubscription } from '../../presenters/billing.js';
import {
  cancelTeamSubscription, changeTeamPeriod, reactivateTeamSubscription, readTeamSubscription, updateTeamCard, type TeamSubscriptionView,
} from '../../services/billing/teamSubscription.js';
import { contextOf } from '../request-context.js';
import { parseInput } from '../parse.js';
import { hostTeamOf } from './teams.js';

const ReactivateInput = z.object({
  subscription: z.object({ payment: z.record(z.string(), z.unknown()).optional() }).optional(),
});

/** The card on file is the payer's business: admins see the cost, not the card. */
const withCard = (subscription: SubscriptionJson, canPay: boolean): SubscriptionJson =>
  canPay ? subscription : { ...subscription, card: { brand: null, last4: null, exp_month: null, exp_year: null } };

function present(view: TeamSubscriptionView): TeamSubscriptionJson {
  const { billing } = view;
  return {
    ended: view.ended,
    can_pay: view.canPay,
    can_switch_period: view.canSwitchPeriod,
    manually_upgraded: view.team.manuallyUpgraded,
    billing: billing && {
      seats: billing.seats, cost_per_user: billing.costPerUser, next_period: billing.nextPeriod, total: billing.total,
      subscription: billing.subscription ? withCard(presentSubscription(billing.subscription), view.canPay) : null,
    },
    invoices: view.documents.invoices.map((invoice) => presentInvoice(invoice, view.documents.lines.get(invoice.id))),
    receipts: view.documents.receipts.map(({ receipt, invoice }) => presentReceipt(receipt, invoice, view.documents.lines.get(invoice.id))),
  };
}

/** Registers team/subscription under /api/v1; every write answers the team's subscription as it is now. */
export function registerTeamBillingApi(app: FastifyInstance, services: AppServices): void {
  const call = (request: FastifyRequest) => ({ ctx: contextOf(services, request), hostTeam: hostTeamOf(request) });
  const current = async (request: FastifyRequest) => present(await readTeamSubscription(call(request)));

  app.get('/team/subscription.json', current);
  app.delete('/team/subscription.json', async (request) => {
    await cancelTeamSubscription(call(request));
    return current(request);
  });
  app.post('/team/subscription/reactivate.json', async (request) => {
    const input = parseInput(ReactivateInput, request.body ?? {}, 'subscription');
    await reactivateTeamSubscription({ ...call(request), payment: input.subscription?.payment });
    return current(request);
  });
  app.put('/team/subscription/period.json', async (request) => {
    const input = parseInput(BillingPeriodInput, request.body, 'subscription');
    await changeTeamPeriod({ ...call(request), period: input.subscription.period });
    return current(request);
  });
  app.put('/team/subscription/card.json', async (request) => {
    const input = parseInput(UpdateCardInput, request.body, 'subscription');
    await updateTeamCard({ ...call(request), payment: input.subscription.payment });
    return current(request);
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const teamBillingApi = { name: 'team-billing', register: registerTeamBillingApi };
