/**
 * /account/billing: plan, period, next charge, card on file, links to change card and period, cancel or
 * reactivate, and the receipts and invoices (HTML pages with a PDF download).
 */
import { useState } from 'react';
import { MESSAGES, PLAN_NAMES, cardBrandName, formatMoney, type BillingDocumentJson, type SubscriptionJson } from '@podium/shared';
import { cancelSubscription, reactivateSubscription } from '../../api/billing';
import { ApiError } from '../../api/client';
import { Button, ButtonLink } from '../../components/Button';
import { Prompt } from '../../components/Prompt';
import { Spinner } from '../../components/Spinner';
import { useNotify } from '../../components/notifications';
import { useSession } from '../../session/SessionContext';
import { TeamBillingCard } from './NoLiveSubscription';
import { longDate, useAccountDetails, useAccountSubscription, useRefreshBilling } from './useBilling';
import './billing.css';

/** The billing page; mounted behind <RequireUser>. */
export function BillingPage() {
  const billing = useAccountSubscription();
  const details = useAccountDetails();
  return (
    <div className="page page--narrow billing">
      <title>Billing · Podium</title>
      <div className="page__header">
        <h1>Billing</h1>
      </div>
      {billing.isPending || details.isPending ? (
        <Spinner label="Loading billing details" />
      ) : billing.isError || details.isError ? (
        <div className="alert alert--error" role="alert" data-testid="billing-error">
          {MESSAGES.billingFetchError}{' '}
          <Button size="sm" onClick={() => { void billing.refetch(); void details.refetch(); }}>Try again</Button>
        </div>
      ) : (
        <div className="stack">
          {/* A team's sign-up payment (plan enterprise) is shown as the team's cost; its receipt and invoice are below. */}
          {billing.data.subscription && billing.data.subscription.plan !== 'enterprise' ? (
            <SubscriptionCard subscription={billing.data.subscription} />
          ) : details.data.team_billing ? (
            <TeamBillingCard billing={details.data.team_billing} />
          ) : (
            <div className="card empty-state" data-testid="billing-empty">
              <h2>You are on the {PLAN_NAMES[details.data.account_type]} plan</h2>
              {details.data.can_subscribe ? (
                <>
                  <p>Upgrade for private decks, private links, custom CSS and more.</p>
                  <ButtonLink to="/account/upgrade" variant="primary">Upgrade</ButtonLink>
                </>
              ) : (
                <p>{details.data.enterprise ? MESSAGES.planManagedByTeam : MESSAGES.planManagedByOperator}</p>
              )}
            </div>
          )}
          <Documents title="Receipts" documents={billing.data.receipts} testId="billing-receipts" />
          <Documents title="Invoices" documents={billing.data.invoices} testId="billing-invoices" />
        </div>
      )}
    </div>
  );
}

export function statusText(subscription: SubscriptionJson): string {
  if (subscription.status === 'ended') return `Ended on ${longDate(subscription.current_period_end)}`;
  if (subscription.cancel_at_period_end) return `Canceled: ends on ${longDate(subscription.current_period_end)}`;
  if (subscription.status === 'past_due') return 'Payment failed: please change your card';
  return 'Active';
}

