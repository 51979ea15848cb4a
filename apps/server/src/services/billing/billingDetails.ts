/**
 * The company name, address and VAT ID the signed-in user wants on their invoices and receipts (SPEC
 * /account/update_billing). Always the caller's own row: reads and writes are keyed by the caller's user id.
 */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { billingDetails, type BillingDetailsRow } from '../../db/schema.js';
import { requireUser } from './billingAccount.js';

export type BillingDetails = Pick<BillingDetailsRow, 'companyName' | 'address' | 'vatId'>;

const EMPTY: BillingDetails = { companyName: '', address: '', vatId: '' };

/** The details saved for `userId` (empty fields when none were saved). */
export async function billingDetailsOf(ctx: Pick<ServiceContext, 'db'>, userId: number): Promise<BillingDetails> {
  const [row] = await ctx.db.select().from(billingDetails).where(eq(billingDetails.userId, userId)).limit(1);
  return row ? { companyName: row.companyName, address: row.address, vatId: row.vatId } : EMPTY;
}

/** The caller's billing details. */
export async function readBillingDetails({ ctx }: { ctx: ServiceContext }): Promise<BillingDetails> {
  return billingDetailsOf(ctx, requireUser(ctx).id);
}

/** Saves the caller's billing details (already checked and normalised by BillingDetailsInput). */
export async function saveBillingDetails({ ctx, input }: {
  ctx: ServiceContext;
  input: { company_name: string; address: string; vat_id: string };
}): Promise<BillingDetails> {
  const user = requireUser(ctx);
  // Windows line ends and blank lines are not part of an address.
  const address = input.address.replace(/\r\n?/g, '\n').split('\n').map((line) => line.trim()).filter(Boolean).join('\n');
  const values = { companyName: input.company_name, address, vatId: input.vat_id, updatedAt: new Date() };
  const [row] = await ctx.db.insert(billingDetails).values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: billingDetails.userId, set: values }).returning();
  return { companyName: row!.companyName, address: row!.address, vatId: row!.vatId };
}

