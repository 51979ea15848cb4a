/**
 * Reading a slides page (a slides.com or reveal.js `.html`, or the `index.html` of a ZIP export, Podium's own included):
 * its slides with the deck settings, title and speaker notes the page carries beside them, and every loss reported.
 * Markdown decks, whose front matter carries the same settings, are read here too.
 */
import { parseWithWarnings } from '../../parse/parse.js';
import type { DeckDocument } from '../../schema/document.js';
import type { FidelityWarning } from '../../warnings.js';
import { withPageNotes } from './notes.js';
import { backgroundTextWarnings } from './backgroundText.js';
import { readPageSettings, type PageDeckSettings } from './pageSettings.js';

export { readPageSettings, revealSlideSize, type PageDeckSettings, type PageSettings } from './pageSettings.js';
export { readMarkdownDeck, type MarkdownDeck } from '../../markdown/deck.js';
export { readFrontMatter, type FrontMatter } from '../../markdown/frontMatter.js';
export { REVEAL_THEMES, revealThemeLook, revealThemeName } from './revealThemes.js';

export interface SlidesPage {
  doc: DeckDocument;
  settings: PageDeckSettings;
  title?: string;
  warnings: FidelityWarning[];
}

const positive = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v >= 100 && v <= 10000 ? v : undefined);

/** A slides page as a document, its deck settings and title; laid out at the page's slide size. */
export function readSlidesPage(html: string): SlidesPage {
  const page = readPageSettings(html);
  const width = positive(page.settings.width);
  const height = positive(page.settings.height);
  const { doc, warnings } = parseWithWarnings(html, width && height ? { size: { width, height } } : {});
  const themeColor = typeof page.settings.themeColor === 'string' ? page.settings.themeColor : undefined;
  const all = [...page.warnings, ...warnings, ...(page.plainReveal ? backgroundTextWarnings(doc, themeColor) : [])];
  return { doc: withPageNotes(doc, page.notes, all), settings: page.settings, title: page.title, warnings: all };
}
