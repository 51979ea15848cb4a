/** /account/update_billing: replace the card future charges go to (SPEC §5 card rules live; a declined card changes nothing). */
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, cardBrandName } from '@podium/shared';
import { fetchPlans, updateCard } from '../../api/billing';
import { Button, ButtonLink } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { FormError } from '../../components/TextField';
import { useNotify } from '../../components/notifications';
import { CardFields } from './CardFields';
import { testCardPayment, useCardForm } from './cardFields';
import { NoLiveSubscription } from './NoLiveSubscription';
import { useAccountDetails, useRefreshBilling } from './useBilling';
import './billing.css';

/** The change-card page; mounted behind <RequireUser>. */
export function UpdateBillingPage() {
  const details = useAccountDetails();
  const plans = useQuery({ queryKey: ['plans'], queryFn: ({ signal }) => fetchPlans(signal) });
  const live = details.data?.subscription && details.data.subscription.status !== 'ended' ? details.data.subscription : null;
  return (
    <div className="page page--narrow billing">
      <title>Billing details · Podium</title>
      <div className="page__header">
        <h1>Billing details</h1>
      </div>
      {details.isPending || plans.isPending ? (
        <Spinner label="Loading billing details" />
      ) : details.isError || plans.isError ? (
        <div className="alert alert--error" role="alert">
          {MESSAGES.billingFetchError} <Button size="sm" onClick={() => { void details.refetch(); void plans.refetch(); }}>Try again</Button>
        </div>
      ) : !live ? (
        <NoLiveSubscription details={details.data} />
      ) : plans.data.provider !== 'test' ? (
        <p className="alert alert--error" role="alert">Card payments through Stripe are not available in this build.</p>
      ) : (
        <ChangeCardForm current={live.card.last4 ? `${cardBrandName(live.card.brand)} ending in ${live.card.last4}` : null} />
      )}
    </div>
  );
}

function ChangeCardForm({ current }: { current: string | null }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshBilling();
  const form = useCardForm();
  return (
    <form
      className="card stack"
      noValidate
      aria-label="Change card"
      onSubmit={form.onSubmit(async (values) => {
        const { subscription } = await updateCard(testCardPayment(values));
        refresh();
        notify(`Card saved: future charges go to the card ending in ${subscription.card.last4}.`);
        void navigate('/account/billing');
      })}
    >
      <p className="muted">{current ? `Charges now go to the ${current}.` : 'No card on file.'} Enter the card future charges should go to.</p>
      <CardFields number={form.field('card_number')} expiry={form.field('expiry')} cvc={form.field('cvc')} testPrefix="update-card" />
      <FormError message={form.formError} />
      <div className="form-actions">
        <Button type="submit" variant="primary" loading={form.submitting} testId="update-card-submit">Save card</Button>
        <ButtonLink to="/account/billing" variant="ghost">Back to billing</ButtonLink>
      </div>
    </form>
  );
}
