/** The SPEC §6 privileges a plan includes (the pricing page's matrix, for one plan). */
import { PLAN_FEATURES, type AccountType } from '@podium/shared';

/** A short list of what `plan` unlocks. */
export function PlanFeatures({ plan }: { plan: AccountType }) {
  const features = PLAN_FEATURES.filter((feature) => feature.plans.includes(plan));
  return (
    <ul className="billing__features">
      {features.map((feature) => <li key={feature.label}>{feature.label}</li>)}
    </ul>
  );
}
