/** /account/update_billing_period: switch between monthly and yearly billing (charged now at the new period's price). */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, formatPlanPrice, type BillingPeriod, type SubscriptionJson } from '@podium/shared';
import { changeBillingPeriod } from '../../api/billing';
import { ApiError } from '../../api/client';
import { Button, ButtonLink } from '../../components/Button';
import { FormError } from '../../components/TextField';
import { useNotify } from '../../components/notifications';
import { longDate, useRefreshBilling } from './useBilling';
import { LiveSubscriptionPage } from './LiveSubscriptionPage';
import './billing.css';

/** The change-period page; mounted behind <RequireUser>. */
export function UpdateBillingPeriodPage() {
  return (
    <LiveSubscriptionPage title="Billing period">
      {(live, plans) => (
        <PeriodForm subscription={live} prices={plans.prices[live.plan === 'lite' ? 'lite' : 'pro']} currency={plans.currency} />
      )}
    </LiveSubscriptionPage>
  );
}

function PeriodForm({ subscription, prices, currency }: { subscription: SubscriptionJson; prices: Record<BillingPeriod, number>; currency: string }) {
  const [period, setPeriod] = useState<BillingPeriod>(subscription.period === 'yearly' ? 'monthly' : 'yearly');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshBilling();
  const unchanged = period === subscription.period;
  return (
    <form
      className="card stack"
      aria-label="Change billing period"
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy || unchanged) return;
        setBusy(true);
        setError(null);
        try {
          const { subscription: next } = await changeBillingPeriod(period);
          refresh();
          notify(`You are billed ${next.period} now: ${next.price}, next charge on ${longDate(next.current_period_end)}.`);
          void navigate('/account/billing');
        } catch (caught) {
          setError(caught instanceof ApiError ? caught.message : MESSAGES.billingFetchError);
        } finally {
          setBusy(false);
        }
      }}
    >
      <fieldset className="billing__choices billing__choices--inline">
        <legend>Billing period</legend>
        {(['monthly', 'yearly'] as const).map((id) => (
          <label key={id} className="billing__choice">
            <input type="radio" name="period" value={id} checked={period === id} onChange={() => setPeriod(id)} data-testid={`period-${id}`} />
            <span className="billing__choice-body">
              <strong>{id === 'monthly' ? 'Monthly' : 'Yearly'}{id === subscription.period ? ' (current)' : ''}</strong>
              <span className="muted">{formatPlanPrice(prices[id], id, currency)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="muted">The new period starts today and is charged now to your card ending in {subscription.card.last4 ?? '—'}.</p>
      <FormError message={error} />
      <div className="form-actions">
        <Button type="submit" variant="primary" loading={busy} disabled={unchanged} testId="period-submit">
          Switch to {period} billing
        </Button>
        <ButtonLink to="/account/billing" variant="ghost">Back to billing</ButtonLink>
      </div>
    </form>
  );
}
