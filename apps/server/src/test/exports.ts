/** Export test helpers: a deck with known slides, waiting for an export to finish, reading a PDF with poppler and a video with ffprobe. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, vi } from 'vitest';
import type { ExportView } from '@podium/shared';
import type { TestClient } from './harness.js';
import { pdfjs } from '../jobs/import/formats/pdf/pdfjs.js';

/**
 * Three visible slides (one of them a vertical stack of two) and a hidden one: 4 pages by default; slide 1 has two
 * fragments (3 steps), slide 2 has notes, slide 1 links out.
 */
export const EXPORT_SLIDES = `<section data-id="aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"><h1>Alpha title</h1><p class="fragment">First step</p><p class="fragment">Second step</p><p><a href="https://example.com/docs">Read the docs</a></p></section>
<section data-id="bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"><h2>Bravo slide</h2><p>Bravo body</p><aside class="notes">Bravo speaker notes</aside></section>
<section data-id="cccccccccccccccccccccccccccccccc" data-visibility="hidden"><p>Hidden charlie</p></section>
<section><section data-id="dddddddddddddddddddddddddddddddd"><p>Delta top</p></section><section data-id="eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"><p>Echo below</p></section></section>`;

/** Creates a deck with the given slides HTML and returns it. */
export async function deckWithSlides(c: TestClient, data = EXPORT_SLIDES, fields: Record<string, unknown> = {}) {
  const deck = (await c.post('/api/v1/decks.json', { deck: { title: 'Export me', ...fields } })).json().deck;
  const saved = await c.put(`/api/v1/decks/${deck.id}.json`, { deck: { data, version: deck.version } });
  expect(saved.statusCode).toBe(200);
  return saved.json().deck as { id: number; slug: string; version: number };
}

/** Polls the status URL (as the export screen does) until the export is done or failed. */
export async function waitForExport(c: TestClient, deckId: number, exportId: string, timeout = 90_000): Promise<ExportView> {
  return vi.waitFor(async () => {
    const response = await c.get(`/api/v1/decks/${deckId}/exports/${exportId}.json`);
    if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}: ${response.body}`);
    const view = response.json().export as ExportView;
    if (view.status !== 'done' && view.status !== 'failed') throw new Error(`still ${view.status}`);
    return view;
  }, { timeout, interval: 200 });
}

/** Writes bytes to a temp file and returns its path. */
export function tempFile(bytes: Buffer, name: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'podium-export-test-')), name);
  writeFileSync(file, bytes);
  return file;
}

/** What ffprobe reads of a video file. */
export interface VideoProbe {
  format: { duration: string };
  streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }>;
}

/** A video's format and streams (ffprobe). */
export function probe(file: string): VideoProbe {
  return JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { encoding: 'utf8' })) as VideoProbe;
}

/** Pages of a PDF (poppler's pdfinfo). */
export function pdfPages(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** The titles of a PDF's outline (its bookmarks), depth first, read with pdf.js. */
export async function pdfOutline(file: string): Promise<string[]> {
  const { getDocument } = await pdfjs();
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(file)), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const titles: string[] = [];
    const walk = (items: Array<{ title: string; items: unknown[] }> | null) => {
      for (const item of items ?? []) { titles.push(item.title); walk(item.items as typeof items); }
    };
    walk(await pdf.getOutline());
    return titles;
  } finally {
    await pdf.destroy();
  }
}

/** The text of each page of a PDF (poppler's pdftotext; pages are separated by form feeds). */
export function pdfPageTexts(file: string): string[] {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
}

/** Processes descending from this test process (browsers, ffmpeg) whose command name contains `name`. */
export function descendantProcesses(name: string): number[] {
  // Exited processes not yet reaped (state Z, "defunct") are dead: they do not count.
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,stat=,comm='], { encoding: 'utf8' }).trim().split('\n')
    .map((line) => line.trim().split(/\s+/)).filter(([, , stat]) => !stat?.startsWith('Z'))
    .map(([pid, ppid, , comm]) => ({ pid: Number(pid), ppid: Number(ppid), comm: comm ?? '' }));
  const ours = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) if (ours.has(row.ppid) && !ours.has(row.pid)) { ours.add(row.pid); grew = true; }
  }
  return rows.filter((row) => ours.has(row.pid) && row.pid !== process.pid && row.comm.includes(name)).map((row) => row.pid);
}

/**
 * Kills (SIGKILL) every Chromium process descending from this test process, as a crash or the OOM killer would; returns
 * how many it killed.
 */
export function killChromium(): number {
  const victims = descendantProcesses('chrom');
  for (const victim of victims) {
    try {
      process.kill(victim, 'SIGKILL');
    } catch (error) {
      // Killing the browser's main process ends its children too: one already gone is what we wanted.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
  return victims.length;
}
