/** Background / accent pairs of the deck colour themes (SPEC §9 colour ids): the one source for editor, player and exports. */
import type { V1ThemeColor } from '@podium/shared';

/** A colour theme's two defining colours. */
export interface ThemeSwatch {
  background: string;
  accent: string;
}

export const THEME_SWATCHES: Record<V1ThemeColor, ThemeSwatch> = {
  'white-blue': { background: '#ffffff', accent: '#1f63c6' },
  'sand-blue': { background: '#f0f1eb', accent: '#2b6aa5' },
  'beige-brown': { background: '#f7f3de', accent: '#7a5a26' },
  'silver-green': { background: '#dddddd', accent: '#2c6e3c' },
  'silver-blue': { background: '#dddddd', accent: '#1c5aa6' },
  'sky-blue': { background: '#dbe9f7', accent: '#21579a' },
  'blue-yellow': { background: '#1b5ea8', accent: '#ffd43b' },
  'cobalt-orange': { background: '#10293f', accent: '#ff9a3c' },
  'asphalt-orange': { background: '#2d2f33', accent: '#ff8534' },
  'forest-yellow': { background: '#233d2f', accent: '#ffd23f' },
  'mint-beige': { background: '#2f8f83', accent: '#fbf4dc' },
  'sea-yellow': { background: '#236f82', accent: '#ffd23f' },
  'yellow-black': { background: '#ffe600', accent: '#111111' },
  'coral-blue': { background: '#f2836b', accent: '#12304f' },
  'grey-blue': { background: '#454b53', accent: '#5fd8f0' },
  'black-blue': { background: '#111318', accent: '#5aa9ff' },
  'black-mint': { background: '#111318', accent: '#8ff0b0' },
  'black-orange': { background: '#1c1c1e', accent: '#ff8a3d' },
  'lila-yellow': { background: '#7a6bb5', accent: '#ffe14d' },
  'sand-grey': { background: '#efe9dd', accent: '#4a4a4a' },
};

/** The swatch for a deck's colour, falling back to the default white-blue. */
export function swatchFor(color: string | null | undefined): ThemeSwatch {
  return THEME_SWATCHES[(color ?? 'white-blue') as V1ThemeColor] ?? THEME_SWATCHES['white-blue'];
}

/** Relative luminance of a #rrggbb colour (0 black … 1 white). */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** `a` mixed with `b` (#rrggbb each): `weight` of `a` (0 … 1). */
export function mixHex(a: string, b: string, weight: number): string {
  const parse = (hex: string) => { const n = Number.parseInt(hex.replace('#', '').slice(0, 6), 16); return [(n >> 16) & 255, (n >> 8) & 255, n & 255]; };
  const [x, y] = [parse(a), parse(b)];
  return `#${x.map((c, i) => Math.round(c * weight + y[i]! * (1 - weight)).toString(16).padStart(2, '0')).join('')}`;
}
