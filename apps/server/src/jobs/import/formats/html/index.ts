/**
 * The HTML import format: one slides.com or reveal.js `.html` file (a saved page or an export's index.html), read by
 * the deck package's page reader with its fidelity warnings: the deck settings, title and speaker notes the page
 * carries (Podium's deck-config, slides.com's SLConfig, reveal.js's size and theme) come along; the `<title>` is the
 * title when nothing else names the deck.
 */
import { readFile } from 'node:fs/promises';
import { readSlidesPage } from '@podium/deck/import/html';
import { TIMERS } from '@podium/shared';
import type { ImportFormat, ImportResult } from '../../format.js';
import { headText, looksLikeHtml } from '../../text.js';
import { reportLocalReferences } from '../../localReferences.js';

/** The decoded text of `<title>` (entities limited to the common ones a title carries). */
export function htmlTitle(html: string): string | undefined {
  const raw = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  if (!raw) return undefined;
  const text = raw.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"').replace(/&#39;|&apos;/g, "'").replace(/\s+/g, ' ').trim();
  return text || undefined;
}

/** Reads slides HTML into an import result; `missing` is what the user is told about files the page points at. */
export function readSlidesHtml(html: string, missing: string | ((url: string) => string)): ImportResult {
  const page = readSlidesPage(html);
  return {
    document: page.doc,
    title: page.title ?? htmlTitle(html),
    // The names are the deck's settings; the import job checks each value against them and reports the ones it refuses.
    settings: page.settings as ImportResult['settings'],
    warnings: [...page.warnings, ...reportLocalReferences(page.doc, missing)],
  };
}

export const htmlFormat: ImportFormat = {
  id: 'html',
  timeoutMs: TIMERS.importSocketTimeoutMs,
  async accepts(head) {
    const text = headText(head);
    return text !== null && looksLikeHtml(text);
  },
  async run({ file, progress }) {
    progress(0.1, 'Reading the slides');
    const html = await readFile(file, 'utf8');
    const result = readSlidesHtml(html, 'is not in the .html file; import the ZIP export to bring its files along');
    progress(0.8, 'Slides read');
    return result;
  },
};
