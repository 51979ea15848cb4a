import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import {
  cleanEmbedWhitelist, counter, normalizeSlug, parseEmailRecipients, parseEmbedDimension, prefixUrl, slugify,
  validateAnalyticsDomain, validateAnalyticsId, validateDeckSlug, validateDeckTitle, validateEmail,
  validateEmailShare, validateMaxLength, validatePassword, validateRequired, validateSlugLike, validateTeamSlug,
  validateTagName, validateTwitterHandle, validateUrl, validateUsername, suggestTeamSlug,
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

  it.each([
    ['Acme Labs', 'acme-labs'],
    ['Müller & Söhne GmbH', 'muller-sohne-gmbh'],
    ['X', ''],
    ['', ''],
  ])('suggestTeamSlug(%j) → %j (a valid team address, or nothing to suggest)', (name, expected) => {
    const slug = suggestTeamSlug(name);
    expect(slug).toBe(expected);
    if (slug) expect(validateTeamSlug(slug)).toBeNull();
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
    ['', MESSAGES.cannotBeEmpty],
    [' \t ', MESSAGES.cannotBeEmpty],
    ['Brand', null],
    [`  ${'b'.repeat(25)}   ${'c'.repeat(24)}  `, null], // 50 once trimmed and collapsed
    ['b'.repeat(51), MESSAGES.tooLong(50)],
    ['a/b', MESSAGES.tagNameCharacters],
    ['a\\b', MESSAGES.tagNameCharacters],
    ['a\u0007b', MESSAGES.tagNameCharacters],
  ])('validateTagName(%j) → %j', (value, expected) => {
    expect(validateTagName(value)).toBe(expected);
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
