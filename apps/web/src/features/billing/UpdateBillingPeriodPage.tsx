/**
 * /account/update_billing_period: switch between monthly and yearly billing, from the next renewal on (nothing charged
 * today) or now (the unused time is credited), with what is charged today and at the renewal shown before confirming.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, formatPlanPrice, type BillingPeriod, type ChangeTiming, type SubscriptionJson } from '@podium/shared';
import { changeBillingPeriod } from '../../api/billing';
import { ApiError } from '../../api/client';
import { Button, ButtonLink } from '../../components/Button';
import { FormError } from '../../components/TextField';
import { useNotify } from '../../components/notifications';
import { longDate, useRefreshBilling } from './useBilling';
import { LiveSubscriptionPage } from './LiveSubscriptionPage';
import { ChangeSummary, TimingChoice, useChangePreview } from './ChangeSummary';
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
  const [timing, setTiming] = useState<ChangeTiming>('renewal');
  const plan = subscription.plan === 'lite' ? 'lite' : 'pro';
  const scheduled = subscription.scheduled;
  const preview = useChangePreview(plan, period, timing, period !== subscription.period);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshBilling();
  // Back to the current period drops a switch scheduled for the renewal; with none scheduled there is nothing to do.
  const unchanged = period === subscription.period && !scheduled;
  const keeping = period === subscription.period && scheduled !== null;
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
          const { subscription: next } = await changeBillingPeriod(period, keeping ? undefined : timing, timing === 'now' ? preview.data?.proration_date : undefined);
          refresh();
          notify(next.scheduled
            ? `You will be billed ${next.scheduled.period} from ${longDate(next.current_period_end)}: ${next.scheduled.price}.`
            : `You are billed ${next.period}: ${next.price}, next charge on ${longDate(next.current_period_end)}.`);
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
              <strong>{id === 'monthly' ? 'Monthly' : 'Yearly'}{id === subscription.period ? ' (current)' : scheduled?.period === id ? ' (from the renewal)' : ''}</strong>
              <span className="muted">{formatPlanPrice(prices[id], id, currency)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {period !== subscription.period && (
        <>
          <TimingChoice timing={timing} onChange={setTiming} renewalDate={subscription.current_period_end} testPrefix="period" />
          <ChangeSummary preview={preview} />
          <p className="muted">Charges go to your card ending in {subscription.card.last4 ?? '—'}.</p>
        </>
      )}
      {keeping && <p className="muted">You stay on {subscription.period} billing; the switch planned for the renewal is dropped.</p>}
      <FormError message={error} />
      <div className="form-actions">
        <Button type="submit" variant="primary" loading={busy} disabled={unchanged || (timing === 'now' && !keeping && !preview.data)} testId="period-submit">
          {keeping ? `Stay on ${period} billing` : timing === 'renewal' ? `Switch to ${period} at renewal` : `Switch now: pay ${preview.data?.today ?? ''}`}
        </Button>
        <ButtonLink to="/account/billing" variant="ghost">Back to billing</ButtonLink>
      </div>
    </form>
  );
}
