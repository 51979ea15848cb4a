/** Subscriptions, invoices, receipts and applied provider events. */
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { accountType, billingPeriod } from './enums.js';
import { users } from './accounts.js';

export const subscriptionStatus = pgEnum('subscription_status', ['active', 'past_due', 'ended']);

/**
 * A user's paid plan bought online (SPEC §7 subscriptions): one row per user, kept after it ends so
 * reactivating reuses the customer and card. `provider` names the PaymentProvider that holds the customer; card
 * numbers are never stored, only the brand and last four digits the provider reports.
 */
export const subscriptions = pgTable('subscriptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  plan: accountType('plan').notNull(),
  period: billingPeriod('period').notNull(),
  status: subscriptionStatus('status').notNull().default('active'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  provider: text('provider').notNull(),
  providerCustomerId: text('provider_customer_id').notNull(),
  providerSubscriptionId: text('provider_subscription_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  cardExpMonth: integer('card_exp_month'),
  cardExpYear: integer('card_exp_year'),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  /**
   * A plan or period chosen to start at the next renewal (a downgrade or period switch): the renewal charges it.
   * Both null when nothing is scheduled; the plan is always set with the period.
   */
  scheduledPlan: accountType('scheduled_plan'),
  scheduledPeriod: billingPeriod('scheduled_period'),
  /**
   * Credit the customer holds from prorations that came to less than nothing (a downgrade applied at once), in cents;
   * the next charges use it up first (Stripe keeps the same as the customer's balance).
   */
  creditCents: integer('credit_cents').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('subscriptions_provider_ref_unique').on(t.provider, t.providerSubscriptionId)]);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const invoiceStatus = pgEnum('invoice_status', ['paid', 'failed']);

/** Invoices the provider issued for a subscription (`/account/invoices/{id}`); paid ones have a receipt. */
export const invoices = pgTable('invoices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  subscriptionId: integer('subscription_id').notNull().references(() => subscriptions.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerInvoiceId: text('provider_invoice_id').notNull(),
  plan: accountType('plan').notNull(),
  period: billingPeriod('period').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: invoiceStatus('status').notNull(),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('invoices_provider_ref_unique').on(t.provider, t.providerInvoiceId),
  index('invoices_user_idx').on(t.userId, t.issuedAt),
]);
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The lines of an invoice when it has more than its plan (a prorated change: credit for the unused time of the old
 * plan, the remaining time of the new one, credit used from the balance). Amounts are signed cents; an invoice
 * without lines is one plain period of its plan.
 */
export const invoiceLines = pgTable('invoice_lines', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  invoiceId: integer('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  description: text('description').notNull(),
  amountCents: integer('amount_cents').notNull(),
  periodStart: timestamp('period_start', { withTimezone: true }),
  periodEnd: timestamp('period_end', { withTimezone: true }),
}, (t) => [uniqueIndex('invoice_lines_position_unique').on(t.invoiceId, t.position)]);
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

/**
 * The company, address and VAT ID a user wants on their invoices and receipts (SPEC /account/update_billing), one row
 * per user once saved; printed as they are when a document is opened.
 */
export const billingDetails = pgTable('billing_details', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull().default(''),
  address: text('address').notNull().default(''),
  vatId: text('vat_id').notNull().default(''),
  updatedAt: updatedAt(),
});
export type BillingDetailsRow = typeof billingDetails.$inferSelect;

/** Proof of a payment (`/account/receipts/{id}`): one per paid invoice, with the card it was charged to. */
export const receipts = pgTable('receipts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  invoiceId: integer('invoice_id').notNull().unique().references(() => invoices.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('receipts_user_idx').on(t.userId, t.paidAt)]);
export type ReceiptRow = typeof receipts.$inferSelect;

/** Provider events already applied, by the provider's event id: a replayed webhook changes nothing twice. */
export const billingEvents = pgTable('billing_events', {
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.provider, t.eventId] })]);
