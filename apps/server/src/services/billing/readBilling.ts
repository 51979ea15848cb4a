/**
 * Reads of the signed-in user's own billing: details, subscription with invoices and receipts, one invoice, one
 * receipt. Every read is scoped to the caller's user id in the query itself: another user's id answers NotFound, the
 * same as an id that does not exist.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { invoiceLines, invoices, receipts, type InvoiceLineRow, type InvoiceRow, type ReceiptRow, type SubscriptionRow, type UserRow } from '../../db/schema.js';
import { billingDetailsOf } from './billingDetails.js';
import type { DocumentExtras } from '../../billing/documents/billingDocument.js';
import { NotFound } from '../../domain/errors.js';
import { requireUser, subscribeRefusal, subscriptionOf } from './billingAccount.js';

/** How many invoices and receipts the billing page lists (newest first). */
const LIST_LIMIT = 100;

export interface AccountBilling {
  user: UserRow;
  subscription: SubscriptionRow | null;
  canSubscribe: boolean;
  invoices: InvoiceRow[];
  /** Each receipt with the plan and period of the invoice it paid. */
  receipts: Array<{ receipt: ReceiptRow; invoice: Pick<InvoiceRow, 'id' | 'plan' | 'period'> }>;
  /** The lines of the listed invoices that have more than their plan (prorated changes), by invoice id. */
  lines: Map<number, InvoiceLineRow[]>;
}

/** The caller's plan, subscription, invoices and receipts. */
export async function readAccountBilling(ctx: ServiceContext): Promise<AccountBilling> {
  const user = requireUser(ctx);
  const [subscription, refusal, documents] = await Promise.all([
    subscriptionOf(ctx, user.id),
    subscribeRefusal(ctx, user),
    billingDocumentsOf(ctx, user.id),
  ]);
  return { user, subscription, canSubscribe: refusal === null, ...documents };
}

/** The invoices and receipts charged to `userId` (a team's are its subscription holder's), newest first. */
export async function billingDocumentsOf(ctx: Pick<ServiceContext, 'db'>, userId: number): Promise<Pick<AccountBilling, 'invoices' | 'receipts' | 'lines'>> {
  const [invoiceRows, receiptRows] = await Promise.all([
    ctx.db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.issuedAt), desc(invoices.id)).limit(LIST_LIMIT),
    ctx.db.select({ receipt: receipts, invoice: { id: invoices.id, plan: invoices.plan, period: invoices.period } }).from(receipts)
      .innerJoin(invoices, eq(invoices.id, receipts.invoiceId))
      .where(eq(receipts.userId, userId)).orderBy(desc(receipts.paidAt), desc(receipts.id)).limit(LIST_LIMIT),
  ]);
  const ids = [...new Set([...invoiceRows.map((row) => row.id), ...receiptRows.map((row) => row.invoice.id)])];
  return { invoices: invoiceRows, receipts: receiptRows, lines: await linesOf(ctx, ids) };
}

/** The lines of these invoices, in order, by invoice id. */
async function linesOf(ctx: Pick<ServiceContext, 'db'>, invoiceIds: number[]): Promise<Map<number, InvoiceLineRow[]>> {
  const byInvoice = new Map<number, InvoiceLineRow[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await ctx.db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, invoiceIds)).orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  for (const row of rows) byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), row]);
  return byInvoice;
}

/** What an invoice or receipt prints besides its own row: its lines and the holder's billing details. */
async function extrasOf(ctx: Pick<ServiceContext, 'db'>, invoiceId: number, userId: number): Promise<DocumentExtras> {
  const [lines, details] = await Promise.all([linesOf(ctx, [invoiceId]), billingDetailsOf(ctx, userId)]);
  return { lines: lines.get(invoiceId) ?? [], details };
}

const validId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

/** One of the caller's invoices. */
export async function findInvoice(ctx: ServiceContext, id: number): Promise<{ invoice: InvoiceRow; user: UserRow } & DocumentExtras> {
  const user = requireUser(ctx);
  if (!validId(id)) throw new NotFound();
  const [invoice] = await ctx.db.select().from(invoices).where(and(eq(invoices.id, id), eq(invoices.userId, user.id))).limit(1);
  if (!invoice) throw new NotFound();
  return { invoice, user, ...(await extrasOf(ctx, invoice.id, user.id)) };
}

/** One of the caller's receipts, with the invoice it pays. */
export async function findReceipt(ctx: ServiceContext, id: number): Promise<{ receipt: ReceiptRow; invoice: InvoiceRow; user: UserRow } & DocumentExtras> {
  const user = requireUser(ctx);
  if (!validId(id)) throw new NotFound();
  const [row] = await ctx.db.select({ receipt: receipts, invoice: invoices }).from(receipts)
    .innerJoin(invoices, eq(invoices.id, receipts.invoiceId))
    .where(and(eq(receipts.id, id), eq(receipts.userId, user.id))).limit(1);
  if (!row) throw new NotFound();
  return { ...row, user, ...(await extrasOf(ctx, row.invoice.id, user.id)) };
}

