/** Subscription, invoice and receipt rows as API JSON: provider ids (customer, subscription) never leave the server. */
import {
  formatMoney, formatPlanPrice, type BillingDetailsJson, type BillingDocumentJson, type ChargeLineJson, type PlanPrices, type SubscriptionJson,
} from '@podium/shared';
import type { InvoiceLineRow, InvoiceRow, ReceiptRow, SubscriptionRow } from '../db/schema.js';
import { renewalCharge, type ChargeLine } from '../services/billing/proration.js';
import type { BillingDetails } from '../services/billing/billingDetails.js';

/**
 * API JSON of a subscription. With `prices` (the prices in force) a plan scheduled for the renewal is shown at its
 * price and the next charge is that price less the credit held; without them the row's own price is used.
 */
export function presentSubscription(row: SubscriptionRow, prices?: PlanPrices): SubscriptionJson {
  const renews = row.status !== 'ended' && !row.cancelAtPeriodEnd;
  const scheduledPlan = row.scheduledPlan === 'lite' || row.scheduledPlan === 'pro' ? row.scheduledPlan : null;
  const scheduledPeriod = row.scheduledPeriod ?? row.period;
  const scheduledCents = scheduledPlan && prices ? prices[scheduledPlan][scheduledPeriod] : null;
  const nextCents = renewalCharge(scheduledCents ?? row.amountCents, row.creditCents).chargeCents;
  return {
    id: row.id,
    plan: row.plan,
    period: row.period,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    amount_cents: row.amountCents,
    currency: row.currency,
    price: formatPlanPrice(row.amountCents, row.period, row.currency),
    card: { brand: row.cardBrand, last4: row.cardLast4, exp_month: row.cardExpMonth, exp_year: row.cardExpYear },
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    next_charge_at: renews ? row.currentPeriodEnd.toISOString() : null,
    // A team's renewal charges its seats of that day (teamSeats.ts): not known from the row.
    next_charge_cents: renews && row.plan !== 'enterprise' ? nextCents : null,
    scheduled: scheduledPlan && scheduledCents !== null && renews
      ? { plan: scheduledPlan, period: scheduledPeriod, price: formatPlanPrice(scheduledCents, scheduledPeriod, row.currency) }
      : null,
    credit_cents: row.creditCents,
  };
}

/** API JSON of a charge line (an invoice's, or a preview's). */
export function presentLine(line: ChargeLine | InvoiceLineRow, currency: string): ChargeLineJson {
  const amount = formatMoney(Math.abs(line.amountCents), currency);
  return {
    description: line.description, amount_cents: line.amountCents, amount: line.amountCents < 0 ? `-${amount}` : amount,
    period_start: line.periodStart?.toISOString() ?? null, period_end: line.periodEnd?.toISOString() ?? null,
  };
}

/** API JSON of an invoice, with its lines when it was prorated. */
export function presentInvoice(row: InvoiceRow, lines: InvoiceLineRow[] = []): BillingDocumentJson {
  return {
    id: row.id, kind: 'invoice', amount_cents: row.amountCents, currency: row.currency, amount: formatMoney(row.amountCents, row.currency),
    plan: row.plan, period: row.period, status: row.status, date: row.issuedAt.toISOString(),
    url: `/account/invoices/${row.id}`, pdf_url: `/account/invoices/${row.id}.pdf`,
    lines: lines.map((line) => presentLine(line, row.currency)),
  };
}

/** API JSON of a receipt; `invoice` supplies the plan and period it paid for, `lines` its lines when it was prorated. */
export function presentReceipt(row: ReceiptRow, invoice: Pick<InvoiceRow, 'plan' | 'period'>, lines: InvoiceLineRow[] = []): BillingDocumentJson {
  return {
    id: row.id, kind: 'receipt', amount_cents: row.amountCents, currency: row.currency, amount: formatMoney(row.amountCents, row.currency),
    plan: invoice.plan, period: invoice.period, status: 'paid', date: row.paidAt.toISOString(),
    url: `/account/receipts/${row.id}`, pdf_url: `/account/receipts/${row.id}.pdf`,
    lines: lines.map((line) => presentLine(line, row.currency)),
  };
}

/** Billing details (company, address, VAT ID) as JSON. */
export const presentDetails = (details: BillingDetails): BillingDetailsJson => ({
  company_name: details.companyName, address: details.address, vat_id: details.vatId,
});
