/**
 * `/subscription` on the team host (SPEC §2 team subscription show, team reactivate): the team's plan,
 * period, active seats × cost per seat (SPEC §9 "$x/month"), next charge and card; for the owner the receipts and
 * invoices and the actions (change card, switch period from the next renewal where Podium charges the renewals, cancel
 * at period end, reactivate). Admins see the cost; members see only whether the team's subscription ended.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type BillingPeriod, type TeamJson, type TeamSubscriptionJson } from '@podium/shared';
import {
  cancelTeamSubscription, changeTeamPeriod, fetchPlans, fetchTeamSubscription, reactivateTeamSubscription, updateTeamCard,
} from '../../api/billing';
import { ApiError } from '../../api/client';
import { Button, ButtonLink } from '../../components/Button';
import { Prompt } from '../../components/Prompt';
import { Spinner } from '../../components/Spinner';
import { useNotify } from '../../components/notifications';
import { LoadingView } from '../../components/PageStates';
import { Documents, statusText, ChangeCardForm, currentCard, longDate } from '../billing';
import { TeamHeading } from './TeamGate';
import { isMissingTeam, useTeam } from './useTeam';
import { MissingTeamView } from './MissingTeamView';
import '../../styles/settings-grid.css';
import './teams.css';

export const TEAM_SUBSCRIPTION_KEY = ['team-subscription'] as const;

/** The team's subscription as the caller may see it (every active member may ask). */
export function useTeamSubscription(enabled = true) {
  return useQuery({ queryKey: TEAM_SUBSCRIPTION_KEY, queryFn: ({ signal }) => fetchTeamSubscription(signal), enabled });
}

const periodWord = (period: BillingPeriod) => (period === 'yearly' ? 'Yearly' : 'Monthly');

/** The page; mounted behind <RequireUser>. */
export function TeamSubscriptionPage() {
  const team = useTeam();
  const subscription = useTeamSubscription(team.isSuccess);
  if (team.isPending) return <LoadingView label="Loading team" />;
  if (team.isError && isMissingTeam(team.error)) return <MissingTeamView />;
  return (
    // The managers' view has the team settings nav beside it (as /edit); members see one narrow card.
    <div className={`page teams billing${subscription.data?.billing ? '' : ' page--narrow'}`}>
      {team.data && <title>{`Subscription · ${team.data.team.name}`}</title>}
      {team.data && <TeamHeading team={team.data.team} title="Subscription" />}
      {team.isError || subscription.isError ? (
        <div className="alert alert--error" role="alert" data-testid="team-subscription-error">
          {MESSAGES.billingFetchError}{' '}
          <Button size="sm" onClick={() => { void team.refetch(); void subscription.refetch(); }}>Try again</Button>
        </div>
      ) : !subscription.data || !team.data ? (
        <Spinner label="Loading the team's subscription" />
      ) : (
        <TeamSubscription team={team.data.team} data={subscription.data} />
      )}
    </div>
  );
}

function TeamSubscription({ team, data }: { team: TeamJson; data: TeamSubscriptionJson }) {
  const { billing } = data;
  const sections = (
    <div className="stack">
      {data.ended && <TeamEndedNotice data={data} />}
      {data.manually_upgraded ? (
        <div className="card empty-state" data-testid="team-subscription-manual">
          <h2>Enterprise plan</h2>
          <p>{MESSAGES.planManagedByOperator}</p>
        </div>
      ) : !billing ? (
        !data.ended && (
          <div className="card empty-state" data-testid="team-subscription-members">
            <h2>Enterprise plan</h2>
            <p>{team.name}’s subscription is active. Its owners manage the billing.</p>
          </div>
        )
      ) : (
        <SubscriptionFacts data={data} billing={billing} />
      )}
      {data.can_pay && (data.invoices.length > 0 || data.receipts.length > 0) && (
        <>
          <Documents title="Receipts" documents={data.receipts} testId="team-receipts" />
          <Documents title="Invoices" documents={data.invoices} testId="team-invoices" />
        </>
      )}
    </div>
  );
  if (!billing) return sections;
  return (
    <div className="settings-grid team-grid">
      <nav className="settings-grid__nav" aria-label="Team settings sections">
        <a href="/edit">Team settings</a>
        <a href="/edit_members">Members</a>
        <a href="/subscription" aria-current="page">Subscription</a>
      </nav>
      <div className="settings-grid__sections">{sections}</div>
    </div>
  );
}

