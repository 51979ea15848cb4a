/** `<section data-markdown>` in reveal.js HTML: its `<script type="text/template">` read with the Markdown reader. */
import type { Element } from 'domhandler';
import { findElement, parseFragment, textOf } from '../html/dom.js';
import { renderAttrs } from '../html/escape.js';
import type { Slide } from '../schema/slide.js';
import type { SlideSize } from '../parse/plain.js';
import type { ParseReport } from '../parse/report.js';
import { parseSection } from '../parse/slide-html.js';
import { readMarkdownSlides } from './reader.js';
import { DEFAULT_SEPARATORS, dedent, literalSeparatorLine, type MarkdownSeparators } from './split.js';

/** Whether a section is reveal.js Markdown. */
export function isMarkdownSection(section: Element): boolean {
  return 'data-markdown' in section.attribs;
}

/** A separator attribute as the literal line it matches (literalSeparatorLine), else the default (reported). */
function literalSeparator<T extends string | readonly string[]>(raw: string | undefined, fallback: T, report: ParseReport): string | T {
  if (raw === undefined) return fallback;
  const literal = literalSeparatorLine(raw);
  if (literal) return literal;
  report.warn(`Markdown separator "${raw}"`, `is not a plain line: ${[fallback].flat().map((f) => `"${f}"`).join(' or ')} is used`);
  return fallback;
}

/** The slides of a `<section data-markdown>`; an external Markdown file cannot be fetched and is reported. */
export function readMarkdownSection(section: Element, options: { size: SlideSize; report: ParseReport }): Slide[] {
  const a = section.attribs;
  const { report } = options;
  const template = findElement(section.children, (el) => el.name === 'script' || 'data-template' in el.attribs);
  const source = template ? textOf(template) : textOf(section);
  if (a['data-markdown']?.trim() && !source.trim()) {
    const attrs = Object.entries(a).filter(([k]) => k !== 'data-markdown');
    const slide = parseSection(parseFragment(`<section${renderAttrs(attrs)}></section>`)[0] as Element, options.size, report);
    report.warn(`external Markdown file "${a['data-markdown']}"`, 'could not be loaded: import the file itself');
    return [slide];
  }
  const separators: MarkdownSeparators = {
    horizontal: literalSeparator(a['data-separator'], DEFAULT_SEPARATORS.horizontal, report),
    vertical: literalSeparator(a['data-separator-vertical'], DEFAULT_SEPARATORS.vertical, report),
  };
  const forwarded = Object.fromEntries(Object.entries(a).filter(([k]) => !k.startsWith('data-separator') && k !== 'data-markdown' && k !== 'data-charset'));
  const markdown = dedent(source).replace(/__SCRIPT_END__/g, '</script>');
  return readMarkdownSlides(markdown, { ...options, separators, sectionAttributes: forwarded });
}
