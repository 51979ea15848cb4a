/**
 * The building kit of the built-in templates: a palette derived from a theme colour (the same swatches the editor,
 * player and exports read) and small block constructors on the default 960×700 slide. Every call makes fresh ids,
 * so building a template twice gives two independent documents.
 */
import type { V1ThemeColor } from '@podium/shared';
import { createBlock } from '../blocks/registry.js';
import type { TextStyle } from '../blocks/text/props.js';
import type { CodeLanguage } from '../blocks/code/languages.js';
import type { ShapeKind } from '../blocks/shape/props.js';
import { emptySlide } from '../document.js';
import type { Block } from '../schema/block.js';
import type { Background, Slide } from '../schema/slide.js';
import { CURRENT_SCHEMA_VERSION, type DeckDocument } from '../schema/document.js';
import { luminance, swatchFor } from '../themes/colors.js';
import { themeToken } from '../themes/tokens.js';

export const W = 960;
export const H = 700;
/** Outer margin of the layouts. */
export const M = 72;

/**
 * Colours a template paints with: theme tokens (`var(--deck-accent)` …), never fixed values, so a template deck
 * restyles when its theme changes. `color` is the theme the template is shown in by default.
 */
export interface Palette {
  color: V1ThemeColor;
  dark: boolean;
  background: string;
  text: string;
  /** Text on an accent fill. */
  onAccent: string;
  /** Secondary text (captions, roles, dates). */
  muted: string;
  accent: string;
  /** A panel a little off the background. */
  surface: string;
  /** A card standing out from the background (white on light themes). */
  card: string;
  /** A soft tint of the accent over the background (gradient glows). */
  glow: string;
  /** Hairlines and table borders. */
  rule: string;
}

/** The palette of a template shown by default in theme `color`. */
export function palette(color: V1ThemeColor): Palette {
  return {
    color,
    dark: luminance(swatchFor(color).background) < 0.3,
    background: themeToken('bg'),
    text: themeToken('text'),
    onAccent: themeToken('on-accent'),
    muted: themeToken('muted'),
    accent: themeToken('accent'),
    surface: themeToken('surface'),
    card: themeToken('card'),
    rule: themeToken('rule'),
    glow: `color-mix(in srgb, ${themeToken('accent')} 26%, ${themeToken('bg')})`,
  };
}

/** A text block. `html` is trusted template markup; `style` sets the box's typography. */
export function text(x: number, y: number, width: number, height: number, html: string, style: TextStyle = {}, placeholder?: string): Block {
  return createBlock('text', { x, y, width, height, props: { html, style, ...(placeholder ? { placeholder } : {}) } });
}

/** A shape block (a rounded rectangle by default), optionally with centred text. */
export function shape(
  x: number, y: number, width: number, height: number, fill: string,
  opts: { kind?: ShapeKind; radius?: number; opacity?: number; text?: string; textColor?: string; textSize?: number; stroke?: string; strokeWidth?: number } = {},
): Block {
  return createBlock('shape', {
    x, y, width, height, opacity: opts.opacity ?? 1,
    props: {
      kind: opts.kind ?? 'rect', fill, cornerRadius: opts.radius ?? 0,
      strokeWidth: opts.strokeWidth ?? 0,
      ...(opts.stroke ? { stroke: opts.stroke } : {}),
      ...(opts.text ? { text: opts.text, textColor: opts.textColor, textSize: opts.textSize } : {}),
    },
  });
}

/** A straight line from (x1, y1) to (x2, y2) in slide coordinates. */
export function line(x1: number, y1: number, x2: number, y2: number, color: string, width = 2): Block {
  const x = Math.min(x1, x2);
  const y = Math.min(y1, y2) - width / 2;
  return createBlock('line', {
    x, y, width: Math.max(1, Math.abs(x2 - x1)), height: Math.max(1, Math.abs(y2 - y1) + width),
    props: { x1: x1 - x, y1: y1 - y, x2: x2 - x, y2: y2 - y, color, width },
  });
}

/** An image block showing one of the template pictures shipped with the app (`/template-art/<name>.svg`). */
export function art(x: number, y: number, width: number, height: number, name: string, alt: string): Block {
  return createBlock('image', { x, y, width, height, props: { src: `/template-art/${name}.svg`, alt } });
}

/** An empty image block: the editor shows its "pick an image" placeholder. */
export function imageSlot(x: number, y: number, width: number, height: number): Block {
  return createBlock('image', { x, y, width, height, props: { src: '' } });
}

/** A code block. */
export function code(x: number, y: number, width: number, height: number, source: string, language: CodeLanguage, highlight?: string): Block {
  return createBlock('code', {
    x, y, width, height,
    props: { code: source, language, theme: 'monokai', lineNumbers: true, ...(highlight ? { highlight } : {}) },
  });
}

/** A table block; the first row is the header. */
export function table(x: number, y: number, width: number, height: number, cells: string[][], p: Palette): Block {
  return createBlock('table', {
    x, y, width, height,
    props: {
      rows: cells.length, cols: cells[0]!.length, cells, header: true,
      borderColor: p.rule, borderWidth: 1, textColor: p.text, cellPadding: 14, textAlign: 'left',
    },
  });
}

/** A slide with these blocks (stacked in array order), a background and speaker notes. */
export function slide(blocks: Block[], opts: { background?: Background; notes?: string } = {}): Slide {
  const s = emptySlide(blocks.map((b, i) => ({ ...b, z: i })));
  return { ...s, ...(opts.background ? { background: opts.background } : {}), notes: opts.notes ?? '' };
}

/** Escapes text placed inside template HTML. */
export function esc(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A small uppercase label above a heading ("eyebrow"). */
export function eyebrow(x: number, y: number, width: number, label: string, p: Palette, align: TextStyle['align'] = 'left'): Block {
  return text(x, y, width, 30, `<p>${esc(label)}</p>`, { color: p.accent, fontSize: '16px', letterSpacing: '0.18em', align, lineHeight: '1.4' });
}

/** A slide heading, left-aligned at the top margin, with its accent bar. */
export function heading(title: string, p: Palette, opts: { y?: number; kicker?: string } = {}): Block[] {
  const y = opts.y ?? 64;
  return [
    ...(opts.kicker ? [eyebrow(M, y - 34, 600, opts.kicker.toUpperCase(), p)] : []),
    text(M, y, W - 2 * M, 70, `<h2>${esc(title)}</h2>`, { align: 'left', fontSize: em(42, 'h2'), color: p.text }),
    shape(M, y + 74, 56, 5, p.accent, { radius: 3 }),
  ];
}

/** A bulleted list as text-block HTML. */
export function bullets(items: string[]): string {
  return `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
}

/** A generic content slide (heading + bullets) in a template's palette: the page most decks need after their opener. */
export function contentSlide(p: Palette, title: string, items: string[], notes = ''): Slide {
  return slide([
    ...heading(title, p),
    text(M, 190, W - 2 * M, 400, bullets(items), { align: 'left', fontSize: '28px', lineHeight: '1.6', color: p.text }),
  ], { notes });
}

const EM = { h1: 2.2, h2: 1.6, h3: 1.3 } as const;
/** The box font size that makes a heading of `tag` (sized in em by the deck typography) come out at `px`. */
export function em(px: number, tag: keyof typeof EM): string {
  return `${Math.round((px / EM[tag]) * 10) / 10}px`;
}

/** A document of these slides. */
export function deck(...slides: Slide[]): DeckDocument {
  return { schemaVersion: CURRENT_SCHEMA_VERSION, slides };
}
