/**
 * The frame of the pages that change a live subscription (card, period): loads the account's subscription and the
 * plans, shows loading, the SPEC §8 billing error with a retry, or "no live subscription", and otherwise the form.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, type PlansJson, type SubscriptionJson } from '@podium/shared';
import { fetchPlans } from '../../api/billing';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { NoLiveSubscription } from './NoLiveSubscription';
import { useAccountDetails } from './useBilling';
import './billing.css';

export function LiveSubscriptionPage({ title, children, after }: {
  title: string;
  children: (live: SubscriptionJson, plans: PlansJson) => ReactNode;
  /** Shown below, with or without a live subscription (the billing details form). */
  after?: ReactNode;
}) {
  const details = useAccountDetails();
  const plans = useQuery({ queryKey: ['plans'], queryFn: ({ signal }) => fetchPlans(signal) });
  // A team's sign-up payment (plan enterprise) is managed with the team, not here: it counts as no live subscription.
  const subscription = details.data?.subscription;
  const live = subscription && subscription.status !== 'ended' && subscription.plan !== 'enterprise' ? subscription : null;
  return (
    <div className="page page--narrow billing">
      <title>{`${title} · Podium`}</title>
      <div className="page__header">
        <h1>{title}</h1>
      </div>
      {details.isPending || plans.isPending ? (
        <Spinner label="Loading billing details" />
      ) : details.isError || plans.isError ? (
        <div className="alert alert--error" role="alert">
          {MESSAGES.billingFetchError} <Button size="sm" onClick={() => { void details.refetch(); void plans.refetch(); }}>Try again</Button>
        </div>
      ) : (
        <div className="stack">
          {!live ? <NoLiveSubscription details={details.data} /> : children(live, plans.data)}
          {after}
        </div>
      )}
    </div>
  );
}
