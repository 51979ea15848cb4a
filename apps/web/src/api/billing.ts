/** Typed calls for plans, subscriptions and account billing (SPEC §7 subscriptions and account). */
import type {
  AccountDetailsJson, AccountSubscriptionJson, BillingDetailsJson, BillingPeriod, ChangePreviewJson, ChangeTiming, PlansJson, PurchasablePlan,
  SubscriptionJson, TeamSubscriptionJson, UserJson,
} from '@podium/shared';
import { del, get, post, put } from './client';

/** The prices in force and the payment provider. */
export const fetchPlans = (signal?: AbortSignal) => get<PlansJson>('/api/v1/plans.json', signal);

/** Plan, paid flags and subscription of the signed-in user. */
export const fetchAccountDetails = (signal?: AbortSignal) => get<AccountDetailsJson>('/api/v1/account/details.json', signal);

/** The subscription with its invoices and receipts. */
export const fetchAccountSubscription = (signal?: AbortSignal) => get<AccountSubscriptionJson>('/api/v1/account/subscription.json', signal);

interface SubscribeResult {
  subscription: SubscriptionJson;
  account_type: UserJson['account_type'];
  user: UserJson;
}

/**
 * Buys (or changes to) a plan; `payment` is what the provider needs, omitted to use the card on file. A change of a
 * live subscription applies `timing` (the server's default when absent) at the preview's `proration_date`.
 */
export const subscribe = (input: {
  plan: PurchasablePlan; period: BillingPeriod; payment?: Record<string, unknown>; timing?: ChangeTiming; proration_date?: string;
}) => post<SubscribeResult>('/api/v1/subscriptions.json', { subscription: input });

/** What buying or changing to a plan would charge today and at the renewal (nothing changes). */
export const previewChange = (input: { plan: PurchasablePlan; period: BillingPeriod; timing?: ChangeTiming }) =>
  post<ChangePreviewJson>('/api/v1/subscriptions/preview.json', { subscription: input });

/** The company, address and VAT ID printed on invoices and receipts. */
export const fetchBillingDetails = (signal?: AbortSignal) => get<{ billing_details: BillingDetailsJson }>('/api/v1/account/billing_details.json', signal);

/** Saves the billing details. */
export const saveBillingDetails = (details: BillingDetailsJson) =>
  put<{ billing_details: BillingDetailsJson }>('/api/v1/account/billing_details.json', { billing_details: details });

/** Cancels at the end of the paid period. */
export const cancelSubscription = () => del<{ subscription: SubscriptionJson }>('/api/v1/subscriptions.json');

/** Undoes a cancel (or, after the end, subscribes again with `payment`). */
export const reactivateSubscription = (payment?: Record<string, unknown>) =>
  post<SubscribeResult>('/api/v1/subscriptions/reactivate.json', payment ? { subscription: { payment } } : {});

/** Moves to the other billing period, at the next renewal or now (prorated at the preview's `proration_date`). */
export const changeBillingPeriod = (period: BillingPeriod, timing?: ChangeTiming, proration_date?: string) =>
  put<{ subscription: SubscriptionJson }>('/api/v1/account/billing_period.json', { subscription: { period, timing, proration_date } });

/** Replaces the card on file. */
export const updateCard = (payment: Record<string, unknown>) =>
  put<{ subscription: SubscriptionJson }>('/api/v1/account/card.json', { subscription: { payment } });

/** The team's own subscription on its host (SPEC §2 team subscription show); what the caller's role may see. */
export const fetchTeamSubscription = (signal?: AbortSignal) => get<TeamSubscriptionJson>('/api/v1/team/subscription.json', signal);

/** The team's owner cancels at the end of the paid period. */
export const cancelTeamSubscription = () => del<TeamSubscriptionJson>('/api/v1/team/subscription.json');

/** Team reactivate: undoes a cancel, or after the end starts again with `payment` (the active seats are charged). */
export const reactivateTeamSubscription = (payment?: Record<string, unknown>) =>
  post<TeamSubscriptionJson>('/api/v1/team/subscription/reactivate.json', payment ? { subscription: { payment } } : {});

/** Switches the team's period from the next renewal on. */
export const changeTeamPeriod = (period: BillingPeriod) => put<TeamSubscriptionJson>('/api/v1/team/subscription/period.json', { subscription: { period } });

/** Replaces the card the team is charged on. */
export const updateTeamCard = (payment: Record<string, unknown>) => put<TeamSubscriptionJson>('/api/v1/team/subscription/card.json', { subscription: { payment } });
