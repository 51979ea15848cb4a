/** What the change-card and change-period pages show without a running subscription. */
import { MESSAGES, PLAN_NAMES, type AccountDetailsJson } from '@podium/shared';
import { ButtonLink } from '../../components/Button';

/** An empty state pointing to the upgrade page (or saying why there is nothing to buy). */
export function NoLiveSubscription({ details }: { details: AccountDetailsJson }) {
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
