/**
 * Reads of the signed-in user's own billing: details, subscription with invoices and receipts, one invoice, one
 * receipt. Every read is scoped to the caller's user id in the query itself: another user's id answers NotFound, the
 * same as an id that does not exist.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { invoices, receipts, type InvoiceRow, type ReceiptRow, type SubscriptionRow, type UserRow } from '../../db/schema.js';
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
  receipts: Array<{ receipt: ReceiptRow; invoice: Pick<InvoiceRow, 'plan' | 'period'> }>;
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
export async function billingDocumentsOf(ctx: Pick<ServiceContext, 'db'>, userId: number): Promise<Pick<AccountBilling, 'invoices' | 'receipts'>> {
  const [invoiceRows, receiptRows] = await Promise.all([
    ctx.db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.issuedAt), desc(invoices.id)).limit(LIST_LIMIT),
    ctx.db.select({ receipt: receipts, invoice: { plan: invoices.plan, period: invoices.period } }).from(receipts)
      .innerJoin(invoices, eq(invoices.id, receipts.invoiceId))
      .where(eq(receipts.userId, userId)).orderBy(desc(receipts.paidAt), desc(receipts.id)).limit(LIST_LIMIT),
  ]);
  return { invoices: invoiceRows, receipts: receiptRows };
}

const validId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

/** One of the caller's invoices. */
export async function findInvoice(ctx: ServiceContext, id: number): Promise<{ invoice: InvoiceRow; user: UserRow }> {
  const user = requireUser(ctx);
  if (!validId(id)) throw new NotFound();
  const [invoice] = await ctx.db.select().from(invoices).where(and(eq(invoices.id, id), eq(invoices.userId, user.id))).limit(1);
  if (!invoice) throw new NotFound();
  return { invoice, user };
}

/** One of the caller's receipts, with the invoice it pays. */
export async function findReceipt(ctx: ServiceContext, id: number): Promise<{ receipt: ReceiptRow; invoice: InvoiceRow; user: UserRow }> {
  const user = requireUser(ctx);
  if (!validId(id)) throw new NotFound();
  const [row] = await ctx.db.select({ receipt: receipts, invoice: invoices }).from(receipts)
    .innerJoin(invoices, eq(invoices.id, receipts.invoiceId))
    .where(and(eq(receipts.id, id), eq(receipts.userId, user.id))).limit(1);
  if (!row) throw new NotFound();
  return { ...row, user };
}

