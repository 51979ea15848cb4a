/**
 * Text blocks whose text is taller than the block (the player draws it past the block's bottom): the PPTX export
 * writes each text box as tall as the text, so LibreOffice, an independent reader with its own fonts, draws every
 * word inside its box. The file is converted to PDF and pdftotext -bbox places each word.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBlock, type DeckDocument } from '@podium/deck';
import type { ExportResult } from '../../format.js';
import { exportInput, testSlide } from '../test-input.js';
import { pptxFormat } from './index.js';

const hasTools = spawnSync('soffice', ['--version']).status === 0 && spawnSync('pdftotext', ['-v']).status === 0;

/** Each box: its words are unique to it, so every word found in the PDF belongs to one box. */
const BOXES = [
  { id: 'para', x: 60, y: 40, width: 380, height: 40, html: '<p>Alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike</p><p>November oscar papa</p>' },
  { id: 'head', x: 500, y: 40, width: 380, height: 60, html: '<h1>Quebec romeo sierra tango</h1><p>Uniform victor</p>' },
  { id: 'list', x: 60, y: 330, width: 300, height: 50, html: '<ul><li>Whiskey xray yankee zulu</li><li>Amber basalt cobalt</li><li>Denim ember fern</li></ul>' },
  { id: 'breaks', x: 500, y: 330, width: 380, height: 30, padding: 12, html: '<p>Garnet<br>hazel<br>indigo<br>jade</p>' },
];
const doc: DeckDocument = {
  schemaVersion: 1,
  slides: [testSlide('s1', BOXES.map((b) => createBlock('text', { x: b.x, y: b.y, width: b.width, height: b.height, ...(b.padding ? { padding: b.padding } : {}), props: { html: b.html } })))],
};

interface Rect { x0: number; y0: number; x1: number; y1: number }

describe.skipIf(!hasTools)('PPTX text box heights in LibreOffice', () => {
  let result: ExportResult;
  const boxes = new Map<string, Rect>();
  const words: Array<{ text: string } & Rect> = [];

  beforeAll(async () => {
    result = await pptxFormat.run(exportInput(doc));
    const xml = await (await JSZip.loadAsync(readFileSync(result.file))).file('ppt/slides/slide1.xml')!.async('string');
    // Each text shape's box in PDF points (12700 EMU a point), keyed by the first word of its text.
    for (const sp of xml.split('<p:sp>').slice(1)) {
      const off = /<a:off x="(\d+)" y="(\d+)"\/>/.exec(sp)!;
      const ext = /<a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(sp)!;
      const first = /<a:t>([^<\s]+)/.exec(sp)![1]!;
      const box = BOXES.find((b) => b.html.includes(first))!;
      boxes.set(box.id, { x0: Number(off[1]) / 12700, y0: Number(off[2]) / 12700, x1: (Number(off[1]) + Number(ext[1])) / 12700, y1: (Number(off[2]) + Number(ext[2])) / 12700 });
    }
    const out = path.dirname(result.file);
    execFileSync('soffice', [`-env:UserInstallation=file://${out}/lo-profile`, '--headless', '--convert-to', 'pdf', '--outdir', out, result.file], { stdio: 'ignore', timeout: 120_000 });
    const bbox = execFileSync('pdftotext', ['-bbox', result.file.replace(/\.pptx$/, '.pdf'), '-'], { encoding: 'utf8' });
    for (const m of bbox.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]+)<\/word>/g)) {
      words.push({ x0: Number(m[1]), y0: Number(m[2]), x1: Number(m[3]), y1: Number(m[4]), text: m[5]! });
    }
  }, 180_000);

  it('writes each box at least as tall as the block and taller where the text needs it', () => {
    for (const b of BOXES) {
      const box = boxes.get(b.id)!;
      expect(box.y0).toBeCloseTo(b.y * 0.75, 1);
      expect(box.y1 - box.y0).toBeGreaterThan(b.height * 0.75 + 1);
    }
  });

  it('has LibreOffice draw every word inside its own box', () => {
    const tolerance = 1.5;
    for (const b of BOXES) {
      const box = boxes.get(b.id)!;
      const expected = b.html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean);
      for (const text of expected) {
        const word = words.find((w) => w.text === text);
        expect(word, `"${text}" is drawn`).toBeDefined();
        const outside = word!.x0 < box.x0 - tolerance || word!.x1 > box.x1 + tolerance || word!.y0 < box.y0 - tolerance || word!.y1 > box.y1 + tolerance;
        expect(outside, `"${text}" at ${JSON.stringify(word)} inside ${b.id} ${JSON.stringify(box)}`).toBe(false);
      }
    }
  });
});
