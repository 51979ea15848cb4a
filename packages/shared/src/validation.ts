/**
 * Validation rules of SPEC §5 as pure functions. Each returns the exact message to show, or null when valid.
 * Signatures are the contract used by server and web; both run the same rules so the UI and API always agree.
 *
 * Conventions:
 * - Identity fields (slug, username, team slug, email, password) are required: blank → MESSAGES.required.
 * - Optional profile fields (twitter, URL, analytics id/domain) accept an empty value; a form that needs
 *   them combines the rule with validateRequired.
 */
import cardValidator from 'card-validator';
// card-validator's own Luhn check and MM/YY splitter (the expiry verdict itself uses the real clock, so ours compares
// against `now` to keep validation testable and deterministic).
import luhn10 from 'card-validator/dist/luhn-10.js';
import { parseDate } from 'card-validator/dist/lib/parse-date.js';
import { CARD_TYPES, DECK_DEFAULTS, LIMITS, type CardType } from './constants.js';
import { MESSAGES } from './messages.js';

export type ValidationResult = string | null;

const WHITESPACE = /\s/;
const SLUG_CHARACTERS = /^[a-z0-9_-]+$/i;
const TWITTER_CHARACTERS = /^[a-z0-9_]+$/i;
// Deliberately loose: one "@", no whitespace, a dot in the domain. Deliverability is proven by sending mail.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ANALYTICS_ID = /^(UA-\d+(-\d+)?|G-\d+)$/i;
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const NON_URL_SCHEMES = /^(mailto|tel):/i;
const EMBED_WHITELIST_ILLEGAL = /[^a-zA-Z0-9:%./\-_#*]/g;

const isBlank = (value: string): boolean => value.trim().length === 0;

/**
 * Username / deck slug / team slug: ≥2 chars, no spaces, only A-Z 0-9 - _ (case-insensitive), ≤ LIMITS.usernameMax.
 * Order: required → spaces → too short → characters → too long, so the message names the most basic problem first
 * (a value with a space would otherwise also fail the character rule, and "No spaces please" is the clearer hint).
 */
export function validateSlugLike(value: string): ValidationResult {
  if (isBlank(value)) return MESSAGES.required;
  if (WHITESPACE.test(value)) return MESSAGES.noSpaces;
  if (value.length < LIMITS.slugMin) return MESSAGES.atLeastTwoCharacters;
  if (!SLUG_CHARACTERS.test(value)) return MESSAGES.slugCharacters;
  if (value.length > LIMITS.usernameMax) return MESSAGES.tooLong(LIMITS.usernameMax);
  return null;
}

/** Username rules are the shared slug rules (SPEC §5). */
export function validateUsername(value: string): ValidationResult {
  return validateSlugLike(value);
}

/** Team slug rules are the shared slug rules (SPEC §5). */
export function validateTeamSlug(value: string): ValidationResult {
  return validateSlugLike(value);
}

/** Lower-cases and trims a username/slug/team slug before storing or looking it up. */
export function normalizeSlug(value: string): string {
  return value.trim().toLowerCase();
}

/** Turns a deck title into a URL slug candidate (lower-case, A-Z0-9-_ only, dashes for spaces; "deck" when empty). */
export function slugify(title: string): string {
  const slug = slugCandidate(title);
  return slug.length < LIMITS.slugMin ? DECK_DEFAULTS.title : slug;
}

/** The team address team sign-up suggests from the team's name ("" while the name gives too little to go on). */
export function suggestTeamSlug(name: string): string {
  const slug = slugCandidate(name);
  return slug.length < LIMITS.slugMin ? '' : slug;
}

function slugCandidate(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // "Café" → "cafe" rather than "caf"
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITS.usernameMax)
    .replace(/-+$/g, ''); // the cut may leave a dash at the end
}

/** Password: required, at least 6 characters, at most LIMITS.passwordMax (bounds hashing cost). */
export function validatePassword(value: string): ValidationResult {
  if (value.length === 0) return MESSAGES.required;
  if (value.length < LIMITS.passwordMin) return MESSAGES.passwordTooShort;
  if (value.length > LIMITS.passwordMax) return MESSAGES.tooLong(LIMITS.passwordMax);
  return null;
}

/** Email: required, pattern check, at most LIMITS.emailMax (the RFC 5321 path limit). */
export function validateEmail(value: string): ValidationResult {
  const email = value.trim();
  if (email.length === 0) return MESSAGES.required;
  if (!EMAIL_PATTERN.test(email)) return MESSAGES.invalidEmail;
  if (email.length > LIMITS.emailMax) return MESSAGES.tooLong(LIMITS.emailMax);
  return null;
}

