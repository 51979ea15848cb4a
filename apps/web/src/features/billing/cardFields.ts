/**
 * The card form's SPEC §5 rules, bound for useForm: the same validators the server runs (packages/shared), plus the
 * entry caps (number: 16 digits or the detected type's longest; security code 4; expiry 6 digits).
 */
import {
  LIMITS, cardNumberEntryMax, validateCardNumber, validateExpiry, validateSecurityCode,
} from '@podium/shared';
import { useForm, type FieldRule } from '../../forms/useForm';

/** Card number as typed: spaces dropped (people copy them from the card), capped at the type's longest length. */
export function capCardNumber(raw: string): string {
  const value = raw.replace(/\s+/g, '');
  return value.slice(0, cardNumberEntryMax(value));
}

/** Security code: at most 4 characters. */
export const capSecurityCode = (raw: string) => raw.replace(/\s+/g, '').slice(0, LIMITS.securityCodeEntryMax);

/** Expiry ("MM/YY", "MM/YYYY", "MMYY"…): input stops at 6 digits; other characters stay for the rule to judge. */
export function capExpiry(raw: string): string {
  let digits = 0;
  let out = '';
  for (const char of raw.replace(/\s+/g, '')) {
    if (/\d/.test(char) && ++digits > LIMITS.expiryEntryMax) break;
    out += char;
  }
  return out;
}

/** "MM/YY" → {exp_month, exp_year} for the test provider (the server checks them again). */
export function splitExpiry(value: string): { exp_month: string; exp_year: string } {
  const compact = value.replace(/\s/g, '');
  const [month, year] = compact.includes('/') ? compact.split('/') : [compact.slice(0, 2), compact.slice(2)];
  return { exp_month: month ?? '', exp_year: year ?? '' };
}

/** useForm rules of the card fields; the security code rule reads the current number (3, or 3-4 for amex). */
export function cardRules(currentNumber: () => string): Record<'card_number' | 'cvc' | 'expiry', FieldRule> {
  return {
    card_number: { required: true, validate: validateCardNumber, transform: capCardNumber },
    cvc: { required: true, validate: (value) => validateSecurityCode(value, currentNumber()), transform: capSecurityCode },
    expiry: { required: true, validate: (value) => validateExpiry(value), transform: capExpiry },
  };
}


type CardForm = ReturnType<typeof useForm<'card_number' | 'cvc' | 'expiry'>>;

/** The card form's state: useForm with the card rules (the security code rule reads the number typed so far). */
export function useCardForm(): CardForm {
  const form: CardForm = useForm(cardRules(() => form.values.card_number));
  return form;
}

/** The test provider's payment from the form's values (the server checks them again). */
export const testCardPayment = (values: CardForm['values']) =>
  ({ card_number: values.card_number.trim(), cvc: values.cvc.trim(), ...splitExpiry(values.expiry) });
