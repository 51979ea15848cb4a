/**
 * Plans, prices and subscription payloads (SPEC §6 plan privileges, §7 subscriptions and account
 * calls). Prices here are the defaults; servers override them from the environment (PRICE_<PLAN>_<PERIOD>) and send
 * the prices in force to the client (GET /api/v1/plans.json), so the page and the charge always agree.
 */
import { z } from 'zod';
import { ACCOUNT_TYPES, BILLING_PERIODS, LIMITS, type AccountType, type BillingPeriod, type CardType } from './constants.js';
import { MESSAGES } from './messages.js';
import { planPrivileges, type PlanPrivileges } from './permissions.js';

/** The plans a person can buy online; enterprise comes with a team. */
export const PURCHASABLE_PLANS = ['lite', 'pro'] as const;
export type PurchasablePlan = (typeof PURCHASABLE_PLANS)[number];

/** Price of each paid plan per period, in cents (enterprise: per team member). */
export type PlanPrices = Record<Exclude<AccountType, 'default'>, Record<BillingPeriod, number>>;

/** Not in the SPEC: default prices in cents; a year costs ten months. */
export const DEFAULT_PLAN_PRICES: PlanPrices = {
  lite: { monthly: 500, yearly: 5000 },
  pro: { monthly: 1000, yearly: 10000 },
  enterprise: { monthly: 1500, yearly: 15000 },
};

/** Display names of the plans (account_type "default" is the free plan). */
export const PLAN_NAMES: Readonly<Record<AccountType, string>> = { default: 'Free', lite: 'Lite', pro: 'Pro', enterprise: 'Enterprise' };

/** The pricing page's name of each SPEC §6 plan privilege, in the order it lists them. */
const PLAN_FEATURE_LABELS: ReadonlyArray<[keyof PlanPrivileges, string]> = [
  ['privateDecks', 'Private decks'],
  ['hideEmbedFooter', 'Hide the embed footer'],
  ['privateLinks', 'Private links'],
  ['customCss', 'Custom CSS'],
  ['embedWhitelist', 'Embed whitelist'],
  ['themes', 'Themes'],
];

/**
 * The feature matrix of SPEC §6 "Plan privileges": each privilege with the plans that have it, read from the rules
 * the server enforces (planPrivileges), so the pricing page promises exactly what each plan gets today.
 */
export const PLAN_FEATURES: ReadonlyArray<{ privilege: keyof PlanPrivileges; label: string; plans: readonly AccountType[] }> =
  PLAN_FEATURE_LABELS.map(([privilege, label]) => ({
    privilege,
    label,
    plans: ACCOUNT_TYPES.filter((plan) => planPrivileges({ account_type: plan, manually_upgraded: false })[privilege]),
  }));

/** Display names of the SPEC §3 card types. */
export const CARD_TYPE_NAMES: Readonly<Record<CardType, string>> = {
  maestro: 'Maestro', dinersclub: 'Diners Club', laser: 'Laser', jcb: 'JCB', unionpay: 'UnionPay', discover: 'Discover',
  mastercard: 'Mastercard', amex: 'American Express', visa: 'Visa',
};

