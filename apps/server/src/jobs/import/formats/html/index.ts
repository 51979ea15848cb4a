/**
 * The HTML import format: one slides.com or reveal.js `.html` file (a saved page or an export's index.html), read by
 * the deck parser with its fidelity warnings. The `<title>` becomes the deck title and `data-*` sizes on the reveal
 * container or `Reveal.initialize({width, height})` the slide size when they are there.
 */
import { readFile } from 'node:fs/promises';
import { parseWithWarnings } from '@podium/deck';
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

/** The slide size a reveal.js page configures (`Reveal.initialize({ width: 1280, height: 720 })`), if sensible. */
export function htmlSlideSize(html: string): { width: number; height: number } | undefined {
  const config = /Reveal\.(?:initialize|configure)\s*\(\s*\{([\s\S]*?)\}\s*\)/.exec(html)?.[1] ?? '';
  const width = Number(/\bwidth\s*:\s*(\d{2,5})\b/.exec(config)?.[1]);
  const height = Number(/\bheight\s*:\s*(\d{2,5})\b/.exec(config)?.[1]);
  const ok = (n: number) => Number.isInteger(n) && n >= 100 && n <= 10000;
  return ok(width) && ok(height) ? { width, height } : undefined;
}

/** Reads slides HTML into an import result; `missing` is what the user is told about files the page points at. */
export function readSlidesHtml(html: string, missing: string | ((url: string) => string)): ImportResult {
  const size = htmlSlideSize(html);
  const { doc, warnings } = parseWithWarnings(html, size ? { size } : {});
  return {
    document: doc,
    title: htmlTitle(html),
    settings: size ?? {},
    warnings: [...warnings, ...reportLocalReferences(doc, missing)],
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
