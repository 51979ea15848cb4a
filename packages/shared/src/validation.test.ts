import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import {
  cardNumberEntryMax, cardTypeOf, cleanEmbedWhitelist, counter, normalizeSlug, parseEmailRecipients,
  parseEmbedDimension, prefixUrl, slugify, validateAnalyticsDomain, validateAnalyticsId, validateCardNumber,
  validateDeckSlug, validateDeckTitle, validateEmail, validateEmailShare, validateExpiry, validateMaxLength,
  validatePassword, validateRequired, validateSecurityCode, validateSlugLike, validateTeamSlug,
  validateTwitterHandle, validateUrl, validateUsername,
} from './validation.js';

const slugCases: Array<[string, string | null]> = [
  ['', MESSAGES.required],
  ['   ', MESSAGES.required],
  ['a', MESSAGES.atLeastTwoCharacters],
  ['ab', null],
  ['a b', MESSAGES.noSpaces],
  ['a\tb', MESSAGES.noSpaces],
  [' a', MESSAGES.noSpaces], // spaces win over "too short": it is the clearer hint
  ['Ab-_09', null],
  ['AB', null],
  ['ab.c', MESSAGES.slugCharacters],
  ['é!', MESSAGES.slugCharacters],
  ['a'.repeat(40), null],
  ['a'.repeat(41), MESSAGES.tooLong(40)],
];

describe('slug-like fields (username, team slug)', () => {
  it.each(slugCases)('validateSlugLike(%j) → %j', (value, expected) => {
    expect(validateSlugLike(value)).toBe(expected);
    expect(validateUsername(value)).toBe(expected);
    expect(validateTeamSlug(value)).toBe(expected);
  });

  it.each([
    ['  MyName ', 'myname'],
    ['ABC', 'abc'],
    ['a-b', 'a-b'],
  ])('normalizeSlug(%j) → %j', (value, expected) => {
    expect(normalizeSlug(value)).toBe(expected);
  });
});

describe('slugify', () => {
  it.each([
    ['My First Deck', 'my-first-deck'],
    ['  Hello,   World!  ', 'hello-world'],
    ['Café & Crème', 'cafe-creme'],
    ['--a__b--', 'a__b'],
    ['Q3 / 2024 results', 'q3-2024-results'],
    ['', 'deck'],
    ['!!!', 'deck'],
    ['x', 'deck'],
    ['xy', 'xy'],
    ['a'.repeat(60), 'a'.repeat(40)],
    [`${'a'.repeat(39)} b`, 'a'.repeat(39)], // cut lands on the dash, which is trimmed
  ])('slugify(%j) → %j', (title, expected) => {
    const slug = slugify(title);
    expect(slug).toBe(expected);
    expect(validateSlugLike(slug)).toBeNull();
  });
});

