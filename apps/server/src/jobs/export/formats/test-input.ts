/** Test helpers for the export formats: an ExportInput around a document, with uploaded media served from memory. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Resvg } from '@resvg/resvg-js';
import { createBlock, type Block, type DeckDocument, type SlideFields } from '@podium/deck';
import type { ExportDeckSettings, ExportInput } from '../format.js';

/** Deck settings as a new deck has them. */
export const DECK_SETTINGS: ExportDeckSettings = {
  width: 960, height: 700, margin: 0.05, center: false, transition: 'slide', backgroundTransition: 'slide',
  themeColor: 'black-blue', themeFont: 'montserrat', slideNumber: false, shouldLoop: false, rtl: false, shuffle: false,
  autoSlideInterval: 0, navigationMode: 'default', upsizingEnabled: true, cssOutput: null,
};

/** A small PNG (a filled square) drawn with resvg. */
export function samplePng(color = '#e4572e', size = 64): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${color}"/></svg>`;
  return new Resvg(svg).render().asPng();
}

/** A slide with the given blocks. */
export function testSlide(id: string, blocks: Block[], extra: Partial<SlideFields> = {}): SlideFields {
  return { id, hidden: false, notes: '', classes: [], blocks, ...extra };
}

/** A text block. */
export const textBlock = (html: string, y = 40): Block => createBlock('text', { x: 80, y, width: 800, height: 120, props: { html } });

/** An ExportInput for `document`, its media served from `media` (app URL → bytes), in a fresh work folder. */
export function exportInput(document: DeckDocument, media: Record<string, Buffer> = {}, progress: Array<[number, string]> = []): ExportInput {
  return {
    deck: { id: '1', title: 'Quarterly review', slug: 'quarterly-review', ownerUsername: 'ann' },
    document,
    settings: DECK_SETTINGS,
    options: { separateFragments: false, notes: true, controls: true },
    openMedia: (url) => (media[url] ? Readable.from([media[url]!]) : null),
    publicUrl: 'https://podium.example',
    workDir: mkdtempSync(path.join(tmpdir(), 'podium-export-')),
    signal: new AbortController().signal,
    progress: (fraction, label) => progress.push([fraction, label]),
  };
}
