/**
 * What a plan or period change charges, before the person confirms: today's amount with its proration lines, the
 * next renewal's date and amount, and credit kept. The numbers are the server's preview (the same quote the change
 * then charges), never computed here.
 */
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, type BillingPeriod, type ChangePreviewJson, type ChangeTiming, type PurchasablePlan } from '@podium/shared';
import { previewChange } from '../../api/billing';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { longDate } from './useBilling';

/** The preview of buying or changing to `plan` and `period` with `timing` (refetched when any of them changes). */
export function useChangePreview(plan: PurchasablePlan, period: BillingPeriod, timing: ChangeTiming | undefined, enabled = true) {
  return useQuery({
    queryKey: ['change-preview', plan, period, timing ?? 'default'],
    queryFn: () => previewChange({ plan, period, timing }),
    enabled,
    // A preview is an instant's price: re-asked each time the screen shows it, not reused from an earlier visit.
    gcTime: 0,
    staleTime: 60_000,
  });
}

/** The two choices of when a change applies, with the renewal's date. */
export function TimingChoice({ timing, onChange, renewalDate, testPrefix }: {
  timing: ChangeTiming;
  onChange: (timing: ChangeTiming) => void;
  renewalDate: string;
  testPrefix: string;
}) {
  return (
    <fieldset className="billing__choices billing__choices--inline">
      <legend>When should the change start?</legend>
      <label className="billing__choice">
        <input type="radio" name="timing" value="renewal" checked={timing === 'renewal'} onChange={() => onChange('renewal')} data-testid={`${testPrefix}-timing-renewal`} />
        <span className="billing__choice-body">
          <strong>At the next renewal</strong>
          <span className="muted">On {longDate(renewalDate)}. Nothing is charged today.</span>
        </span>
      </label>
      <label className="billing__choice">
        <input type="radio" name="timing" value="now" checked={timing === 'now'} onChange={() => onChange('now')} data-testid={`${testPrefix}-timing-now`} />
        <span className="billing__choice-body">
          <strong>Now</strong>
          <span className="muted">The unused time of your current plan is credited.</span>
        </span>
      </label>
    </fieldset>
  );
}

/** The preview as the person reads it, or loading and error states with a retry. */
export function ChangeSummary({ preview }: { preview: ReturnType<typeof useChangePreview> }) {
  return (
    <section className="card stack billing__summary" aria-labelledby="change-summary-heading" aria-live="polite" data-testid="change-summary">
      <h2 id="change-summary-heading">What you will pay</h2>
      {preview.isPending ? (
        <Spinner label="Working out the amounts" />
      ) : preview.isError ? (
        <div className="alert alert--error" role="alert">
          {MESSAGES.billingFetchError} <Button size="sm" onClick={() => void preview.refetch()}>Try again</Button>
        </div>
      ) : (
        <SummaryFacts data={preview.data} />
      )}
    </section>
  );
}

function SummaryFacts({ data }: { data: ChangePreviewJson }) {
  return (
    <>
      {data.lines.length > 0 && (
        <table className="billing__lines" data-testid="change-lines">
          <caption className="visually-hidden">Today’s charge</caption>
          <thead>
            <tr><th scope="col">Item</th><th scope="col" className="billing__amount">Amount</th></tr>
          </thead>
          <tbody>
            {data.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.description}</td>
                <td className="billing__amount">{line.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="billing__facts">
        <dt>Charged today</dt>
        <dd data-testid="change-today"><strong>{data.today}</strong></dd>
        {data.credit_after_cents > 0 && (
          <>
            <dt>Credit kept</dt>
            <dd data-testid="change-credit">{data.credit_after}, used first by your next charges</dd>
          </>
        )}
        <dt>At renewal</dt>
        <dd data-testid="change-renewal">{data.renewal} on {longDate(data.renewal_at)}</dd>
      </dl>
    </>
  );
}
