/** What an invoice or receipt says, once: the HTML page and the PDF both lay out this model. */
import { PLAN_NAMES, cardBrandName, formatMoney } from '@podium/shared';
import type { InvoiceLineRow, InvoiceRow, ReceiptRow, UserRow } from '../../db/schema.js';

export interface BillingDocument {
  kind: 'invoice' | 'receipt';
  title: string;
  number: string;
  /** "/account/receipts/3": the HTML page; the PDF is the same path with ".pdf". */
  path: string;
  billedTo: string[];
  rows: Array<[label: string, value: string]>;
  /** A prorated charge's lines ("Unused time on Lite (yearly) after …", "-$49.86"); empty for one plain period. */
  lines: Array<[description: string, amount: string]>;
  total: [label: string, value: string];
}

/** What a document prints besides its own row (services/billing/readBilling.ts DocumentExtras). */
export interface DocumentExtras {
  lines: InvoiceLineRow[];
  details: { companyName: string; address: string; vatId: string };
}

const day = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
/** The person, their company, address and VAT ID when they gave them (billing details), and their e-mail. */
const billedTo = (user: UserRow, { details }: DocumentExtras) => [
  user.name || user.username,
  ...(details.companyName ? [details.companyName] : []),
  ...details.address.split('\n').filter(Boolean),
  ...(details.vatId ? [`VAT ID: ${details.vatId}`] : []),
  user.email,
];
const linesOf = ({ lines }: DocumentExtras, currency: string): BillingDocument['lines'] => lines.map((line) => {
  const amount = formatMoney(Math.abs(line.amountCents), currency);
  return [line.description, line.amountCents < 0 ? `-${amount}` : amount];
});
/** A prorated change worth less than nothing charges $0 and keeps the rest as credit: the document says how much. */
const creditRow = ({ lines }: DocumentExtras, amountCents: number, currency: string): Array<[string, string]> => {
  const kept = amountCents - lines.reduce((sum, line) => sum + line.amountCents, 0);
  return lines.length > 0 && kept > 0 ? [['Credit added to your balance', formatMoney(kept, currency)]] : [];
};
const planLine = (invoice: InvoiceRow) => `Podium ${PLAN_NAMES[invoice.plan]}, billed ${invoice.period}`;
const cardLine = (brand: string | null, last4: string | null) => (last4 ? `${cardBrandName(brand)} ending in ${last4}` : '—');

/** The model of an invoice. */
export function invoiceDocument(invoice: InvoiceRow, user: UserRow, extras: DocumentExtras): BillingDocument {
  return {
    kind: 'invoice',
    title: 'Invoice',
    number: `INV-${String(invoice.id).padStart(6, '0')}`,
    path: `/account/invoices/${invoice.id}`,
    billedTo: billedTo(user, extras),
    lines: linesOf(extras, invoice.currency),
    rows: [
      ['Date', day(invoice.issuedAt)],
      ['Item', planLine(invoice)],
      ['Service period', `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`],
      ['Status', invoice.status === 'paid' ? 'Paid' : 'Payment failed'],
      ...creditRow(extras, invoice.amountCents, invoice.currency),
    ],
    total: [invoice.status === 'paid' ? 'Total' : 'Amount due', formatMoney(invoice.amountCents, invoice.currency)],
  };
}

/** The model of a receipt (proof of the payment of `invoice`). */
export function receiptDocument(receipt: ReceiptRow, invoice: InvoiceRow, user: UserRow, extras: DocumentExtras): BillingDocument {
  return {
    kind: 'receipt',
    title: 'Receipt',
    number: `RCPT-${String(receipt.id).padStart(6, '0')}`,
    path: `/account/receipts/${receipt.id}`,
    billedTo: billedTo(user, extras),
    lines: linesOf(extras, receipt.currency),
    rows: [
      ['Date paid', day(receipt.paidAt)],
      ['Item', planLine(invoice)],
      ['Service period', `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`],
      ['Invoice', `INV-${String(invoice.id).padStart(6, '0')}`],
      ['Payment method', cardLine(receipt.cardBrand, receipt.cardLast4)],
      ...creditRow(extras, receipt.amountCents, receipt.currency),
    ],
    total: ['Amount paid', formatMoney(receipt.amountCents, receipt.currency)],
  };
}
