/** Subscription, invoice and receipt rows as API JSON: provider ids (customer, subscription) never leave the server. */
import { formatMoney, formatPlanPrice, type BillingDocumentJson, type SubscriptionJson } from '@podium/shared';
import type { InvoiceRow, ReceiptRow, SubscriptionRow } from '../db/schema.js';

/** API JSON of a subscription. */
export function presentSubscription(row: SubscriptionRow): SubscriptionJson {
  const renews = row.status !== 'ended' && !row.cancelAtPeriodEnd;
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
  };
}

/** API JSON of an invoice. */
export function presentInvoice(row: InvoiceRow): BillingDocumentJson {
  return {
    id: row.id, kind: 'invoice', amount_cents: row.amountCents, currency: row.currency, amount: formatMoney(row.amountCents, row.currency),
    plan: row.plan, period: row.period, status: row.status, date: row.issuedAt.toISOString(),
    url: `/account/invoices/${row.id}`, pdf_url: `/account/invoices/${row.id}.pdf`,
  };
}

/** API JSON of a receipt; `invoice` supplies the plan and period it paid for. */
export function presentReceipt(row: ReceiptRow, invoice: Pick<InvoiceRow, 'plan' | 'period'>): BillingDocumentJson {
  return {
    id: row.id, kind: 'receipt', amount_cents: row.amountCents, currency: row.currency, amount: formatMoney(row.amountCents, row.currency),
    plan: invoice.plan, period: invoice.period, status: 'paid', date: row.paidAt.toISOString(),
    url: `/account/receipts/${row.id}`, pdf_url: `/account/receipts/${row.id}.pdf`,
  };
}
