/**
 * The billing details section of /account/update_billing: company name, address and VAT ID, printed on every
 * invoice and receipt (the server checks and normalises them; its field errors show at the fields).
 */
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BILLING_DETAILS_LIMITS, MESSAGES } from '@podium/shared';
import { fetchBillingDetails, saveBillingDetails } from '../../api/billing';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { FormError, TextField } from '../../components/TextField';
import { useNotify } from '../../components/notifications';
import { useForm } from '../../forms/useForm';

export function BillingDetailsSection() {
  const details = useQuery({ queryKey: ['billing-details'], queryFn: ({ signal }) => fetchBillingDetails(signal) });
  return (
    <section className="card stack" aria-labelledby="billing-details-heading" data-testid="billing-details">
      <h2 id="billing-details-heading">Invoice details</h2>
      <p className="muted">Printed on your invoices and receipts, including those already issued.</p>
      {details.isPending ? (
        <Spinner label="Loading billing details" />
      ) : details.isError ? (
        <div className="alert alert--error" role="alert">
          {MESSAGES.billingFetchError} <Button size="sm" onClick={() => void details.refetch()}>Try again</Button>
        </div>
      ) : (
        <DetailsForm initial={details.data.billing_details} />
      )}
    </section>
  );
}

function DetailsForm({ initial }: { initial: { company_name: string; address: string; vat_id: string } }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const form = useForm({
    company_name: { max: BILLING_DETAILS_LIMITS.companyName },
    address: { max: BILLING_DETAILS_LIMITS.address },
    // The server normalises spaces, dots and dashes away and checks the format: no counter for what is typed.
    vat_id: {},
  }, initial);
  const { reset } = form;
  useEffect(() => reset(initial), [initial, reset]);
  return (
    <form
      className="stack"
      noValidate
      aria-label="Invoice details"
      onSubmit={form.onSubmit(async (values) => {
        const saved = await saveBillingDetails(values);
        queryClient.setQueryData(['billing-details'], saved);
        notify(MESSAGES.billingDetailsSaved);
      })}
    >
      <TextField {...form.field('company_name')} label="Company name" autoComplete="organization" testId="billing-details-company" />
      <TextField {...form.field('address')} label="Address" multiline hint="As it should appear on invoices, one line per row." testId="billing-details-address" />
      <TextField {...form.field('vat_id')} label="VAT ID" hint="With its country prefix, like DE123456789." autoComplete="off" testId="billing-details-vat" />
      <FormError message={form.formError} />
      <div className="form-actions">
        <Button type="submit" variant="primary" loading={form.submitting} testId="billing-details-submit">Save details</Button>
      </div>
    </form>
  );
}
