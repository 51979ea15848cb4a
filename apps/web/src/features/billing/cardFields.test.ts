// Entry caps of the card form (SPEC §5: number capped at 16 digits or the type's longest length; security code at
// most 4; expiry at most 6 digits). The rules themselves are the shared validators (packages/shared validation.card.test.ts).
import { describe, expect, it } from 'vitest';
import { capCardNumber, capExpiry, capSecurityCode, splitExpiry } from './cardFields';

describe('card entry caps', () => {
  it.each([
    ['4242 4242 4242 4242', '4242424242424242'],
    ['42424242424242429999', '4242424242424242999'], // visa: up to 19
    ['3782822463100059', '378282246310005'], // amex: 15
    ['99999999999999999999', '9999999999999999'], // unknown type: 16
    ['', ''],
  ])('capCardNumber(%j) → %j', (typed, kept) => expect(capCardNumber(typed)).toBe(kept));

  it.each([['12345', '1234'], ['1 2 3', '123']])('capSecurityCode(%j) → %j', (typed, kept) => expect(capSecurityCode(typed)).toBe(kept));

  it.each([
    ['12/2030', '12/2030'], ['1220301', '122030'], ['12/20301', '12/2030'], ['ab/cd', 'ab/cd'],
  ])('capExpiry(%j) → %j', (typed, kept) => expect(capExpiry(typed)).toBe(kept));

  it.each([
    ['12/30', { exp_month: '12', exp_year: '30' }], ['1230', { exp_month: '12', exp_year: '30' }], ['012030', { exp_month: '01', exp_year: '2030' }],
  ])('splitExpiry(%j)', (value, expected) => expect(splitExpiry(value)).toEqual(expected));
});
