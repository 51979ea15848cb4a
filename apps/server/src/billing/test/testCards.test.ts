// The test provider's card outcomes and its server-side SPEC §5 checks.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@podium/shared';
import { Invalid, PaymentDeclined } from '../../domain/errors.js';
import { TEST_CARD_DECLINED, TEST_CARD_INSUFFICIENT_FUNDS, TEST_CARD_SUCCESS, chargeTestCard } from './testCards.js';

const now = new Date(2026, 5, 15);
const card = (card_number: string, extra: Record<string, unknown> = {}) => ({ card_number, cvc: '123', exp_month: '12', exp_year: '2027', ...extra });

describe('chargeTestCard', () => {
  it('succeeds with 4242… and reports brand and last four, never the number', () => {
    expect(chargeTestCard(card(TEST_CARD_SUCCESS), now)).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2027 });
    expect(chargeTestCard(card('378282246310005', { cvc: '1234', exp_year: 27, exp_month: 6 }), now))
      .toEqual({ brand: 'amex', last4: '0005', expMonth: 6, expYear: 2027 });
  });

  it.each([[TEST_CARD_DECLINED, MESSAGES.cardDeclined], [TEST_CARD_INSUFFICIENT_FUNDS, MESSAGES.cardInsufficientFunds]])(
    '%s is declined with %j', (number, message) => {
      expect(() => chargeTestCard(card(number), now)).toThrow(new PaymentDeclined(message));
    });

  it('refuses invalid fields with a message per field, before any decline', () => {
    try {
      chargeTestCard(card('4000000000000003', { cvc: '12', exp_month: '06', exp_year: '2026' }), new Date(2026, 6, 1));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Invalid);
      expect((error as Invalid).fields).toEqual({
        card_number: [MESSAGES.invalidCardNumber], cvc: [MESSAGES.invalidSecurityCode], expiry: [MESSAGES.cardExpired],
      });
    }
    expect(() => chargeTestCard(undefined, now)).toThrow(Invalid);
    expect(() => chargeTestCard({ card_number: 4242 }, now)).toThrow(Invalid);
  });
});
