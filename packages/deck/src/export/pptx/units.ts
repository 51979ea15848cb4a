/**
 * Units and colours for PowerPoint: a deck's CSS px become inches at 96 px per inch (so a 960 px wide deck is a
 * 10 inch slide) and text px become points (0.75 pt per px); CSS colours become PowerPoint's `RRGGBB` plus a
 * transparency percentage.
 */
// color-name ships no types; a reference (not an import) brings its declaration into every project compiling this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./color-name.d.ts" />
import colorNames from 'color-name';

const PX_PER_INCH = 96;
const PT_PER_PX = 0.75;

/** Inches for a length in CSS px. */
export const inches = (px: number): number => px / PX_PER_INCH;

/** Points for a length in CSS px (font sizes, line widths). */
export const points = (px: number): number => Math.round(px * PT_PER_PX * 100) / 100;

/** A colour as PowerPoint takes it. */
export interface PptxColor {
  /** `RRGGBB`, no `#`. */
  hex: string;
  /** 0 (opaque) … 100 (invisible). */
  transparency: number;
}

const hex2 = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');

function fromRgb(r: number, g: number, b: number, alpha = 1): PptxColor {
  return { hex: `${hex2(r)}${hex2(g)}${hex2(b)}`.toUpperCase(), transparency: Math.round((1 - Math.max(0, Math.min(1, alpha))) * 100) };
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Reads one component: `50%` of `scale`, or a plain number. */
function component(raw: string, scale: number): number {
  return raw.endsWith('%') ? (Number.parseFloat(raw) / 100) * scale : Number.parseFloat(raw);
}

function parseFunction(name: string, args: string[]): PptxColor | null {
  if (args.length < 3 || args.some((a) => Number.isNaN(Number.parseFloat(a)))) return null;
  const alpha = args[3] === undefined ? 1 : component(args[3], 1);
  if (name.startsWith('rgb')) return fromRgb(component(args[0]!, 255), component(args[1]!, 255), component(args[2]!, 255), alpha);
  const [r, g, b] = hslToRgb(Number.parseFloat(args[0]!), component(args[1]!, 1), component(args[2]!, 1));
  return fromRgb(r, g, b, alpha);
}

/**
 * A CSS colour (hex, rgb/rgba, hsl/hsla or a keyword) for PowerPoint; null when it cannot be read. `currentColor`
 * (what lines and drawings use to follow the theme's text colour) is `current` when given.
 */
export function pptxColor(css: string | null | undefined, current?: string): PptxColor | null {
  if (!css) return null;
  const value = css.trim().toLowerCase();
  if (value === 'transparent') return { hex: '000000', transparency: 100 };
  if (value === 'currentcolor') return current ? { hex: current, transparency: 0 } : null;
  const hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    if (full.length !== 6 && full.length !== 8) return null;
    const n = (i: number) => Number.parseInt(full.slice(i, i + 2), 16);
    return fromRgb(n(0), n(2), n(4), full.length === 8 ? n(6) / 255 : 1);
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(value);
  if (fn) return parseFunction(fn[1]!, fn[2]!.split(/[\s,/]+/).filter(Boolean));
  const named = colorNames[value];
  return named ? fromRgb(...named) : null;
}

/** The `RRGGBB` of a CSS colour, or `fallback` when it cannot be read. */
export function hexOr(css: string | null | undefined, fallback: string): string {
  return pptxColor(css)?.hex ?? fallback;
}
