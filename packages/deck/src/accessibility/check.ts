/**
 * The accessibility check of a deck (the editor's Accessibility panel, like PowerPoint's): images without
 * alternative text, videos and embedded pages without a title, slides without a title, text below WCAG AA contrast
 * on its slide's background, tiny text and links without text. Hidden slides are skipped (they are not presented).
 */
import { A11Y_FINDINGS, A11Y_MIN_TEXT_PX, type A11yFindingKind } from '@podium/shared';
import type { Block } from '../schema/block.generated.js';
import type { DeckDocument } from '../schema/document.js';
import type { SlideFields } from '../schema/slide.js';
import { slideContrastIssues, type ContrastTheme } from '../themes/contrast.js';
import { DECK_TEXT_PX } from '../render/typography.js';
import { textSizes } from './textSize.js';

/** One problem: where it is (slide id and 1-based position in reading order, the block when it is one) and what. */
export interface A11yFinding {
  kind: A11yFindingKind;
  slideId: string;
  slide: number;
  blockId?: string;
  message: string;
}

/** Every block on the slide, grouped ones included (reading order). */
function allBlocks(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((b) => (b.type === 'group' ? [b, ...allBlocks((b.props as { children: Block[] }).children)] : [b]));
}

const plain = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s+/g, ' ').trim();

/** Whether a text block's HTML holds a heading with text. */
function hasHeading(html: string): boolean {
  return [...html.matchAll(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/gi)].some((m) => plain(m[1]!) !== '');
}

/** Links with neither text nor an image with alternative text inside. */
function emptyLinks(html: string): number {
  return [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/gi)].filter((m) => plain(m[1]!) === '' && !/<img\b[^>]*\balt\s*=\s*"[^"]*\S/i.test(m[1]!)).length;
}

type BlockFinding = Pick<A11yFinding, 'kind' | 'message'>;

/** What one block lacks (contrast is judged per slide, below). */
function blockFindings(block: Block): BlockFinding[] {
  const p = block.props as Record<string, unknown>;
  const found: BlockFinding[] = [];
  if (block.type === 'image' && p.src && !(p.alt as string | undefined)?.trim() && !p.decorative) {
    found.push({ kind: 'missing-alt', message: A11Y_FINDINGS['missing-alt']('Image') });
  }
  if ((block.type === 'video' || block.type === 'iframe') && p.src && !(p.title as string | undefined)?.trim()) {
    found.push({ kind: 'missing-title', message: A11Y_FINDINGS['missing-title'](block.type === 'video' ? 'Video' : 'Embedded page') });
  }
  if (block.type === 'text') {
    const html = p.html as string;
    const { smallest } = textSizes(html, (p.style as { fontSize?: string } | undefined)?.fontSize);
    if (plain(html) && smallest < A11Y_MIN_TEXT_PX) found.push({ kind: 'tiny-text', message: A11Y_FINDINGS['tiny-text'](smallest) });
    for (let i = emptyLinks(html); i > 0; i -= 1) found.push({ kind: 'empty-link', message: A11Y_FINDINGS['empty-link'] });
  }
  if (block.type === 'shape' && (p.text as string | undefined)?.trim()) {
    const size = (p.textSize as number | undefined) ?? DECK_TEXT_PX;
    if (size < A11Y_MIN_TEXT_PX) found.push({ kind: 'tiny-text', message: A11Y_FINDINGS['tiny-text'](size) });
  }
  return found;
}

/** Whether the slide has a title: its own, or a heading in one of its text blocks. */
export function slideHasTitle(slide: SlideFields): boolean {
  return Boolean(slide.title?.trim()) || allBlocks(slide.blocks).some((b) => b.type === 'text' && hasHeading((b.props as { html: string }).html));
}

function slideFindings(slide: SlideFields, position: number, theme: ContrastTheme): A11yFinding[] {
  const at = { slideId: slide.id, slide: position };
  const found: A11yFinding[] = [];
  if (!slideHasTitle(slide)) found.push({ ...at, kind: 'no-slide-title', message: A11Y_FINDINGS['no-slide-title'] });
  for (const block of allBlocks(slide.blocks)) {
    for (const finding of blockFindings(block)) found.push({ ...at, blockId: block.id, ...finding });
  }
  for (const issue of slideContrastIssues({ ...slide, children: undefined }, theme)) {
    found.push({ ...at, blockId: issue.block, kind: 'low-contrast', message: A11Y_FINDINGS['low-contrast'](issue.ratio, issue.required) });
  }
  return found;
}

/** The deck's findings, slide by slide in reading order (vertical slides after the one above them). */
export function accessibilityFindings(doc: DeckDocument, theme: ContrastTheme): A11yFinding[] {
  const slides = doc.slides.flatMap((slide) => [slide, ...(slide.children ?? [])]);
  return slides.flatMap((slide, index) => (slide.hidden ? [] : slideFindings(slide, index + 1, theme)));
}