/** Twitter handle (optional): ≤15 characters, no spaces, A-Z 0-9 _ only. */
export function validateTwitterHandle(value: string): ValidationResult {
  if (value.length === 0) return null;
  if (WHITESPACE.test(value)) return MESSAGES.noSpaces;
  if (value.length > LIMITS.twitterHandleMax) return MESSAGES.twitterTooLong;
  if (!TWITTER_CHARACTERS.test(value)) return MESSAGES.twitterCharacters;
  return null;
}

/** URL (optional): at least 4 characters and no spaces; anything else is for the browser to judge. */
export function validateUrl(value: string): ValidationResult {
  if (value.length === 0) return null;
  if (value.length < LIMITS.urlMin || WHITESPACE.test(value)) return MESSAGES.invalidUrl;
  return null;
}

/** Prefixes http:// when no scheme is present and the value is longer than 2 characters. */
export function prefixUrl(value: string): string {
  const url = value.trim();
  if (url.length <= LIMITS.urlPrefixAfter) return url;
  if (URL_SCHEME.test(url) || NON_URL_SCHEMES.test(url)) return url;
  return `http://${url}`;
}

/** Analytics id (optional): UA- or G- followed by digits, e.g. UA-12345-1 or G-12345. */
export function validateAnalyticsId(value: string): ValidationResult {
  const id = value.trim();
  if (id.length === 0) return null;
  return ANALYTICS_ID.test(id) ? null : MESSAGES.invalidAnalyticsId;
}

/** Analytics domain (optional): must contain a dot. */
export function validateAnalyticsDomain(value: string): ValidationResult {
  const domain = value.trim();
  if (domain.length === 0) return null;
  return domain.includes('.') ? null : MESSAGES.invalidAnalyticsDomain;
}

/** Deck title: not blank ("Can not be empty"), at most 200 characters. */
export function validateDeckTitle(value: string): ValidationResult {
  if (isBlank(value)) return MESSAGES.cannotBeEmpty;
  return validateMaxLength(value, LIMITS.deckTitleMax);
}

/** Deck slug: not blank ("Can not be empty"), then the shared slug rules. */
export function validateDeckSlug(value: string): ValidationResult {
  if (isBlank(value)) return MESSAGES.cannotBeEmpty;
  return validateSlugLike(value);
}

/** A deck or media tag name as stored: trimmed, inner whitespace collapsed to one space. */
export function normalizeTagName(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/**
 * Tag name (deck and media tags): not blank, at most LIMITS.tagNameMax once normalized, and no slash, backslash or
 * control character (deck tags are a path segment of `/{username}/decks/{tag}`).
 */
export function validateTagName(value: string): ValidationResult {
  const name = normalizeTagName(value);
  if (!name) return MESSAGES.cannotBeEmpty;
  if (name.length > LIMITS.tagNameMax) return MESSAGES.tooLong(LIMITS.tagNameMax);
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(name)) return MESSAGES.tagNameCharacters;
  return null;
}

/** "Required" when blank (after trim). */
export function validateRequired(value: string): ValidationResult {
  return isBlank(value) ? MESSAGES.required : null;
}

/** "At most {max} characters" when the value is longer than max. */
export function validateMaxLength(value: string, max: number): ValidationResult {
  return value.length > max ? MESSAGES.tooLong(max) : null;
}

/** Counter text "n/max" and whether it is in the warning (negative) state above 95%. */
export function counter(length: number, max: number): { text: string; negative: boolean } {
  // Integer comparison: length > 0.95 * max without floating-point rounding at the boundary.
  const warnPercent = Math.round(LIMITS.counterWarnRatio * 100);
  return { text: `${length}/${max}`, negative: length * 100 > max * warnPercent };
}

/** Embed domain whitelist: trimmed, characters outside letters, digits and : % . / - _ # * removed, ≤512. */
export function cleanEmbedWhitelist(value: string): string {
  return value.trim().replace(EMBED_WHITELIST_ILLEGAL, '').slice(0, LIMITS.embedWhitelistMax);
}

/** Embed width/height input: at most 4 characters, parsed as an integer, 1 when unparseable or below 1. */
export function parseEmbedDimension(value: string): number {
  const parsed = Number.parseInt(value.slice(0, LIMITS.embedDimensionMaxChars), 10);
  return Number.isNaN(parsed) || parsed < 1 ? 1 : parsed;
}

