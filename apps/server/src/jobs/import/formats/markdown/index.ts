/**
 * The Markdown import format: a `.md` deck written with the reveal.js Markdown conventions (`---` between slides,
 * `--` or `----` between vertical ones, `Note:`, `<!-- .slide: -->` and `<!-- .element: -->`), read by the deck package's
 * Markdown reader (YAML front matter gives the deck settings and title). Any UTF-8 text that is not HTML is read as Markdown (the registry asks the other formats first).
 */
import { readFile } from 'node:fs/promises';
import { readFrontMatter, readMarkdownDeck } from '@podium/deck/import/html';
import { TIMERS } from '@podium/shared';
import type { ImportFormat, ImportResult } from '../../format.js';
import { headText, looksLikeHtml } from '../../text.js';
import { reportLocalReferences } from '../../localReferences.js';

/** The first heading's text, as the deck's title. */
export function markdownTitle(markdown: string): string | undefined {
  const heading = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/m.exec(markdown) ?? /^(.+)\n\s{0,3}=+\s*$/m.exec(markdown);
  const text = heading?.[1]?.replace(/[*_`~]/g, '').replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').trim();
  return text || undefined;
}

export const markdownFormat: ImportFormat = {
  id: 'markdown',
  timeoutMs: TIMERS.importSocketTimeoutMs,
  async accepts(head) {
    const text = headText(head);
    // An all-ASCII PDF head is still a PDF (its reader, when registered, comes first; without one it is refused).
    return text !== null && !text.startsWith('%PDF-') && !looksLikeHtml(text);
  },
  async run({ file, progress }) {
    progress(0.1, 'Reading the Markdown');
    const markdown = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    const { doc, warnings, settings, title } = readMarkdownDeck(markdown);
    progress(0.8, 'Checking images');
    return {
      document: doc,
      title: title ?? markdownTitle(readFrontMatter(markdown).body),
      // Deck setting names from the front matter; the import job checks each value and reports the ones it refuses.
      settings: settings as ImportResult['settings'],
      warnings: [...warnings, ...reportLocalReferences(doc, 'is not in the Markdown file; upload it to your media library and replace the link')],
    };
  },
};
