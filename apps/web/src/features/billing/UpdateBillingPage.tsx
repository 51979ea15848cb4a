/** /account/update_billing: replace the card future charges go to (SPEC §5 card rules live; a declined card changes nothing). */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { cardBrandName } from '@podium/shared';
import { updateCard } from '../../api/billing';
import { Button, ButtonLink } from '../../components/Button';
import { FormError } from '../../components/TextField';
import { useNotify } from '../../components/notifications';
import { CardFields } from './CardFields';
import { testCardPayment, useCardForm } from './cardFields';
import { StripeCardField, type StripeCard } from './StripeCardField';
import { ApiError } from '../../api/client';
import { useRefreshBilling } from './useBilling';
import { LiveSubscriptionPage } from './LiveSubscriptionPage';
import './billing.css';

/** The change-card page; mounted behind <RequireUser>. */
export function UpdateBillingPage() {
  return (
    <LiveSubscriptionPage title="Billing details">
      {(live, plans) => plans.provider === 'stripe'
        ? <ChangeStripeCardForm publishableKey={plans.publishable_key ?? ''} current={currentCard(live.card)} />
        : <ChangeCardForm current={currentCard(live.card)} />}
    </LiveSubscriptionPage>
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