describe('account fields', () => {
  it.each([
    ['', MESSAGES.required],
    ['12345', MESSAGES.passwordTooShort],
    ['123456', null],
    ['      ', null], // six spaces are six characters; passwords are not trimmed
    ['x'.repeat(256), null],
    ['x'.repeat(257), MESSAGES.tooLong(256)],
  ])('validatePassword(%j) → %j', (value, expected) => {
    expect(validatePassword(value)).toBe(expected);
  });

  it.each([
    ['', MESSAGES.required],
    ['  ', MESSAGES.required],
    ['user@example.com', null],
    [' user@example.com ', null],
    ['first.last+tag@sub.example.co.uk', null],
    ['user@example', MESSAGES.invalidEmail],
    ['userexample.com', MESSAGES.invalidEmail],
    ['us er@example.com', MESSAGES.invalidEmail],
    ['a@b@example.com', MESSAGES.invalidEmail],
    [`${'a'.repeat(250)}@b.co`, MESSAGES.tooLong(254)],
  ])('validateEmail(%j) → %j', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });

  it.each([
    ['', null],
    ['jack', null],
    ['Under_Score_09', null],
    ['a'.repeat(15), null],
    ['a'.repeat(16), MESSAGES.twitterTooLong],
    ['ja ck', MESSAGES.noSpaces],
    ['jack-dorsey', MESSAGES.twitterCharacters],
    ['@jack', MESSAGES.twitterCharacters],
  ])('validateTwitterHandle(%j) → %j', (value, expected) => {
    expect(validateTwitterHandle(value)).toBe(expected);
  });

  it.each([
    ['', null],
    ['a.b', MESSAGES.invalidUrl],
    ['a.bc', null],
    ['https://example.com', null],
    ['example .com', MESSAGES.invalidUrl],
  ])('validateUrl(%j) → %j', (value, expected) => {
    expect(validateUrl(value)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['ab', 'ab'],
    ['abc', 'http://abc'],
    ['example.com', 'http://example.com'],
    ['  example.com ', 'http://example.com'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://example.com', 'HTTPS://example.com'],
    ['ftp://files.example.com', 'ftp://files.example.com'],
    ['mailto:me@example.com', 'mailto:me@example.com'],
  ])('prefixUrl(%j) → %j', (value, expected) => {
    expect(prefixUrl(value)).toBe(expected);
  });

  it.each([
    ['', null],
    ['UA-12345', null],
    ['UA-12345-1', null],
    ['ua-12345-12', null],
    ['G-1234567', null],
    ['UA-', MESSAGES.invalidAnalyticsId],
    ['G-', MESSAGES.invalidAnalyticsId],
    ['UA-12a45', MESSAGES.invalidAnalyticsId],
    ['XY-12345', MESSAGES.invalidAnalyticsId],
    ['12345', MESSAGES.invalidAnalyticsId],
  ])('validateAnalyticsId(%j) → %j', (value, expected) => {
    expect(validateAnalyticsId(value)).toBe(expected);
  });

  it.each([
    ['', null],
    ['example.com', null],
    ['localhost', MESSAGES.invalidAnalyticsDomain],
  ])('validateAnalyticsDomain(%j) → %j', (value, expected) => {
    expect(validateAnalyticsDomain(value)).toBe(expected);
  });
});

describe('deck fields and generic rules', () => {
  it.each([
    ['', MESSAGES.cannotBeEmpty],
    ['   ', MESSAGES.cannotBeEmpty],
    ['A', null],
    ['t'.repeat(200), null],
    ['t'.repeat(201), MESSAGES.tooLong(200)],
  ])('validateDeckTitle(%j) → %j', (value, expected) => {
    expect(validateDeckTitle(value)).toBe(expected);
  });

  it.each([
    ['', MESSAGES.cannotBeEmpty],
    [' ', MESSAGES.cannotBeEmpty],
    ['a', MESSAGES.atLeastTwoCharacters],
    ['my deck', MESSAGES.noSpaces],
    ['my.deck', MESSAGES.slugCharacters],
    ['my-deck', null],
  ])('validateDeckSlug(%j) → %j', (value, expected) => {
    expect(validateDeckSlug(value)).toBe(expected);
  });

  it.each([
    ['', 'Required'],
    [' \n ', 'Required'],
    ['x', null],
  ])('validateRequired(%j) → %j', (value, expected) => {
    expect(validateRequired(value)).toBe(expected);
  });

  it.each([
    ['abc', 3, null],
    ['abcd', 3, 'At most 3 characters'],
    ['', 0, null],
  ] as const)('validateMaxLength(%j, %i) → %j', (value, max, expected) => {
    expect(validateMaxLength(value, max)).toBe(expected);
  });

  it.each([
    [0, 200, '0/200', false],
    [190, 200, '190/200', false], // exactly 95% is not yet negative
    [191, 200, '191/200', true],
    [200, 200, '200/200', true],
    [210, 200, '210/200', true],
    [950, 1000, '950/1000', false],
    [951, 1000, '951/1000', true],
    [19, 20, '19/20', false],
    [20, 20, '20/20', true],
  ])('counter(%i, %i) → %j negative=%j', (length, max, text, negative) => {
    expect(counter(length, max)).toEqual({ text, negative });
  });
});

describe('embedding and email sharing', () => {
  it.each([
    ['', ''],
    ['  example.com  ', 'example.com'],
    ['https://*.example.com/path#x', 'https://*.example.com/path#x'],
    ['a.com, b.com', 'a.comb.com'],
    ['ex<script>ample.com', 'exscriptample.com'],
    ['100%_ok-1', '100%_ok-1'],
    ['émoji😀.com', 'moji.com'],
    ['a'.repeat(600), 'a'.repeat(512)],
  ])('cleanEmbedWhitelist(%j) → %j', (value, expected) => {
    expect(cleanEmbedWhitelist(value)).toBe(expected);
  });

  it.each([
    ['576', 576],
    ['1', 1],
    ['9999', 9999],
    ['12345', 1234],
    ['42px', 42],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['-5', 1],
  ])('parseEmbedDimension(%j) → %i', (value, expected) => {
    expect(parseEmbedDimension(value)).toBe(expected);
  });

  it.each([
    ['', []],
    ['a@x.io', ['a@x.io']],
    [' a@x.io , b@y.io ,, ', ['a@x.io', 'b@y.io']],
  ])('parseEmailRecipients(%j) → %j', (value, expected) => {
    expect(parseEmailRecipients(value)).toEqual(expected);
  });

  const ok = { from: 'Ann', to: 'a@x.io, b@y.io', body: 'Look at this' };
  it.each([
    [ok, {}],
    [{ from: '', to: '', body: '' }, { from: 'Required', to: 'Required', body: 'Required' }],
    [{ ...ok, to: ' , ' }, { to: 'Required' }],
    [{ ...ok, from: 'f'.repeat(255) }, {}],
    [{ ...ok, from: 'f'.repeat(256) }, { from: MESSAGES.tooLong(255) }],
    [{ ...ok, body: 'b'.repeat(2500) }, {}],
    [{ ...ok, body: 'b'.repeat(2501) }, { body: MESSAGES.tooLong(2500) }],
    [{ ...ok, to: `${'a'.repeat(2490)}@x.io,b@y.io` }, { to: MESSAGES.tooLong(2500) }],
    [{ ...ok, to: 'a@x.io, not-an-email' }, { to: MESSAGES.invalidEmail }],
  ])('validateEmailShare(%#)', (input, expected) => {
    expect(validateEmailShare(input)).toEqual(expected);
  });
});

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
