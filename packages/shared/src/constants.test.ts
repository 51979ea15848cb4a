import { describe, expect, it } from 'vitest';
import {
  AUTO_SLIDE_OPTIONS_SECONDS, BACKGROUND_TRANSITIONS, BLANK_DECK_COLORS, BLOCK_TYPE_LABELS, BLOCK_TYPES,
  CARD_TYPES, DECK_DEFAULTS, DECK_TIME_LIMITS_MINUTES, DEPRECATED_THEME_FONTS, DEPRECATED_TRANSITIONS,
  EDITOR, EMBED_STYLES, FRAGMENT_STYLES, HIDDEN_BLOCK_TYPES, LIMITS, NOTICES, PAID_EMBED_STYLES, SLIDE_SIZES,
  THEME_COLORS, THEME_FONT_PACKAGES, THEME_FONTS, TIMERS, TRANSITION_LABELS, TRANSITIONS, V1_THEME_COLORS,
  V1_THEME_DEFAULTS,
} from './constants.js';

const isStrictlyAscending = (values: readonly number[]) => values.every((v, i) => i === 0 || v > values[i - 1]!);
const isUnique = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('option sets', () => {
  it.each([
    ['BLOCK_TYPES', [...BLOCK_TYPES, ...HIDDEN_BLOCK_TYPES]],
    ['THEME_COLORS', V1_THEME_COLORS],
    ['THEME_FONTS', THEME_FONTS],
    ['TRANSITIONS', TRANSITIONS],
    ['BACKGROUND_TRANSITIONS', BACKGROUND_TRANSITIONS],
    ['FRAGMENT_STYLES', FRAGMENT_STYLES.map((style) => style.id)],
    ['CARD_TYPES', CARD_TYPES],
    ['EMBED_STYLES', EMBED_STYLES],
  ])('%s has no duplicates', (_name, values) => {
    expect(isUnique(values)).toBe(true);
  });

  it('labels every visible block type, and names drawing "Pen"', () => {
    expect(Object.keys(BLOCK_TYPE_LABELS).sort()).toEqual([...BLOCK_TYPES].sort());
    expect(BLOCK_TYPE_LABELS.drawing).toBe('Pen');
  });

  it('labels every transition, and shows the default transition as Convex', () => {
    expect(Object.keys(TRANSITION_LABELS).sort()).toEqual([...TRANSITIONS].sort());
    expect(TRANSITION_LABELS.default).toBe('Convex');
  });

  it('only deprecates options that exist', () => {
    for (const font of DEPRECATED_THEME_FONTS) expect(THEME_FONTS).toContain(font);
    for (const transition of DEPRECATED_TRANSITIONS) expect(TRANSITIONS).toContain(transition);
    for (const style of PAID_EMBED_STYLES) expect(EMBED_STYLES).toContain(style);
  });

  it('ships a font package for every theme font', () => {
    expect([...THEME_FONT_PACKAGES].sort()).toEqual([...THEME_FONTS].sort());
  });

  it('extends the current colours with exactly two V1 colours', () => {
    expect(V1_THEME_COLORS.slice(0, THEME_COLORS.length)).toEqual([...THEME_COLORS]);
    expect(V1_THEME_COLORS.length - THEME_COLORS.length).toBe(2);
  });

  it('has nine fragment styles, where only "Fade in" needs no extra class', () => {
    expect(FRAGMENT_STYLES).toHaveLength(9);
    expect(FRAGMENT_STYLES.filter((style) => style.className === '').map((style) => style.id)).toEqual(['fade-in']);
  });

  it.each([
    ['auto-slide seconds', AUTO_SLIDE_OPTIONS_SECONDS],
    ['deck time limits', DECK_TIME_LIMITS_MINUTES],
  ])('lists %s in ascending order', (_name, values) => {
    expect(isStrictlyAscending(values)).toBe(true);
  });
});

describe('defaults refer to valid options', () => {
  it('new deck defaults', () => {
    expect(THEME_COLORS).toContain(DECK_DEFAULTS.themeColor);
    expect(THEME_FONTS).toContain(DECK_DEFAULTS.themeFont);
    expect(TRANSITIONS).toContain(DECK_DEFAULTS.transition);
    expect(BACKGROUND_TRANSITIONS).toContain(DECK_DEFAULTS.backgroundTransition);
    expect(SLIDE_SIZES).toContainEqual({ width: DECK_DEFAULTS.width, height: DECK_DEFAULTS.height });
    expect(DECK_DEFAULTS.title.length).toBeGreaterThanOrEqual(LIMITS.slugMin); // usable as a slug fallback
  });

  it('V1 and blank deck defaults', () => {
    expect(V1_THEME_COLORS).toContain(V1_THEME_DEFAULTS.themeColor);
    expect(THEME_FONTS).toContain(V1_THEME_DEFAULTS.themeFont);
    expect(TRANSITIONS).toContain(V1_THEME_DEFAULTS.transition);
    expect(BACKGROUND_TRANSITIONS).toContain(V1_THEME_DEFAULTS.backgroundTransition);
    expect(THEME_COLORS).toContain(BLANK_DECK_COLORS.light);
    expect(THEME_COLORS).toContain(BLANK_DECK_COLORS.dark);
  });
});

describe('limits and timers', () => {
  it('keeps every duration a positive whole number of ms, and the negative factor a lengthening', () => {
    for (const [name, value] of Object.entries(TIMERS)) {
      if (name === 'notificationNegativeFactor') continue;
      expect.soft(Number.isInteger(value) && value > 0, name).toBe(true);
    }
    expect(TIMERS.notificationNegativeFactor).toBeGreaterThan(1);
  });

  it('keeps minimums below maximums', () => {
    expect(LIMITS.slugMin).toBeLessThan(LIMITS.usernameMax);
    expect(LIMITS.passwordMin).toBeLessThan(LIMITS.passwordMax);
    expect(LIMITS.counterWarnRatio).toBeGreaterThan(0);
    expect(LIMITS.counterWarnRatio).toBeLessThan(1);
    expect(EDITOR.scaleMin).toBeLessThan(EDITOR.scaleMax);
    expect(TIMERS.formValidationDelayWithErrorMs).toBeLessThan(TIMERS.formValidationDelayMs);
  });

  it('has a parseable promotion expiry date', () => {
    expect(Number.isNaN(Date.parse(NOTICES.promotion.expires))).toBe(false);
  });
});
