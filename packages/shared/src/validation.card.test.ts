// Payment card rules of SPEC §5, split from validation.test.ts to keep files short.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import {
  cardNumberEntryMax, cardTypeOf, validateCardNumber, validateExpiry, validateSecurityCode,
} from './validation.js';

describe('payment card', () => {
  // Valid test numbers per type, and the same number with the last digit changed (breaks Luhn).
  const cards: Array<[string, string, string]> = [
    ['visa', '4111111111111111', '4111111111111112'],
    ['mastercard', '5555555555554444', '5555555555554445'],
    ['mastercard', '2221000000000009', '2221000000000008'],
    ['amex', '378282246310005', '378282246310006'],
    ['dinersclub', '30569309025904', '30569309025905'],
    ['discover', '6011111111111117', '6011111111111118'],
    ['jcb', '3530111333300000', '3530111333300001'],
    ['maestro', '6759649826438453', '6759649826438454'],
    ['laser', '6304000000000000', '6304000000000001'],
    ['laser', '630490017740292441', '630490017740292442'],
  ];
  it.each(cards)('%s: %s is valid, %s fails Luhn', (type, valid, badLuhn) => {
    expect(cardTypeOf(valid)).toBe(type);
    expect(validateCardNumber(valid)).toBeNull();
    expect(validateCardNumber(badLuhn)).toBe(MESSAGES.invalidCardNumber);
  });

  it('exempts UnionPay, and only UnionPay, from the Luhn checksum', () => {
    expect(cardTypeOf('6200000000000005')).toBe('unionpay');
    expect(validateCardNumber('6200000000000005')).toBeNull(); // passes Luhn
    expect(validateCardNumber('6200000000000006')).toBeNull(); // fails Luhn, still accepted
    expect(validateCardNumber('6212345678901234567')).toBeNull(); // 19 digits
    expect(validateCardNumber('620000000000')).toBe(MESSAGES.invalidCardNumber); // too short for the type
  });

  it.each([
    ['', MESSAGES.required],
    ['4111 1111 1111 1111', MESSAGES.invalidCardNumber], // digits only
    ['4111-1111-1111-1111', MESSAGES.invalidCardNumber],
    ['411111111111111', MESSAGES.invalidCardNumber], // 15 digits: wrong length for visa
    ['41111111111111111', MESSAGES.invalidCardNumber], // 17 digits
    ['37828224631000', MESSAGES.invalidCardNumber], // 14 digits: wrong length for amex
    ['6304000000000', MESSAGES.invalidCardNumber], // 13 digits: wrong length for laser
    ['9999999999999995', MESSAGES.invalidCardNumber], // unknown type
    ['2200000000000004', MESSAGES.invalidCardNumber], // Mir: not an accepted type
  ])('validateCardNumber(%j) → %j', (value, expected) => {
    expect(validateCardNumber(value)).toBe(expected);
  });

  it.each([
    ['4111', 19], // visa allows up to 19
    ['378282246310005', 15],
    ['6304', 19],
    ['', 16],
    ['9', 16],
  ])('cardNumberEntryMax(%j) → %i', (value, expected) => {
    expect(cardNumberEntryMax(value)).toBe(expected);
  });

  it.each([
    ['123', undefined, null],
    ['1234', undefined, MESSAGES.invalidSecurityCode],
    ['123', '4111111111111111', null],
    ['1234', '4111111111111111', MESSAGES.invalidSecurityCode],
    ['123', '378282246310005', null],
    ['1234', '378282246310005', null],
    ['12345', '378282246310005', MESSAGES.invalidSecurityCode],
    ['12', '378282246310005', MESSAGES.invalidSecurityCode],
    ['12', undefined, MESSAGES.invalidSecurityCode],
    ['12a', undefined, MESSAGES.invalidSecurityCode],
    ['', undefined, MESSAGES.required],
  ])('validateSecurityCode(%j, %j) → %j', (code, cardNumber, expected) => {
    expect(validateSecurityCode(code, cardNumber)).toBe(expected);
  });

  const now = new Date(2025, 5, 15); // 15 June 2025
  it.each([
    ['06/25', null], // the current month is still valid
    ['6/25', null],
    ['0625', null],
    ['062025', null],
    ['06/2025', null],
    ['12/30', null],
    ['01/2026', null],
    ['05/25', MESSAGES.cardExpired],
    ['12/24', MESSAGES.cardExpired],
    ['122024', MESSAGES.cardExpired],
    ['13/30', MESSAGES.invalidExpiry],
    ['00/30', MESSAGES.invalidExpiry],
    ['12/203', MESSAGES.invalidExpiry],
    ['1230000', MESSAGES.invalidExpiry], // more than 6 digits
    ['ab/cd', MESSAGES.invalidExpiry],
    ['', MESSAGES.required],
  ])('validateExpiry(%j) in June 2025 → %j', (value, expected) => {
    expect(validateExpiry(value, now)).toBe(expected);
  });

  it('defaults to the current date', () => {
    const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    expect(validateExpiry(`01/${nextYear}`)).toBeNull();
    expect(validateExpiry('01/2000')).toBe(MESSAGES.cardExpired);
  });
});