function SubscriptionCard({ subscription }: { subscription: SubscriptionJson }) {
  const { setUser } = useSession();
  const notify = useNotify();
  const refresh = useRefreshBilling();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const ended = subscription.status === 'ended';
  const { card } = subscription;

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      notify(await work());
      refresh();
    } catch (error) {
      notify(error instanceof ApiError ? error.message : MESSAGES.billingFetchError, { negative: true });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const cancel = () => act(async () => {
    const { subscription: next } = await cancelSubscription();
    return `Your subscription is canceled. ${PLAN_NAMES[next.plan]} stays until ${longDate(next.current_period_end)}.`;
  });
  const reactivate = () => act(async () => {
    const result = await reactivateSubscription();
    setUser(result.user);
    return 'Your subscription continues.';
  });

  return (
    <section className="card stack" aria-labelledby="billing-plan-heading" data-testid="billing-subscription">
      <h2 id="billing-plan-heading">{PLAN_NAMES[subscription.plan]} plan</h2>
      <dl className="billing__facts">
        <dt>Status</dt>
        <dd data-testid="billing-status">{statusText(subscription)}</dd>
        <dt>Price</dt>
        <dd data-testid="billing-price">{subscription.price}</dd>
        <dt>Billing period</dt>
        <dd data-testid="billing-period">{subscription.period === 'yearly' ? 'Yearly' : 'Monthly'}</dd>
        <dt>Next charge</dt>
        <dd data-testid="billing-next-charge">
          {subscription.next_charge_at && subscription.next_charge_cents !== null
            ? `${formatMoney(subscription.next_charge_cents, subscription.currency)} on ${longDate(subscription.next_charge_at)}`
            : 'None'}
        </dd>
        {subscription.scheduled && (
          <>
            <dt>From the renewal</dt>
            <dd data-testid="billing-scheduled">
              {PLAN_NAMES[subscription.scheduled.plan]}, {subscription.scheduled.price} (changes on {longDate(subscription.current_period_end)})
            </dd>
          </>
        )}
        {subscription.credit_cents > 0 && (
          <>
            <dt>Credit</dt>
            <dd data-testid="billing-credit">{formatMoney(subscription.credit_cents, subscription.currency)}, used first by your next charges</dd>
          </>
        )}
        <dt>Card</dt>
        <dd data-testid="billing-card">
          {card.last4 ? `${cardBrandName(card.brand)} ending in ${card.last4}${card.exp_month ? ` (expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year})` : ''}` : 'None on file'}
        </dd>
      </dl>
      <div className="row billing__actions">
        {ended ? (
          <ButtonLink to={`/account/upgrade?plan=${subscription.plan}&period=${subscription.period}`} variant="primary" testId="billing-resubscribe">
            Subscribe again
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to="/account/update_billing" testId="billing-change-card">Change card</ButtonLink>
            <ButtonLink to="/account/update_billing_period" testId="billing-change-period">Change billing period</ButtonLink>
            <ButtonLink to="/account/upgrade" testId="billing-change-plan">Change plan</ButtonLink>
            {subscription.cancel_at_period_end ? (
              <Button variant="primary" loading={busy} onClick={() => void reactivate()} testId="billing-reactivate">Reactivate</Button>
            ) : (
              <Button variant="danger" onClick={() => setConfirming(true)} testId="billing-cancel">Cancel subscription</Button>
            )}
          </>
        )}
      </div>
      <Prompt
        open={confirming}
        title="Cancel subscription"
        confirmLabel="Cancel subscription"
        cancelLabel="Keep it"
        confirmVariant="danger"
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
        testId="billing-cancel-prompt"
      >
        <p>
          Your {PLAN_NAMES[subscription.plan]} plan stays until {longDate(subscription.current_period_end)} and is not renewed. After that your
          decks stay as they are, private ones included, but new private decks and links need a paid plan again.
        </p>
      </Prompt>
    </section>
  );
}

/** A list of receipts or invoices with their HTML and PDF links (the account's billing and the team's subscription). */
export function Documents({ title, documents, testId }: { title: string; documents: BillingDocumentJson[]; testId: string }) {
  return (
    <section className="card" aria-labelledby={`${testId}-heading`} data-testid={testId}>
      <h2 id={`${testId}-heading`}>{title}</h2>
      {documents.length === 0 ? (
        <p className="muted">No {title.toLowerCase()} yet.</p>
      ) : (
        <ul className="billing__documents">
          {documents.map((doc) => (
            <li key={doc.id} className="billing__document">
              <span>{longDate(doc.date)}</span>
              <span>{PLAN_NAMES[doc.plan]}, {doc.period}{doc.lines.length > 0 ? ' (prorated change)' : ''}</span>
              <span className={doc.status === 'failed' ? 'billing__failed' : undefined}>{doc.status === 'failed' ? `${doc.amount} (failed)` : doc.amount}</span>
              <span className="billing__document-links">
                <a href={doc.url} data-testid={`${testId}-view`}>View</a>
                <a href={doc.pdf_url} download data-testid={`${testId}-pdf`}>PDF</a>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
