/**
 * Validation rules of SPEC §5 as pure functions. Each returns the exact message to show, or null when valid.
 * STUB SURFACE: bodies to be completed (helper A); signatures are the contract used by server and web.
 */
export type ValidationResult = string | null;

/** Username / deck slug / team slug: ≥2 chars, no spaces, only A-Z 0-9 - _ (checked case-insensitively). */
export declare function validateSlugLike(value: string): ValidationResult;
export declare function validateUsername(value: string): ValidationResult;
export declare function validateTeamSlug(value: string): ValidationResult;
/** Lower-cases and trims a username/slug/team slug before storing or looking it up. */
export declare function normalizeSlug(value: string): string;
/** Turns a deck title into a URL slug candidate (lower-case, A-Z0-9-_ only, dashes for spaces; "deck" when empty). */
export declare function slugify(title: string): string;
export declare function validatePassword(value: string): ValidationResult;
export declare function validateEmail(value: string): ValidationResult;
export declare function validateTwitterHandle(value: string): ValidationResult;
export declare function validateUrl(value: string): ValidationResult;
/** Prefixes http:// when no scheme is present and the value is longer than 2 characters. */
export declare function prefixUrl(value: string): string;
export declare function validateAnalyticsId(value: string): ValidationResult;
export declare function validateAnalyticsDomain(value: string): ValidationResult;
export declare function validateDeckTitle(value: string): ValidationResult;
export declare function validateDeckSlug(value: string): ValidationResult;
/** "Required" when blank (after trim). */
export declare function validateRequired(value: string): ValidationResult;
export declare function validateMaxLength(value: string, max: number): ValidationResult;
/** Counter text "n/max" and whether it is in the warning (negative) state above 95%. */
export declare function counter(length: number, max: number): { text: string; negative: boolean };
export declare function cleanEmbedWhitelist(value: string): string;
export declare function parseEmbedDimension(value: string): number;
export declare function parseEmailRecipients(value: string): string[];
export declare function validateEmailShare(input: { from: string; to: string; body: string }): Partial<Record<'from' | 'to' | 'body', string>>;
export declare function validateCardNumber(value: string): ValidationResult;
export declare function validateSecurityCode(value: string, cardNumber?: string): ValidationResult;
export declare function validateExpiry(value: string, now?: Date): ValidationResult;
