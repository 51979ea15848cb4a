/**
 * /account/upgrade: choose a plan and a period, see what is charged today and at the renewal, pay by card. On success the session's user is replaced
 * with the server's answer, so menus, visibility options and the share dialog follow at once, without a reload.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES, PLAN_NAMES, PURCHASABLE_PLANS, cardBrandName, defaultChangeTiming, formatPlanPrice,
  type AccountDetailsJson, type BillingPeriod, type ChangeTiming, type PlansJson, type PurchasablePlan,
} from '@podium/shared';
import { fetchAccountDetails, fetchPlans, subscribe } from '../../api/billing';
import { Button, ButtonLink } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { FormError } from '../../components/TextField';
import { useNotify } from '../../components/notifications';
import { useSession } from '../../session/SessionContext';
import { CardFields } from './CardFields';
import { StripeCardField, type StripeCard } from './StripeCardField';
import { ApiError } from '../../api/client';
import { testCardPayment, useCardForm } from './cardFields';
import { PlanFeatures } from './PlanFeatures';
import { ChangeSummary, TimingChoice, useChangePreview } from './ChangeSummary';
import { longDate } from './useBilling';
import './billing.css';

const isPlan = (value: string | null): value is PurchasablePlan => (PURCHASABLE_PLANS as readonly string[]).includes(value ?? '');

/** The upgrade page; mounted behind <RequireUser>. */
export function UpgradePage() {
  const plans = useQuery({ queryKey: ['plans'], queryFn: ({ signal }) => fetchPlans(signal) });
  const details = useQuery({ queryKey: ['account-details'], queryFn: ({ signal }) => fetchAccountDetails(signal) });
  return (
    <div className="page page--narrow billing">
      <title>Upgrade · Podium</title>
      <div className="page__header">
        <h1>Upgrade your plan</h1>
      </div>
      {plans.isPending || details.isPending ? (
        <Spinner label="Loading plans" />
      ) : plans.isError || details.isError ? (
        <div className="alert alert--error" role="alert">
          {MESSAGES.billingFetchError}{' '}
          <Button size="sm" onClick={() => { void plans.refetch(); void details.refetch(); }}>Try again</Button>
        </div>
      ) : !details.data.can_subscribe ? (
        <NothingToBuy details={details.data} />
      ) : (
        <UpgradeForm plans={plans.data} details={details.data} />
      )}
    </div>
  );
}

function NothingToBuy({ details }: { details: AccountDetailsJson }) {
  return (
    <div className="card stack" data-testid="upgrade-not-needed">
      <p>{details.enterprise ? MESSAGES.planManagedByTeam : MESSAGES.planManagedByOperator}</p>
      <p className="muted">You are on the {PLAN_NAMES[details.account_type]} plan.</p>
    </div>
  );
}

