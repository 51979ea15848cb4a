/**
 * DrawingML colours: sRGB, scheme (through the master's colour map and the theme), system, preset, scRGB and HSL
 * colours, with the modifiers writers use (lumMod/lumOff, tint, shade, alpha), as CSS colours.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../export/pptx/color-name.d.ts" />
import colorNames from 'color-name';
import { attr, elements, num, type XmlElement } from './xml.js';

/** An RGB colour with alpha, channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The theme's scheme colours (`dk1`, `lt1`, `accent1`…) as `RRGGBB`, and the master's map (`bg1` → `lt1`). */
export interface ColorScheme {
  colors: Record<string, string>;
  map: Record<string, string>;
}

const COLOR_TAGS = new Set(['srgbClr', 'schemeClr', 'sysClr', 'prstClr', 'scrgbClr', 'hslClr']);

const clamp = (n: number, lo = 0, hi = 1) => Math.max(lo, Math.min(hi, n));

function hexRgb(hex: string): Rgba | null {
  if (!/^[0-9a-fA-F]{6}$/.test(hex)) return null;
  const n = Number.parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: 1 };
}

function toHsl({ r, g, b }: Rgba): [number, number, number] {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number, a: number): Rgba {
  const k = (n: number) => (n + h / 30) % 12;
  const q = s * Math.min(l, 1 - l);
  const f = (n: number) => l - q * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255, a };
}

/** The base colour of one colour element, before modifiers. */
function baseColor(el: XmlElement, scheme: ColorScheme, placeholder?: Rgba): Rgba | null {
  switch (el.localName) {
    case 'srgbClr': return hexRgb(attr(el, 'val') ?? '');
    case 'sysClr': return hexRgb(attr(el, 'lastClr') ?? '') ?? (attr(el, 'val') === 'window' ? hexRgb('FFFFFF') : hexRgb('000000'));
    case 'schemeClr': {
      const val = attr(el, 'val') ?? '';
      if (val === 'phClr') return placeholder ?? null;
      const mapped = scheme.map[val] ?? val;
      const hex = scheme.colors[mapped];
      return hex ? hexRgb(hex) : null;
    }
    case 'prstClr': {
      const named = colorNames[(attr(el, 'val') ?? '').toLowerCase()];
      return named ? { r: named[0], g: named[1], b: named[2], a: 1 } : null;
    }
    case 'scrgbClr': {
      const c = (name: string) => clamp((num(el, name) ?? 0) / 100000) ** (1 / 2.2) * 255;
      return { r: c('r'), g: c('g'), b: c('b'), a: 1 };
    }
    case 'hslClr': return fromHsl((num(el, 'hue') ?? 0) / 60000, (num(el, 'sat') ?? 0) / 100000, (num(el, 'lum') ?? 0) / 100000, 1);
    default: return null;
  }
}

function applyModifiers(color: Rgba, el: XmlElement): Rgba {
  let c = { ...color };
  for (const mod of elements(el)) {
    const v = (num(mod, 'val') ?? 0) / 100000;
    switch (mod.localName) {
      case 'alpha': c.a = clamp(v); break;
      case 'lumMod': case 'lumOff': {
        const [h, s, l] = toHsl(c);
        c = fromHsl(h, s, clamp(mod.localName === 'lumMod' ? l * v : l + v), c.a);
        break;
      }
      case 'tint': c = { r: c.r + (255 - c.r) * (1 - v), g: c.g + (255 - c.g) * (1 - v), b: c.b + (255 - c.b) * (1 - v), a: c.a }; break;
      case 'shade': c = { r: c.r * v, g: c.g * v, b: c.b * v, a: c.a }; break;
      default: break;
    }
  }
  return c;
}

/**
 * The colour held by `el`: either a colour element itself or an element whose first child is one (`solidFill`,
 * `fontRef`). `placeholder` is what `phClr` stands for (the colour of a style reference).
 */
export function readColor(el: XmlElement | null | undefined, scheme: ColorScheme, placeholder?: Rgba): Rgba | null {
  if (!el) return null;
  const colorEl = COLOR_TAGS.has(el.localName ?? '') ? el : elements(el).find((c) => COLOR_TAGS.has(c.localName ?? ''));
  if (!colorEl) return null;
  const base = baseColor(colorEl, scheme, placeholder);
  return base ? applyModifiers(base, colorEl) : null;
}

const hex2 = (n: number) => Math.round(clamp(n, 0, 255)).toString(16).padStart(2, '0');

/** A colour as CSS: `#rrggbb`, or `rgba(…)` when it is translucent. */
export function cssColor(c: Rgba): string {
  if (c.a >= 0.999) return `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}`;
  return `rgba(${Math.round(c.r)}, ${Math.round(c.g)}, ${Math.round(c.b)}, ${Math.round(c.a * 1000) / 1000})`;
}

/** `#rrggbb` as Rgba. */
export function parseHexColor(css: string): Rgba | null {
  return hexRgb(css.replace('#', ''));
}

/** A scheme colour by name (`tx1`, `accent1`), through the colour map. */
export function schemeColor(val: string, scheme: ColorScheme): Rgba | null {
  return hexRgb(scheme.colors[scheme.map[val] ?? val] ?? '');
}
