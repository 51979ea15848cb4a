/** Small value schemas shared by slides and blocks; every value here ends up inside an HTML attribute or a CSS declaration. */
import { z } from 'zod';
import { lazySchema } from './lazy.js';
import { FRAGMENT_STYLES, LIMITS } from '@podium/shared';
import { THEME_TOKEN_SOURCE } from '../themes/tokens.js';

/** Ids are restricted so they are safe as attribute values and CSS-free (imported decks may carry non-hex ids). */
export const Id = lazySchema(() => z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id')
  // Ids are used as object keys (z maps, lookups); `__proto__` would hit the prototype setter.
  .refine((v) => v !== '__proto__', 'Invalid id'));
export type Id = z.infer<typeof Id>;

// Colours go into style attributes, so only CSS colour syntaxes without `;`, `:` or `url(` are accepted, plus exactly
// one theme token (`var(--deck-accent)`, themes/tokens.ts) so a colour can follow the deck's theme.
const COLOR_SOURCE = `#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\\([0-9.,%\\s/+-]+\\)|[a-zA-Z]{3,30}|${THEME_TOKEN_SOURCE}`;
const COLOR_RE = new RegExp(`^(${COLOR_SOURCE})$`);
// A drop shadow goes into a CSS filter: `x y blur colour`, lengths in px, the colour as above.
const PX = '\\d+(\\.\\d+)?px';
const SHADOW_RE = new RegExp(`^-?${PX} -?${PX} ${PX} (${COLOR_SOURCE})$`);
export const CssColor = lazySchema(() => z.string().regex(COLOR_RE, 'Invalid colour'));
export type CssColor = z.infer<typeof CssColor>;

/** A drop shadow under what a block draws: `x y blur colour` (`3px 4px 6px rgba(0, 0, 0, 0.4)`). */
export const CssShadow = lazySchema(() => z.string().max(120).regex(SHADOW_RE, 'Invalid shadow'));

/**
 * The colour of lines and pen strokes nobody picked: the deck theme's text colour (SVG `currentColor`, which the
 * editor and the player both set to the theme's text), so they stay visible on dark themes and follow a theme change.
 * Exports that cannot inherit a colour resolve it to the theme's text colour.
 */
export const THEME_TEXT_COLOR = 'currentColor';

/** Schemes a rendered link, image or video may use; anything else (javascript:, vbscript:, data:text/html…) is refused. */
export function isSafeUrl(value: string, allowDataImage = false): boolean {
  const trimmed = value.trim();
  // Control characters let browsers read `java\tscript:` as a scheme, so they are refused outright.
  if (trimmed === '' || [...trimmed].some((c) => c.charCodeAt(0) < 0x20)) return false;
  if (allowDataImage && /^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=]+$/i.test(trimmed)) return true;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(trimmed);
  if (!scheme) return true; // relative URL, fragment or protocol-relative
  return ['http', 'https', 'mailto'].includes(scheme[1]!.toLowerCase());
}

export const Url = lazySchema(() => z.string().max(8192).refine((v) => isSafeUrl(v), 'Unsafe or invalid URL'));
export type Url = z.infer<typeof Url>;
/** Image sources may also be inline base64 raster data. */
export const ImageUrl = lazySchema(() => z.string().max(LIMITS.inlineSvgMax).refine((v) => isSafeUrl(v, true), 'Unsafe or invalid URL'));
export type ImageUrl = z.infer<typeof ImageUrl>;

/** A finite number; NaN and Infinity would corrupt rendered CSS. */
export const Num = lazySchema(() => z.number().finite());
export const Size = lazySchema(() => z.number().finite().min(LIMITS.blockSizeMin, `Must be at least ${LIMITS.blockSizeMin}`));

const FRAGMENT_IDS = FRAGMENT_STYLES.map((f) => f.id) as [
  (typeof FRAGMENT_STYLES)[number]['id'],
  ...(typeof FRAGMENT_STYLES)[number]['id'][],
];
export const FragmentStyleId = lazySchema(() => z.enum(FRAGMENT_IDS));
export type FragmentStyleId = z.infer<typeof FragmentStyleId>;

/** A block shown as a reveal.js fragment; `index` orders fragments (reveal's data-fragment-index). */
export const Fragment = lazySchema(() => z.object({
  style: FragmentStyleId,
  index: z.number().int().min(0).optional(),
}));
export type Fragment = z.infer<typeof Fragment>;

export const BORDER_STYLES = ['solid', 'dashed', 'dotted', 'double'] as const;
export const Border = lazySchema(() => z.object({
  width: z.number().finite().min(0).max(1000),
  style: z.enum(BORDER_STYLES),
  color: CssColor,
}));
export type Border = z.infer<typeof Border>;

/** CSS keywords/lengths for background size and position (no functions, no separators). */
export const CssKeywords = lazySchema(() => z.string().regex(/^[a-zA-Z0-9%.\s-]{1,60}$/, 'Invalid value'));