function UpgradeForm({ plans, details }: { plans: PlansJson; details: AccountDetailsJson }) {
  const [params] = useSearchParams();
  const { setUser } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const live = details.subscription && details.subscription.status !== 'ended' ? details.subscription : null;
  const requested = params.get('plan');
  const [plan, setPlan] = useState<PurchasablePlan>(isPlan(requested) ? requested : 'pro');
  const [period, setPeriod] = useState<BillingPeriod>(params.get('period') === 'monthly' ? 'monthly' : live?.period ?? 'yearly');
  const hasCard = Boolean(live?.card.last4);
  const [newCard, setNewCard] = useState(!hasCard);
  const form = useCardForm();
  const price = plans.prices[plan][period];
  // A live subscription changes: upgrades start now (prorated), period switches and downgrades at the renewal,
  // unless the person picks the other; choosing the current plan again drops a change scheduled for the renewal.
  const same = live !== null && live.plan === plan && live.period === period;
  const [timingChoice, setTimingChoice] = useState<ChangeTiming | null>(null);
  const timing: ChangeTiming = !live ? 'now' : same ? 'renewal' : timingChoice ?? defaultChangeTiming(live, { plan });
  const unchanged = same && !live.scheduled && !newCard;
  const preview = useChangePreview(plan, period, live ? timing : undefined, !unchanged);
  const quote = preview.data;
  const waitingForQuote = live !== null && !same && timing === 'now' && !quote;

  const [charging, setCharging] = useState(false);
  const change = () => (live ? { timing: same ? undefined : timing, proration_date: timing === 'now' ? quote?.proration_date : undefined } : {});

  const done = (result: Awaited<ReturnType<typeof subscribe>>) => {
    setUser(result.user);
    void queryClient.invalidateQueries({ queryKey: ['account-details'] });
    void queryClient.invalidateQueries({ queryKey: ['account-subscription'] });
    const next = result.subscription.scheduled;
    notify(next
      ? `Your plan changes to ${PLAN_NAMES[next.plan]} (${next.price}) on ${longDate(result.subscription.current_period_end)}.`
      : `You are on the ${PLAN_NAMES[result.account_type]} plan now.`);
    void navigate('/account/billing');
  };
  const [stripeCard, setStripeCard] = useState<StripeCard | null>(null);
  // The element's card is validated by Stripe, so the test form's rules are not involved.
  const payWithStripe = async (event: FormEvent) => {
    event.preventDefault();
    if (charging || !stripeCard) return;
    setCharging(true);
    form.setFormError(null);
    try {
      done(await subscribe({ plan, period, ...change(), payment: await stripeCard.createPayment() }));
    } catch (error) {
      if (error instanceof ApiError) form.showServerError(error);
      // Stripe's own refusals are shown at the element.
    } finally {
      setCharging(false);
    }
  };
  const payWithNewCard = form.onSubmit(async (values) => {
    done(await subscribe({ plan, period, ...change(), payment: testCardPayment(values) }));
  });
  // With the card on file the card fields are not part of the form: nothing to validate here, the server charges it.
  const payWithCardOnFile = async (event: FormEvent) => {
    event.preventDefault();
    if (charging) return;
    setCharging(true);
    try {
      done(await subscribe({ plan, period, ...change() }));
    } catch (error) {
      form.showServerError(error);
    } finally {
      setCharging(false);
    }
  };

  return (
    <form className="stack" noValidate onSubmit={!newCard ? payWithCardOnFile : plans.provider === 'stripe' ? payWithStripe : payWithNewCard} aria-label="Upgrade">
      {live && (
        <p className="alert alert--info" data-testid="upgrade-current">
          You are on the {PLAN_NAMES[live.plan]} plan ({live.price}) until {longDate(live.current_period_end)}.
          {live.scheduled && ` From then on: ${PLAN_NAMES[live.scheduled.plan]} (${live.scheduled.price}).`}
          {' '}An upgrade starts now with credit for the unused time; a downgrade or a period switch starts at the renewal unless you choose now.
        </p>
      )}
      <fieldset className="billing__choices">
        <legend>Plan</legend>
        {PURCHASABLE_PLANS.map((id) => (
          <label key={id} className="billing__choice">
            <input type="radio" name="plan" value={id} checked={plan === id} onChange={() => setPlan(id)} data-testid={`upgrade-plan-${id}`} />
            <span className="billing__choice-body">
              <strong>{PLAN_NAMES[id]}</strong>
              <span className="muted">{formatPlanPrice(plans.prices[id][period], period, plans.currency)}</span>
              <PlanFeatures plan={id} />
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="billing__choices billing__choices--inline">
        <legend>Billing period</legend>
        {(['monthly', 'yearly'] as const).map((id) => (
          <label key={id} className="billing__choice">
            <input type="radio" name="period" value={id} checked={period === id} onChange={() => setPeriod(id)} data-testid={`upgrade-period-${id}`} />
            <span className="billing__choice-body">
              <strong>{id === 'monthly' ? 'Monthly' : 'Yearly'}</strong>
              <span className="muted">{formatPlanPrice(plans.prices[plan][id], id, plans.currency)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {live && !same && (
        <TimingChoice timing={timing} onChange={setTimingChoice} renewalDate={live.current_period_end} testPrefix="upgrade" />
      )}
      {!unchanged && <ChangeSummary preview={preview} />}
      <section className="card stack" aria-labelledby="upgrade-payment-heading">
        <h2 id="upgrade-payment-heading">Payment</h2>
        {hasCard && (
          <label className="billing__use-card">
            <input type="checkbox" checked={!newCard} onChange={(event) => setNewCard(!event.target.checked)} data-testid="upgrade-use-card-on-file" />
            Charge the card on file ({cardBrandName(live!.card.brand)} ending in {live!.card.last4})
          </label>
        )}
        {newCard && (plans.provider === 'test' ? (
          <CardFields number={form.field('card_number')} expiry={form.field('expiry')} cvc={form.field('cvc')} testPrefix="upgrade" />
        ) : (
          <StripeCardField publishableKey={plans.publishable_key ?? ''} onReady={setStripeCard} testId="upgrade-stripe-card" />
        ))}
        {plans.provider === 'test' && newCard && (
          <p className="muted billing__test-note">Test payments: no money is charged. Card 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.</p>
        )}
        <FormError message={form.formError} />
        <div className="form-actions">
          <Button
            type="submit" variant="primary" loading={form.submitting || charging} testId="upgrade-submit"
            disabled={unchanged || waitingForQuote || (newCard && plans.provider === 'stripe' && !stripeCard)}
          >
            {!live ? `Pay ${formatPlanPrice(price, period, plans.currency)}`
              : same ? (live.scheduled ? `Keep ${PLAN_NAMES[plan]} ${period}` : 'Save card')
                : timing === 'renewal' ? 'Change at renewal'
                  : `Pay ${quote?.today ?? ''} now`}
          </Button>
          <ButtonLink to="/pricing" variant="ghost">Compare plans</ButtonLink>
        </div>
      </section>
    </form>
  );
}
