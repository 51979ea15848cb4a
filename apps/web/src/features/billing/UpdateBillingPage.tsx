/**
 * /account/update_billing: replace the card future charges go to (SPEC §5 card rules live; a declined card changes
 * nothing), and the company, address and VAT ID printed on invoices and receipts.
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { cardBrandName, type PlansJson } from '@podium/shared';
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
import { BillingDetailsSection } from './BillingDetailsForm';
import './billing.css';

/** The change-card page; mounted behind <RequireUser>. */
export function UpdateBillingPage() {
  const saved = useCardSaved();
  const save = async (payment: Record<string, unknown>) => (await updateCard(payment)).subscription.card.last4;
  return (
    <LiveSubscriptionPage title="Billing details" after={<BillingDetailsSection />}>
      {(live, plans) => (
        <ChangeCardForm plans={plans} current={currentCard(live.card)} save={save} onSaved={saved}
          back={<ButtonLink to="/account/billing" variant="ghost">Back to billing</ButtonLink>} />
      )}
    </LiveSubscriptionPage>
  );
}

/** "Visa ending in 4242", or null without a card. */
export const currentCard = (card: { brand: string | null; last4: string | null }) => (card.last4 ? `${cardBrandName(card.brand)} ending in ${card.last4}` : null);

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

interface CardFormProps {
  plans: PlansJson;
  /** The card on file ("Visa ending in 4242"), or null. */
  current: string | null;
  /** Sends the provider's payment; answers the last four now on file. Errors (a declined card) show in the form. */
  save: (payment: Record<string, unknown>) => Promise<string | null>;
  onSaved: (last4: string | null) => void;
  /** The way back (a link or a button). */
  back: ReactNode;
  submitLabel?: string;
  /** Prefix of the data-testids. */
  testPrefix?: string;
  intro?: string;
}

/** The change-card form of the provider in use (the account's billing and the team's subscription). */
export function ChangeCardForm(props: CardFormProps) {
  return props.plans.provider === 'stripe' ? <ChangeStripeCardForm {...props} publishableKey={props.plans.publishable_key ?? ''} /> : <ChangeTestCardForm {...props} />;
}

const introOf = ({ current, intro }: CardFormProps) =>
  intro ?? `${current ? `Charges now go to the ${current}.` : 'No card on file.'} Enter the card future charges should go to.`;

function ChangeStripeCardForm(props: CardFormProps & { publishableKey: string }) {
  const { publishableKey, save, onSaved, back, submitLabel = 'Save card', testPrefix = 'update-card' } = props;
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
          onSaved(await save(await card.createPayment()));
        } catch (caught) {
          if (caught instanceof ApiError) setError(caught.message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className="muted">{introOf(props)}</p>
      <StripeCardField publishableKey={publishableKey} onReady={setCard} testId={`${testPrefix}-stripe`} />
      <FormError message={error} />
      <div className="form-actions">
        <Button type="submit" variant="primary" loading={busy} disabled={!card} testId={`${testPrefix}-submit`}>{submitLabel}</Button>
        {back}
      </div>
    </form>
  );
}

function ChangeTestCardForm(props: CardFormProps) {
  const { save, onSaved, back, submitLabel = 'Save card', testPrefix = 'update-card' } = props;
  const form = useCardForm();
  return (
    <form
      className="card stack"
      noValidate
      aria-label="Change card"
      onSubmit={form.onSubmit(async (values) => {
        onSaved(await save(testCardPayment(values)));
      })}
    >
      <p className="muted">{introOf(props)}</p>
      <CardFields number={form.field('card_number')} expiry={form.field('expiry')} cvc={form.field('cvc')} testPrefix={testPrefix} />
      <FormError message={form.formError} />
      <div className="form-actions">
        <Button type="submit" variant="primary" loading={form.submitting} testId={`${testPrefix}-submit`}>{submitLabel}</Button>
        {back}
      </div>
    </form>
  );
}
