/**
 * The reveal.js Markdown reader: a Markdown deck (or a `<section data-markdown>`) to slides. Shared by the HTML
 * parser and the Markdown file import, so both follow the same conventions.
 */
import type { Element } from 'domhandler';
import { DECK_DEFAULTS } from '@podium/shared';
import { escapeText, renderAttrs } from '../html/escape.js';
import { isElement, parseFragment } from '../html/dom.js';
import { serializeNodes } from '../html/serialize.js';
import type { Block } from '../schema/block.js';
import type { Slide, SlideFields } from '../schema/slide.js';
import type { SlideSize } from '../parse/plain.js';
import { ParseReport } from '../parse/report.js';
import { parseSection } from '../parse/slide-html.js';
import { markdownNodes } from './html.js';
import { DEFAULT_SEPARATORS, splitMarkdown, splitSlide, type MarkdownSeparators } from './split.js';

export interface MarkdownOptions {
  size?: SlideSize;
  separators?: MarkdownSeparators;
  /** Attributes every slide starts with (a data-markdown section forwards its own). */
  sectionAttributes?: Readonly<Record<string, string>>;
  report?: ParseReport;
}

const TITLE_PLACEHOLDER = 'Title Text';

/** Headings become title blocks (text blocks with the title placeholder, as the editor creates them). */
function asTitle(block: Block): Block {
  return block.type === 'text' && /^<h[1-6][\s>]/.test(block.props.html) ? { ...block, props: { ...block.props, placeholder: TITLE_PLACEHOLDER } } : block;
}

/** One slide of Markdown through the section parser (attributes from `.slide:` over the forwarded ones). */
function readSlide(markdown: string, options: MarkdownOptions, report: ParseReport): SlideFields {
  const slide = splitSlide(markdown);
  const probe = parseFragment(`<x ${slide.attributes}>`)[0];
  const own = probe && isElement(probe) ? (probe as Element).attribs : {};
  const attrs = { ...options.sectionAttributes, ...own };
  delete attrs['data-markdown'];
  const notes = slide.notes ? `<aside class="notes">${escapeText(slide.notes)}</aside>` : '';
  const html = `<section${renderAttrs(Object.entries(attrs))}>${serializeNodes(markdownNodes(slide.markdown))}${notes}</section>`;
  const section = parseFragment(html)[0] as Element;
  const parsed = parseSection(section, options.size ?? DECK_DEFAULTS, report);
  return { ...parsed, blocks: parsed.blocks.map(asTitle) };
}

/** Markdown (reveal.js conventions) to slides: `---` between columns, `--` between vertical slides. */
export function readMarkdownSlides(markdown: string, options: MarkdownOptions = {}): Slide[] {
  const report = options.report ?? new ParseReport();
  return splitMarkdown(markdown, options.separators ?? DEFAULT_SEPARATORS).map((column) => {
    const [top, ...below] = column.map((md) => readSlide(md, options, report));
    return below.length ? { ...top!, children: below } : top!;
  });
}
