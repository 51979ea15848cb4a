import { describe, expect, it } from 'vitest';
import { PLAN_FEATURES, cardBrandName, formatMoney, formatPlanPrice } from './billing.js';
import { planPrivileges } from './permissions.js';

describe('pricing feature matrix', () => {
  // The pricing page must promise exactly what the SPEC §6 privileges grant: every privilege, once, on the right plans.
  it('lists every plan privilege once', () => {
    const privileges = Object.keys(planPrivileges({ account_type: 'default', manually_upgraded: false })).sort();
    expect(PLAN_FEATURES.map((feature) => feature.privilege).sort()).toEqual(privileges);
    expect(new Set(PLAN_FEATURES.map((feature) => feature.label)).size).toBe(PLAN_FEATURES.length);
  });
  it.each([
    ['Private decks', ['lite', 'pro', 'enterprise']], ['Hide the embed footer', ['lite', 'pro', 'enterprise']],
    ['Private links', ['pro', 'enterprise']], ['Custom CSS', ['pro', 'enterprise']], ['Embed whitelist', ['pro', 'enterprise']],
    ['Themes', ['enterprise']],
  ] as const)('%s: %j (SPEC §6)', (label, plans) => {
    expect(PLAN_FEATURES.find((feature) => feature.label === label)?.plans).toEqual(plans);
  });
});

describe('money', () => {
  it.each([
    [500, 'monthly', '$5/month'], [5000, 'yearly', '$50/year'], [499, 'monthly', '$4.99/month'], [1, 'yearly', '$0.01/year'],
  ] as const)('formatPlanPrice(%i, %s) → %s', (cents, period, expected) => {
    expect(formatPlanPrice(cents, period)).toBe(expected);
  });
  it('names other currencies', () => expect(formatMoney(1250, 'eur')).toBe('12.50 EUR'));
});

describe('cardBrandName', () => {
  it.each([
    ['visa', 'Visa'], ['amex', 'American Express'], ['diners', 'Diners Club'], ['dinersclub', 'Diners Club'], ['unionpay', 'UnionPay'],
    ['cartes_bancaires', 'Cartes_bancaires'], [null, 'Card'],
  ] as const)('%s → %s', (brand, expected) => expect(cardBrandName(brand)).toBe(expected));
});
