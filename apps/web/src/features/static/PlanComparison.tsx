/**
 * The pricing page's comparison table: the plans as columns, the price in force for the chosen period, then every
 * SPEC §6 plan privilege as a row. Marks are read out as "Included" / "Not included", not as symbols.
 */
import { useId } from 'react';
import { ACCOUNT_TYPES, PLAN_FEATURES, PLAN_NAMES, type AccountType } from '@podium/shared';

/** A line break opportunity after "/" keeps "$150/year" from widening a phone's column (nothing is added to the text). */
function breakAfterSlash(text: string) {
  const at = text.indexOf('/') + 1;
  return at ? <>{text.slice(0, at)}<wbr />{text.slice(at)}</> : text;
}

/** The table; `price` is the price text of a plan (the page's, read from the server's configured prices). */
export function PlanComparison({ price, periodLabel }: { price: (plan: AccountType) => string; periodLabel: string }) {
  const captionId = useId();
  return (
    // Narrow screens: the table is laid out to fit; should a long price not fit, it scrolls here, not the page.
    <div className="pricing__matrix-frame card" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="pricing__matrix" data-testid="pricing-matrix">
        <caption id={captionId}>Compare plans</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {ACCOUNT_TYPES.map((plan) => <th key={plan} scope="col">{PLAN_NAMES[plan]}</th>)}
          </tr>
        </thead>
        <tbody>
          <tr className="pricing__matrix-price">
            <th scope="row">Price, billed {periodLabel}</th>
            {ACCOUNT_TYPES.map((plan) => <td key={plan}>{breakAfterSlash(price(plan))}</td>)}
          </tr>
          {PLAN_FEATURES.map((feature) => (
            <tr key={feature.privilege} data-testid={`pricing-feature-${feature.privilege}`}>
              <th scope="row">{feature.label}</th>
              {ACCOUNT_TYPES.map((plan) => (
                <td key={plan}>
                  {feature.plans.includes(plan)
                    ? <><span aria-hidden="true">✓</span><span className="visually-hidden">Included</span></>
                    : <><span aria-hidden="true" className="muted">—</span><span className="visually-hidden">Not included</span></>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