/** Refetch the subscription (and the team: its period and cost) after a change; say what happened. */
function useTeamBillingAction() {
  const client = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<TeamSubscriptionJson>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      client.setQueryData(TEAM_SUBSCRIPTION_KEY, await work());
      void client.invalidateQueries({ queryKey: ['team'] });
      notify(done);
      return true;
    } catch (error) {
      notify(error instanceof ApiError ? error.message : MESSAGES.billingFetchError, { negative: true });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** "This team's subscription has ended": what stays, and for the owner the reactivate form (charges the active seats). */
export function TeamEndedNotice({ data, compact = false }: { data: TeamSubscriptionJson; compact?: boolean }) {
  const client = useQueryClient();
  const notify = useNotify();
  const plans = useQuery({ queryKey: ['plans'], queryFn: ({ signal }) => fetchPlans(signal), enabled: data.can_pay && !compact });
  const billing = data.billing;
  return (
    <section className="card stack team-ended" role="status" aria-labelledby="team-ended-heading" data-testid="team-subscription-ended">
      <h2 id="team-ended-heading">{MESSAGES.teamSubscriptionEnded}</h2>
      <p>
        Nothing was deleted: every deck, member and setting is kept and members can still sign in and work.{' '}
        {data.can_pay ? 'Reactivate to start paying for the team again.' : 'The team’s owner can reactivate it.'}
      </p>
      {data.can_pay && compact && <ButtonLink to="/subscription" variant="primary" testId="team-ended-reactivate-link">Reactivate</ButtonLink>}
      {data.can_pay && !compact && billing && (
        plans.data ? (
          <ChangeCardForm
            plans={plans.data}
            current={null}
            intro={`Reactivating charges ${billing.seats} active ${billing.seats === 1 ? 'seat' : 'seats'} now: ${billing.total}, then each ${billing.next_period === 'yearly' ? 'year' : 'month'} at the seat count of that day.`}
            save={async (payment) => {
              const next = await reactivateTeamSubscription(payment);
              client.setQueryData(TEAM_SUBSCRIPTION_KEY, next);
              return next.billing?.subscription?.card.last4 ?? null;
            }}
            onSaved={() => notify('The team’s subscription is active again.')}
            back={null}
            submitLabel="Reactivate"
            testPrefix="team-reactivate"
          />
        ) : plans.isError ? (
          <p className="alert alert--error" role="alert">{MESSAGES.billingFetchError}</p>
        ) : <Spinner label="Loading the card form" />
      )}
    </section>
  );
}

function SubscriptionFacts({ data, billing }: { data: TeamSubscriptionJson; billing: NonNullable<TeamSubscriptionJson['billing']> }) {
  const { subscription } = billing;
  const { busy, run } = useTeamBillingAction();
  const [confirming, setConfirming] = useState(false);
  const [changingCard, setChangingCard] = useState(false);
  const plans = useQuery({ queryKey: ['plans'], queryFn: ({ signal }) => fetchPlans(signal), enabled: changingCard });
  const client = useQueryClient();
  const notify = useNotify();
  const live = subscription && subscription.status !== 'ended';
  const otherPeriod: BillingPeriod = billing.next_period === 'yearly' ? 'monthly' : 'yearly';
  const switching = subscription && live && subscription.period !== billing.next_period;

  return (
    <section className="card stack" aria-labelledby="team-plan-heading" data-testid="team-subscription">
      <h2 id="team-plan-heading">Enterprise plan</h2>
      <dl className="billing__facts">
        {subscription && (
          <>
            <dt>Status</dt>
            <dd data-testid="team-subscription-status">{statusText(subscription)}</dd>
          </>
        )}
        <dt>Billing period</dt>
        <dd data-testid="team-subscription-period">
          {periodWord(subscription && live ? subscription.period : billing.next_period)}
          {switching && ` (${periodWord(billing.next_period).toLowerCase()} from ${longDate(subscription.current_period_end)})`}
        </dd>
        <dt>Seats</dt>
        <dd data-testid="team-subscription-seats">
          {billing.seats} active {billing.seats === 1 ? 'member' : 'members'} × ${billing.cost_per_user} per seat
        </dd>
        <dt>Team cost</dt>
        <dd data-testid="team-subscription-total">{billing.total}</dd>
        {subscription && (
          <>
            <dt>Next charge</dt>
            <dd data-testid="team-subscription-next-charge">{subscription.next_charge_at ? longDate(subscription.next_charge_at) : 'None'}</dd>
          </>
        )}
        {data.can_pay && subscription && (
          <>
            <dt>Card</dt>
            <dd data-testid="team-subscription-card">{currentCard(subscription.card) ?? 'None on file'}</dd>
          </>
        )}
      </dl>
      <p className="muted">
        Each renewal charges the active members of that day; members added or removed during a period are not prorated.
      </p>
      {!subscription && <p className="muted">{MESSAGES.planManagedByOperator}</p>}
      {data.can_pay && subscription && live && (
        <div className="row billing__actions">
          <Button onClick={() => setChangingCard((open) => !open)} aria-expanded={changingCard} testId="team-change-card">Change card</Button>
          {data.can_switch_period && !subscription.cancel_at_period_end && <Button
            loading={busy}
            onClick={() => void run(() => changeTeamPeriod(otherPeriod),
              `From ${longDate(subscription.current_period_end)} the team is billed ${otherPeriod}.`)}
            testId="team-switch-period"
          >
            {otherPeriod === subscription.period && switching ? `Stay ${otherPeriod}` : `Switch to ${otherPeriod}`}
          </Button>}
          {subscription.cancel_at_period_end ? (
            <Button variant="primary" loading={busy} onClick={() => void run(() => reactivateTeamSubscription(), 'The team’s subscription continues.')} testId="team-reactivate">
              Reactivate
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setConfirming(true)} testId="team-cancel">Cancel subscription</Button>
          )}
        </div>
      )}
      {data.can_switch_period && subscription && live && !subscription.cancel_at_period_end && (
        <p className="muted">A period switch applies from the next renewal; nothing is charged now.</p>
      )}
      {!data.can_pay && <p className="muted" data-testid="team-subscription-owner-only">{MESSAGES.teamBillingOwnersOnly}</p>}
      {changingCard && subscription && (
        plans.data ? (
          <ChangeCardForm
            plans={plans.data}
            current={currentCard(subscription.card)}
            save={async (payment) => {
              const next = await updateTeamCard(payment);
              client.setQueryData(TEAM_SUBSCRIPTION_KEY, next);
              return next.billing?.subscription?.card.last4 ?? null;
            }}
            onSaved={(last4) => { setChangingCard(false); notify(`Card saved: the team’s charges go to the card ending in ${last4 ?? ''}.`); }}
            back={<Button variant="ghost" onClick={() => setChangingCard(false)}>Keep the current card</Button>}
            testPrefix="team-card"
          />
        ) : <Spinner label="Loading the card form" />
      )}
      {subscription && (
        <Prompt
          open={confirming}
          title="Cancel the team's subscription"
          confirmLabel="Cancel subscription"
          cancelLabel="Keep it"
          confirmVariant="danger"
          busy={busy}
          onConfirm={() => void run(cancelTeamSubscription, `The team’s subscription is canceled. It stays active until ${longDate(subscription.current_period_end)}.`).then(() => setConfirming(false))}
          onCancel={() => setConfirming(false)}
          testId="team-cancel-prompt"
        >
          <p>
            The team stays on the Enterprise plan until {longDate(subscription.current_period_end)} and is not charged again. After that the
            subscription ends; nothing is deleted, and you can reactivate it here at any time.
          </p>
        </Prompt>
      )}
    </section>
  );
}
