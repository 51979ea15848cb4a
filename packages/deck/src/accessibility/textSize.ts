/**
 * How big a block's text is, in slide pixels: its box's font size (the deck's base size when none), and every size
 * written inline in its rich text. The accessibility check reads the smallest (tiny text, and which contrast WCAG asks).
 */
import { A11Y_CONTRAST } from '@podium/shared';
import { DECK_TEXT_PX } from '../render/typography.js';

/** A CSS length as px against `base` (em and % of it; rem of the deck's base); null when it cannot be read. */
export function cssPx(value: string | undefined, base: number): number | null {
  const m = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(px|pt|em|rem|%)?\s*$/i.exec(value ?? '');
  if (!m) return null;
  const n = Number(m[1]);
  switch ((m[2] ?? 'px').toLowerCase()) {
    case 'pt': return (n * 4) / 3;
    case 'em': return n * base;
    case 'rem': return n * DECK_TEXT_PX;
    case '%': return (n / 100) * base;
    default: return n;
  }
}

/** The text block's base size and the smallest size of any text in it (headings are larger than the base). */
export function textSizes(html: string, fontSize: string | undefined): { base: number; smallest: number } {
  const base = cssPx(fontSize, DECK_TEXT_PX) ?? DECK_TEXT_PX;
  const inline = [...html.matchAll(/font-size\s*:\s*([^;"']+)/gi)].map((m) => cssPx(m[1], base)).filter((px): px is number => px !== null);
  return { base, smallest: Math.min(base, ...inline) };
}

/** The contrast WCAG AA asks of text this size: 3:1 for large text (24 px, or 18.66 px bold), else 4.5:1. */
export function requiredContrast(px: number, bold = false): number {
  const large = px >= A11Y_CONTRAST.largeTextPx || (bold && px >= A11Y_CONTRAST.largeBoldTextPx);
  return large ? A11Y_CONTRAST.large : A11Y_CONTRAST.normal;
}
