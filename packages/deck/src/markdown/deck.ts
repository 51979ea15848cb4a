/** A whole Markdown deck (the Markdown file import): YAML front matter as deck settings, the rest as slides. */
import type { PageDeckSettings } from '../import/html/pageSettings.js';
import type { ParseResult } from '../parse/parse.js';
import type { SlideSize } from '../parse/plain.js';
import { ParseReport } from '../parse/report.js';
import { CURRENT_SCHEMA_VERSION } from '../schema/document.js';
import { readFrontMatter } from './frontMatter.js';
import { readMarkdownSlides, type MarkdownOptions } from './reader.js';
import { DEFAULT_SEPARATORS } from './split.js';

/** A Markdown deck read: its document, the deck settings and title its front matter gives, and the warnings. */
export interface MarkdownDeck extends ParseResult {
  settings: PageDeckSettings;
  title?: string;
}

const sizeOf = (s: PageDeckSettings): SlideSize | undefined =>
  typeof s.width === 'number' && typeof s.height === 'number' && s.width >= 100 && s.height >= 100 ? { width: s.width, height: s.height } : undefined;

/** Marp's directives (`<!-- _class: lead -->`, `<!-- paginate: true -->`; a leading `_` scopes one to its slide). */
const MARP_DIRECTIVE = /<!--\s*_?(class|paginate|header|footer|backgroundColor|backgroundImage|backgroundPosition|backgroundRepeat|backgroundSize|color|theme|headingDivider|style|size|math)\s*:/g;

/** Marp directives in the Markdown, which Podium does not apply: one warning per directive with how often it occurs. */
function marpDirectiveWarnings(markdown: string): ParseResult['warnings'] {
  const counts = new Map<string, number>();
  for (const [, name] of markdown.matchAll(MARP_DIRECTIVE)) counts.set(name!, (counts.get(name!) ?? 0) + 1);
  return [...counts].map(([name, n]) => ({ what: `Marp directive "${name}"`, why: `not applied${n > 1 ? ` (${n} times)` : ''}: set the slide's classes, background or the deck's settings in the editor` }));
}

/** A whole Markdown deck (the Markdown file import): front matter as deck settings, the rest as slides. */
export function readMarkdownDeck(markdown: string, options: Omit<MarkdownOptions, 'report'> = {}): MarkdownDeck {
  const report = new ParseReport();
  const front = readFrontMatter(markdown);
  const separators = front.separators ? { ...DEFAULT_SEPARATORS, ...front.separators } : undefined;
  const slides = readMarkdownSlides(front.body, { size: sizeOf(front.settings), ...(separators ? { separators } : {}), ...options, report });
  return {
    doc: { schemaVersion: CURRENT_SCHEMA_VERSION, slides }, settings: front.settings, title: front.title,
    warnings: [...front.warnings, ...marpDirectiveWarnings(front.body), ...report.warnings],
  };
}
