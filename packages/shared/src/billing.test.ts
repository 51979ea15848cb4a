import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from './constants.js';
import { PLAN_FEATURES, cardBrandName, formatMoney, formatPlanPrice } from './billing.js';
import { planPrivileges } from './permissions.js';

describe('pricing feature matrix', () => {
  // The pricing page must promise exactly what the SPEC §6 privileges grant.
  const privilegeOf = {
    'Private decks': 'privateDecks', 'Hide the embed footer': 'hideEmbedFooter', 'Private links': 'privateLinks',
    'Custom CSS': 'customCss', 'Embed whitelist': 'embedWhitelist', Themes: 'themes',
  } as const;
  it.each(PLAN_FEATURES.map((feature) => [feature.label, feature.plans] as const))('%s matches planPrivileges', (label, plans) => {
    const key = privilegeOf[label as keyof typeof privilegeOf];
    for (const plan of ACCOUNT_TYPES) {
      expect(planPrivileges({ account_type: plan, manually_upgraded: false })[key], `${label} on ${plan}`).toBe(plans.includes(plan));
    }
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