/** Comma-separated recipient list → trimmed, non-empty entries. */
export function parseEmailRecipients(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/** Email share form: all fields required, From ≤255, To ≤2500, Message ≤2500, every recipient a valid email. */
export function validateEmailShare(input: {
  from: string;
  to: string;
  body: string;
}): Partial<Record<'from' | 'to' | 'body', string>> {
  const errors: Partial<Record<'from' | 'to' | 'body', string>> = {};
  const from = validateRequired(input.from) ?? validateMaxLength(input.from, LIMITS.emailFromMax);
  if (from) errors.from = from;
  const body = validateRequired(input.body) ?? validateMaxLength(input.body, LIMITS.emailMessageMax);
  if (body) errors.body = body;
  const recipients = parseEmailRecipients(input.to);
  const to =
    (recipients.length === 0 ? MESSAGES.required : null) ??
    validateMaxLength(input.to, LIMITS.emailToMax) ??
    (recipients.every((recipient) => EMAIL_PATTERN.test(recipient)) ? null : MESSAGES.invalidEmail);
  if (to) errors.to = to;
  return errors;
}

// card-validator names some types differently from SPEC §5's list.
const CARD_TYPE_IDS: Record<string, CardType> = { 'american-express': 'amex', 'diners-club': 'dinersclub' };
// Laser (Irish debit, retired 2014) is unknown to card-validator, which reads these prefixes as maestro.
const LASER_PREFIX = /^(6304|6706|6709|6771)/;
const LASER_LENGTHS = [16, 17, 18, 19];

/** The SPEC card type of a (complete or partial) number, or null when unknown or not accepted. */
export function cardTypeOf(value: string): CardType | null {
  const digits = value.trim();
  if (!/^\d+$/.test(digits)) return null;
  if (LASER_PREFIX.test(digits)) return 'laser';
  const card = cardValidator.number(digits).card;
  if (!card) return null;
  const type = CARD_TYPE_IDS[card.type] ?? card.type;
  return (CARD_TYPES as readonly string[]).includes(type) ? (type as CardType) : null;
}

/** Entry cap for the card number field: the detected type's longest length, else 16 digits (SPEC §5). */
export function cardNumberEntryMax(value: string): number {
  const type = cardTypeOf(value);
  if (type === 'laser') return Math.max(...LASER_LENGTHS);
  const card = type ? cardValidator.number(value.trim()).card : null;
  return card ? Math.max(...card.lengths) : LIMITS.cardNumberEntryMax;
}

/**
 * Card number: digits only, a length valid for its type, and the Luhn checksum — except UnionPay, which
 * SPEC §5 exempts ("checksum required except for one card type"): many UnionPay cards do not pass Luhn,
 * and card-validator skips the check for UnionPay by default for the same reason.
 */
export function validateCardNumber(value: string): ValidationResult {
  const digits = value.trim();
  if (digits.length === 0) return MESSAGES.required;
  const type = cardTypeOf(digits);
  if (!type) return MESSAGES.invalidCardNumber;
  if (type === 'laser') {
    return LASER_LENGTHS.includes(digits.length) && luhn10(digits) ? null : MESSAGES.invalidCardNumber;
  }
  return cardValidator.number(digits).isValid ? null : MESSAGES.invalidCardNumber;
}

/** Security code: digits only; 3 digits, or 3 or 4 when the card number is amex. */
export function validateSecurityCode(value: string, cardNumber?: string): ValidationResult {
  const code = value.trim();
  if (code.length === 0) return MESSAGES.required;
  const allowed = cardNumber && cardTypeOf(cardNumber) === 'amex' ? /^\d{3,4}$/ : /^\d{3}$/;
  return allowed.test(code) ? null : MESSAGES.invalidSecurityCode;
}

/**
 * Expiry: "MM/YY", "MM/YYYY" or the same without a slash (at most 6 digits); month 1-12; year 2 or 4 digits.
 * A card is valid through the last day of its expiry month, so the current month still counts as future.
 */
export function validateExpiry(value: string, now: Date = new Date()): ValidationResult {
  const raw = value.replace(/\s/g, '');
  if (raw.length === 0) return MESSAGES.required;
  if (!/^\d{1,2}\/?\d+$/.test(raw)) return MESSAGES.invalidExpiry;
  const { month: monthText, year: yearText } = parseDate(raw);
  const month = Number(monthText);
  if (!/^\d{1,2}$/.test(monthText) || !/^(\d{2}|\d{4})$/.test(yearText) || month < 1 || month > 12) return MESSAGES.invalidExpiry;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  if (year < currentYear || (year === currentYear && month < currentMonth)) return MESSAGES.cardExpired;
  return null;
}
