/** What the change-card and change-period pages show without a running subscription. */
import { MESSAGES, PLAN_NAMES, formatTeamCost, type AccountDetailsJson } from '@podium/shared';
import { ButtonLink } from '../../components/Button';

/** An empty state pointing to the upgrade page (or saying why there is nothing to buy). */
export function NoLiveSubscription({ details }: { details: AccountDetailsJson }) {
  if (details.team_billing) return <TeamBillingCard billing={details.team_billing} />;
  return (
    <div className="card empty-state" data-testid="billing-no-subscription">
      <h2>{MESSAGES.noSubscription}</h2>
      {details.can_subscribe ? (
        <>
          <p>You are on the {PLAN_NAMES[details.account_type]} plan.</p>
          <ButtonLink to="/account/upgrade" variant="primary">Upgrade</ButtonLink>
        </>
      ) : (
        <p>{details.enterprise ? MESSAGES.planManagedByTeam : MESSAGES.planManagedByOperator}</p>
      )}
    </div>
  );
}

/** An enterprise manager's view of the team's cost (SPEC §9: "$x/year" or "$x/month"). */
export function TeamBillingCard({ billing }: { billing: NonNullable<AccountDetailsJson['team_billing']> }) {
  return (
    <section className="card stack" aria-labelledby="team-billing-heading" data-testid="team-billing">
      <h2 id="team-billing-heading">{billing.team}: Enterprise plan</h2>
      <dl className="billing__facts">
        <dt>Members</dt>
        <dd>{billing.seats}</dd>
        <dt>Cost per member</dt>
        <dd>{formatTeamCost(billing.cost_per_user, billing.period)}</dd>
        <dt>Team cost</dt>
        <dd data-testid="team-billing-total">{billing.total}</dd>
      </dl>
      <p className="muted">The team’s cost is its active members × the cost per member; deactivated members are not counted.
        Each renewal charges the members active on that day; members added mid-period are not prorated, they are
        charged from the next renewal on.</p>
    </section>
  );
}
