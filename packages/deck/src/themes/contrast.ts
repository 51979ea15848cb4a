/**
 * The contrast check (WCAG 2.x AA: 4.5:1 for body text, 3:1 for large text, judged on the block's smallest text): text on a slide measured against what is actually behind it —
 * the text box's fill, else the slide's background colour, else the theme's background. Slides with a background
 * image, gradient, video or page are skipped (what is behind the text is unknown). Results are fidelity warnings, the
 * deck's one warning shape, so the editor lists them like any other.
 */
import { A11Y_CONTRAST } from '@podium/shared';
import type { DeckDocument } from '../schema/document.js';
import type { Block } from '../schema/block.generated.js';
import type { Slide } from '../schema/slide.js';
import { pptxColor } from '../export/pptx/units.js';
import type { FidelityWarning } from '../warnings.js';
import { luminance } from './colors.js';
import { resolveThemeTokens, type ThemeTokenColors } from './tokens.js';
import { requiredContrast, textSizes } from '../accessibility/textSize.js';

/** WCAG AA for normal-size text (large text needs less: see requiredContrast). */
export const MIN_TEXT_CONTRAST = A11Y_CONTRAST.normal;

/** A low-contrast text block. */
export interface ContrastIssue {
  block: string;
  ratio: number;
  /** What WCAG AA asks of this text (4.5, or 3 for large text). */
  required: number;
  text: string;
  background: string;
}

/** Contrast ratio of two #rrggbb colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `#rrggbb` of a CSS colour laid over `under` (#rrggbb), honouring its alpha; null when unreadable. */
function over(css: string | undefined, under: string): string | null {
  if (!css) return under;
  const color = pptxColor(css, under.slice(1));
  if (!color) return null;
  const alpha = 1 - color.transparency / 100;
  if (alpha >= 1) return `#${color.hex.toLowerCase()}`;
  const mix = (i: number) => {
    const top = Number.parseInt(color.hex.slice(i, i + 2), 16);
    const bottom = Number.parseInt(under.slice(1 + i, 3 + i), 16);
    return Math.round(top * alpha + bottom * (1 - alpha)).toString(16).padStart(2, '0');
  };
  return `#${mix(0)}${mix(2)}${mix(4)}`;
}

/** Colours written inline in rich text (`style="color: …"`, not background-color). */
function inlineColors(html: string): string[] {
  return [...html.matchAll(/(?<![-\w])color\s*:\s*([^;"']+)/gi)].map((m) => m[1]!.trim());
}

/** The slide's background colour under the text, or null when an image, gradient, video or page covers it. */
function slideBackground(slide: Slide, theme: { background: string }): string | null {
  const bg = slide.background;
  if (bg && (bg.image || bg.gradient || bg.video || bg.iframe)) return null;
  return over(bg?.color, theme.background);
}

function textIssue(block: Block, backdrop: string, theme: { text: string }): ContrastIssue | null {
  if (block.type !== 'text') return null;
  const props = block.props as { html: string; style?: { color?: string; background?: string; fontSize?: string } };
  if (!props.html.replace(/<[^>]*>/g, '').trim()) return null;
  const background = over(props.style?.background, backdrop);
  const base = over(props.style?.color, theme.text);
  if (!background || !base) return null;
  const required = requiredContrast(textSizes(props.html, props.style?.fontSize).smallest);
  let worst: ContrastIssue | null = null;
  for (const css of [props.style?.color ? undefined : theme.text, base, ...inlineColors(props.html)]) {
    const text = css === undefined ? base : over(css, background);
    if (!text) continue;
    const ratio = contrastRatio(text, background);
    if (!worst || ratio < worst.ratio) worst = { block: block.id, ratio, required, text, background };
  }
  return worst && worst.ratio < required ? worst : null;
}

/** What the check needs of a theme: its background and text, and the colours behind the theme tokens if any are used. */
export interface ContrastTheme {
  background: string;
  text: string;
  tokens?: ThemeTokenColors;
}

/** The slide's text blocks whose text falls below WCAG AA against their background (theme tokens resolved first). */
export function slideContrastIssues(themed: Slide, theme: ContrastTheme): ContrastIssue[] {
  const slide = theme.tokens ? resolveThemeTokens(themed, theme.tokens) : themed;
  const backdrop = slideBackground(slide, theme);
  if (!backdrop) return [];
  return slide.blocks.map((block) => textIssue(block, backdrop, theme)).filter((issue): issue is ContrastIssue => issue !== null);
}

/** Contrast warnings for a whole deck, per slide (1-based, reading order) and block. */
export function contrastWarnings(doc: DeckDocument, theme: ContrastTheme): FidelityWarning[] {
  const slides = doc.slides.flatMap((slide) => [slide, ...(slide.children ?? [])]);
  return slides.flatMap((slide, i) => slideContrastIssues(slide, theme).map((issue) => ({
    slide: i + 1, block: issue.block, what: 'text',
    why: `is hard to read: contrast ${issue.ratio.toFixed(1)}:1 against its background (at least ${issue.required}:1 is needed)`,
  })));
}
