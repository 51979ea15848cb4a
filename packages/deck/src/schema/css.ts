/**
 * CSS values imported decks carry (section styles, gradients, text styles). They end up inside style attributes, so
 * each is checked to be one declaration value without `;`, quotes that could close the attribute, `url(` or markup.
 */
import { z } from 'zod';
import { lazySchema } from './lazy.js';
import { Url } from './common.js';

/** Characters no accepted value may contain: markup, attribute quotes, escapes, declaration ends, comments. */
const UNSAFE = /[<>"\\;{}]|\/\*|url\s*\(|expression\s*\(|image-set\s*\(|@import|javascript:/i;

/** Whether a CSS declaration value is safe to write into a style attribute. */
export function isSafeCssValue(value: string): boolean {
  return value.trim() !== '' && value.length <= 500 && !UNSAFE.test(value) && [...value].every((c) => c.charCodeAt(0) >= 0x20);
}

/** A CSS length: `12px`, `1.5em`, `120%`, `0`. */
export const CssLength = lazySchema(() => z.string().regex(/^-?(\d+(\.\d+)?|\.\d+)(px|em|rem|%|pt|vw|vh)?$/, 'Invalid length'));
/** A font stack: names, quoted names, commas. */
export const FontFamily = lazySchema(() => z.string().max(300).regex(/^[A-Za-z0-9 ,'_-]+$/, 'Invalid font family'));
/** A CSS gradient function (no url()). */
export const CssGradient = lazySchema(() => z
  .string()
  .max(1000)
  .regex(/^(repeating-)?(linear|radial|conic)-gradient\(.+\)$/, 'Invalid gradient')
  .refine(isSafeCssValue, 'Invalid gradient'));
/** `prop:value;prop:value` with lowercase property names and safe values only (see `safeInlineCss`). */
export const InlineCss = lazySchema(() => z
  .string()
  .max(4000)
  .refine((css) => css.split(';').every((d) => /^-?[a-z][a-z0-9-]*:/.test(d) && isSafeCssValue(d.slice(d.indexOf(':') + 1))), 'Invalid style'));
/** An http(s) page URL for an iframe. */
export const IframeUrl = lazySchema(() => Url.refine((v) => /^(https?:)?\/\//i.test(v.trim()), 'Iframe source must be an http(s) URL'));