/** A card brand as a provider reports it ("visa", Stripe's "diners") as people read it ("Visa", "Diners Club"). */
export function cardBrandName(brand: string | null | undefined): string {
  if (!brand) return 'Card';
  const id = brand === 'diners' ? 'dinersclub' : brand === 'american-express' ? 'amex' : brand;
  return (CARD_TYPE_NAMES as Record<string, string>)[id] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** "$5", "$4.99" (amounts are cents). */
export function formatMoney(cents: number, currency = 'usd'): string {
  const amount = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return currency.toLowerCase() === 'usd' ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}

/** "$5/month", "$50/year". */
export function formatPlanPrice(cents: number, period: BillingPeriod, currency = 'usd'): string {
  return `${formatMoney(cents, currency)}/${period === 'yearly' ? 'year' : 'month'}`;
}

/** The local test provider's payment: card fields as typed (checked with the SPEC §5 rules on both sides). */
export const TestCardPayment = z.object({
  card_number: z.string().max(LIMITS.cardNumberEntryMax + 8),
  cvc: z.string().max(LIMITS.securityCodeEntryMax + 4),
  exp_month: z.union([z.string().max(4), z.number().int().min(0).max(99)]),
  exp_year: z.union([z.string().max(6), z.number().int().min(0).max(9999)]),
});
export type TestCardPayment = z.infer<typeof TestCardPayment>;

/** Stripe's payment: a payment-method id made by Stripe's card element in the browser (card numbers never reach us). */
export const StripePayment = z.object({ payment_method: z.string().regex(/^pm_[A-Za-z0-9_]{1,200}$/) });
export type StripePayment = z.infer<typeof StripePayment>;

/**
 * When a plan or period change takes effect: "now" prorates (credit for the unused time of the current plan, charge
 * for the rest of the new one, as Stripe does); "renewal" charges nothing today and starts the new plan or period at
 * the next renewal. Upgrades default to now, period switches and downgrades to the renewal.
 */
export const CHANGE_TIMINGS = ['now', 'renewal'] as const;
export type ChangeTiming = (typeof CHANGE_TIMINGS)[number];

/** Lite before Pro: moving up is an upgrade. */
const PLAN_RANK: Readonly<Record<AccountType, number>> = { default: 0, lite: 1, pro: 2, enterprise: 3 };

/** When a change from one plan and period to another applies unless the person chooses otherwise. */
export function defaultChangeTiming(from: { plan: AccountType }, to: { plan: AccountType }): ChangeTiming {
  return PLAN_RANK[to.plan] > PLAN_RANK[from.plan] ? 'now' : 'renewal';
}

/** POST /api/v1/subscriptions.json; `payment` is what the active provider needs (optional when a card is on file). */
export const SubscriptionInput = z.object({
  subscription: z.object({
    plan: z.enum(PURCHASABLE_PLANS),
    period: z.enum(BILLING_PERIODS),
    payment: z.record(z.string(), z.unknown()).optional(),
    /** For a live subscription: when the change applies (defaultChangeTiming when absent). */
    timing: z.enum(CHANGE_TIMINGS).optional(),
    /** The preview's proration_date: the change is prorated at the instant the preview showed (within an hour). */
    proration_date: z.iso.datetime().optional(),
  }),
});
export type SubscriptionInput = z.infer<typeof SubscriptionInput>;

/** POST /api/v1/subscriptions/preview.json: what a change would charge, before it is made. */
export const ChangePreviewInput = z.object({
  subscription: z.object({ plan: z.enum(PURCHASABLE_PLANS), period: z.enum(BILLING_PERIODS), timing: z.enum(CHANGE_TIMINGS).optional() }),
});
export type ChangePreviewInput = z.infer<typeof ChangePreviewInput>;

/** One line of a prorated charge: negative amounts are credit. */
export interface ChargeLineJson {
  description: string;
  amount_cents: number;
  /** "-$49.86", "$10" */
  amount: string;
  period_start: string | null;
  period_end: string | null;
}

/** The answer of the preview: what is charged today and at the renewal if the person confirms. */
export interface ChangePreviewJson {
  plan: PurchasablePlan;
  period: BillingPeriod;
  timing: ChangeTiming;
  /** The timing this change gets unless the person picks the other. */
  default_timing: ChangeTiming;
  /** Today's invoice lines (empty when the change waits for the renewal). */
  lines: ChargeLineJson[];
  today_cents: number;
  /** "$5.14" */
  today: string;
  /** Credit kept for later charges after today (a change worth less than the unused time). */
  credit_after_cents: number;
  credit_after: string;
  renewal_at: string;
  renewal_cents: number;
  renewal: string;
  currency: string;
  /** The instant the amounts were computed for: sent back with the change so it charges exactly these amounts. */
  proration_date: string;
}

/** PUT /api/v1/account/billing_period.json (`timing` defaults to the next renewal). */
export const BillingPeriodInput = z.object({
  subscription: z.object({ period: z.enum(BILLING_PERIODS), timing: z.enum(CHANGE_TIMINGS).optional(), proration_date: z.iso.datetime().optional() }),
});
export type BillingPeriodInput = z.infer<typeof BillingPeriodInput>;

/** PUT /api/v1/account/card.json. */
export const UpdateCardInput = z.object({ subscription: z.object({ payment: z.record(z.string(), z.unknown()) }) });
export type UpdateCardInput = z.infer<typeof UpdateCardInput>;

/** The prices in force and which provider takes payments (GET /api/v1/plans.json). */
export interface PlansJson {
  prices: PlanPrices;
  currency: string;
  /** "test": the card form posts card fields; "stripe": the browser turns them into a payment method first. */
  provider: 'test' | 'stripe';
  /** Stripe's publishable key when provider is "stripe". */
  publishable_key: string | null;
  /** Active decks a user of each plan may own (0: no limit), from DECK_LIMIT_<PLAN>. */
  deck_limits: Record<AccountType, number>;
}

export interface SubscriptionJson {
  id: number;
  plan: AccountType;
  period: BillingPeriod;
  status: 'active' | 'past_due' | 'ended';
  cancel_at_period_end: boolean;
  amount_cents: number;
  currency: string;
  /** "$5/month" */
  price: string;
  card: { brand: string | null; last4: string | null; exp_month: number | null; exp_year: number | null };
  current_period_start: string;
  current_period_end: string;
  /** When the next charge happens, or null when none will (canceled or ended). */
  next_charge_at: string | null;
  /** What the next renewal charges, in cents (credit from earlier changes taken off), or null when none will (or for a team's seats). */
  next_charge_cents: number | null;
  /** A plan or period chosen to start at the next renewal, or null. */
  scheduled: { plan: PurchasablePlan; period: BillingPeriod; price: string } | null;
  /** Credit kept for later charges, in cents. */
  credit_cents: number;
}

export interface BillingDocumentJson {
  id: number;
  kind: 'invoice' | 'receipt';
  amount_cents: number;
  currency: string;
  /** "$5" */
  amount: string;
  plan: AccountType;
  period: BillingPeriod;
  status: 'paid' | 'failed';
  date: string;
  url: string;
  pdf_url: string;
  /** The lines of a prorated charge (empty for one plain period). */
  lines: ChargeLineJson[];
}

/** Limits of the billing details fields (not in the SPEC). */
export const BILLING_DETAILS_LIMITS = { companyName: 200, address: 500, addressLines: 8, vatId: 20 } as const;

/**
 * A VAT ID as people type it, normalised ("de 123 456 789" → "DE123456789"): a country prefix of two letters and 2 to
 * 18 letters or digits (EU VAT numbers, the UK's, Switzerland's CHE…, Norway's …MVA). Empty is allowed: no VAT ID.
 */
export function normalizeVatId(raw: string): string {
  return raw.replace(/[\s.-]/g, '').toUpperCase();
}
const VAT_ID_PATTERN = /^[A-Z]{2}[A-Z0-9]{2,18}$/;

/** PUT /api/v1/account/billing_details.json: printed on invoices and receipts. */
export const BillingDetailsInput = z.object({
  billing_details: z.object({
    company_name: z.string().trim().max(BILLING_DETAILS_LIMITS.companyName, { message: MESSAGES.companyNameTooLong }),
    address: z.string().trim().max(BILLING_DETAILS_LIMITS.address, { message: MESSAGES.addressTooLong })
      .refine((value) => value.split('\n').length <= BILLING_DETAILS_LIMITS.addressLines, { message: MESSAGES.addressTooLong }),
    vat_id: z.string().max(40).transform(normalizeVatId)
      .refine((value) => value === '' || VAT_ID_PATTERN.test(value), { message: MESSAGES.invalidVatId }),
  }),
});
export type BillingDetailsInput = z.input<typeof BillingDetailsInput>;

/** GET and PUT /api/v1/account/billing_details.json. */
export interface BillingDetailsJson {
  company_name: string;
  address: string;
  vat_id: string;
}

/** GET /api/v1/account/subscription.json */
export interface AccountSubscriptionJson {
  subscription: SubscriptionJson | null;
  invoices: BillingDocumentJson[];
  receipts: BillingDocumentJson[];
}

/** GET /api/v1/account/details.json */
export interface AccountDetailsJson {
  account_type: AccountType;
  paid: boolean;
  manually_upgraded: boolean;
  enterprise: boolean;
  /** Whether this account can buy or change a plan online (not enterprise, not upgraded by hand). */
  can_subscribe: boolean;
  subscription: SubscriptionJson | null;
  /** For enterprise managers of a team not upgraded by hand: seats × cost per user (SPEC §9 "$x/year"). */
  team_billing: { team: string; seats: number; cost_per_user: number; period: BillingPeriod; total: string } | null;
}

/**
 * GET /api/v1/team/subscription.json on a team host (SPEC §2 team subscription show). Every active member learns
 * whether the team's subscription ended; enterprise managers see the cost; only owners see the card and documents.
 */
export interface TeamSubscriptionJson {
  /** The team's subscription ended (it is not billed by hand): members see the ended state. */
  ended: boolean;
  /** Whether the caller may pay: change card or period, cancel, reactivate (owners). */
  can_pay: boolean;
  /**
   * Whether the owner may switch the period from the next renewal on: only where Podium charges the renewals itself
   * (a provider that renews by itself, Stripe, would keep charging the old period).
   */
  can_switch_period: boolean;
  /** The team is billed by the people who run this Podium: nothing to manage here. */
  manually_upgraded: boolean;
  /** For enterprise managers; null for members. */
  billing: {
    seats: number;
    /** Per seat and period, in dollars. */
    cost_per_user: number;
    /** The period the next renewal charges (a switch applies at the next renewal). */
    next_period: BillingPeriod;
    /** SPEC §9: active seats × cost per user, "$x/year" or "$x/month". */
    total: string;
    subscription: SubscriptionJson | null;
  } | null;
  /** For owners: the team's receipts and invoices (newest first). */
  invoices: BillingDocumentJson[];
  receipts: BillingDocumentJson[];
}
