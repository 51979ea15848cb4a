/**
 * The local test provider's deterministic cards, after Stripe's test numbers: 4242 4242 4242 4242
 * succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds; any other number that passes
 * the SPEC §5 card rules succeeds.
 */
import {
  MESSAGES, TestCardPayment, cardTypeOf, validateCardNumber, validateExpiry, validateSecurityCode,
} from '@podium/shared';
import { Invalid, PaymentDeclined, type FieldErrors } from '../../domain/errors.js';
import type { CardOnFile } from '../paymentProvider.js';

export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
export const TEST_CARD_INSUFFICIENT_FUNDS = '4000000000009995';

const DECLINES: Record<string, string> = {
  [TEST_CARD_DECLINED]: MESSAGES.cardDeclined,
  [TEST_CARD_INSUFFICIENT_FUNDS]: MESSAGES.cardInsufficientFunds,
};

/** Checks the card fields with the same SPEC §5 rules as the form, then applies the test cards' outcome. */
export function chargeTestCard(payment: unknown, now = new Date()): CardOnFile {
  if (payment === undefined || payment === null) throw Invalid.field('payment', MESSAGES.cardRequired);
  const parsed = TestCardPayment.safeParse(payment);
  if (!parsed.success) throw Invalid.field('payment', MESSAGES.invalidCardNumber);
  const { card_number: number, cvc } = parsed.data;
  const month = String(parsed.data.exp_month).trim();
  const year = String(parsed.data.exp_year).trim();
  const errors: FieldErrors = {};
  const numberError = validateCardNumber(number);
  if (numberError) errors.card_number = [numberError];
  const cvcError = validateSecurityCode(cvc, number);
  if (cvcError) errors.cvc = [cvcError];
  const expiryError = validateExpiry(`${month.padStart(2, '0')}/${year}`, now);
  if (expiryError) errors.expiry = [expiryError];
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  const decline = DECLINES[number.trim()];
  if (decline) throw new PaymentDeclined(decline);
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  return { brand: cardTypeOf(number) ?? 'card', last4: number.trim().slice(-4), expMonth: Number(month), expYear: fullYear };
}
