/** /account/update_billing: replace the card future charges go to (SPEC §5 card rules live; a declined card changes nothing). */
import { useState } from 'react';
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
import { StripeCardField, type StripeCard } from './StripeCardField';
import { ApiError } from '../../api/client';
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
      ) : plans.data.provider === 'stripe' ? (
        <ChangeStripeCardForm publishableKey={plans.data.publishable_key ?? ''} current={currentCard(live.card)} />
      ) : (
        <ChangeCardForm current={currentCard(live.card)} />
      )}
    </div>
  );
}

const currentCard = (card: { brand: string | null; last4: string | null }) => (card.last4 ? `${cardBrandName(card.brand)} ending in ${card.last4}` : null);

/** After a saved card: refresh, say so, back to the billing page. */
function useCardSaved() {
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshBilling();
  return (last4: string | null) => {
    refresh();
    notify(`Card saved: future charges go to the card ending in ${last4 ?? ''}.`);
    void navigate('/account/billing');
  };
}

function ChangeStripeCardForm({ publishableKey, current }: { publishableKey: string; current: string | null }) {
  const saved = useCardSaved();
  const [card, setCard] = useState<StripeCard | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="card stack"
      noValidate
      aria-label="Change card"
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy || !card) return;
        setBusy(true);
        setError(null);
        try {
          const { subscription } = await updateCard(await card.createPayment());
          saved(subscription.card.last4);
        } catch (caught) {
          if (caught instanceof ApiError) setError(caught.message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className="muted">{current ? `Charges now go to the ${current}.` : 'No card on file.'} Enter the card future charges should go to.</p>
      <StripeCardField publishableKey={publishableKey} onReady={setCard} testId="update-card-stripe" />
      <FormError message={error} />
      <div className="form-actions">
        <Button type="submit" variant="primary" loading={busy} disabled={!card} testId="update-card-submit">Save card</Button>
        <ButtonLink to="/account/billing" variant="ghost">Back to billing</ButtonLink>
      </div>
    </form>
  );
}

function ChangeCardForm({ current }: { current: string | null }) {
  const saved = useCardSaved();
  const form = useCardForm();
  return (
    <form
      className="card stack"
      noValidate
      aria-label="Change card"
      onSubmit={form.onSubmit(async (values) => {
        const { subscription } = await updateCard(testCardPayment(values));
        saved(subscription.card.last4);
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
