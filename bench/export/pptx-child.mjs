// bench/export PPTX, the measured process (bundled by pptx.mjs like the server build): writes a 100-slide deck
// of mixed blocks through the PPTX format's run() several times and prints one JSON line: per-run times and the
// process's peak resident memory (maxRSS: everything, Node itself included). CPU time is printed too: on a shared,
// loaded machine the wall time also counts waiting for a core.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createBlock } from '@podium/deck';
import { pptxFormat } from '../../apps/server/src/jobs/export/formats/pptx/index.ts';
import { DECK_SETTINGS, samplePng } from '../../apps/server/src/jobs/export/formats/test-input.ts';

const SLIDES = Number(process.env.BENCH_SLIDES ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** One slide of mixed blocks; every tenth also has math, a drawing and an uploaded image. */
function mixedSlide(n) {
  const blocks = [
    createBlock('text', { x: 60, y: 30, width: 840, height: 90, props: { html: `<h1>Slide ${n}: <strong>results</strong></h1>` } }),
    createBlock('text', { x: 60, y: 140, width: 420, height: 220, props: { html: `<ul><li>Point <em>one</em> of ${n}</li><li>Point <a href="https://example.com/${n}">two</a></li><li><span style="color: #e4572e">Point three</span></li></ul>` } }),
    createBlock('shape', { x: 520, y: 140, width: 200, height: 120, rotation: 10, props: { kind: 'rect', fill: '#1f63c6', strokeWidth: 2, stroke: '#ffffff', cornerRadius: 8, text: `Label ${n}` } }),
    createBlock('line', { x: 740, y: 200, width: 160, height: 1, props: { x1: 0, y1: 0, x2: 160, y2: 0, color: '#ffffff', width: 3, style: 'solid', startType: 'none', endType: 'arrow' } }),
    createBlock('table', { x: 60, y: 380, width: 420, height: 140, props: { rows: 3, cols: 3, header: true, cells: [['Q', 'Rev', 'Cost'], ['1', `${n}`, '7'], ['2', '9', '3']], borderWidth: 1, borderColor: '#cccccc' } }),
    createBlock('code', { x: 520, y: 380, width: 400, height: 160, props: { language: 'javascript', code: `function slide${n}(a, b) {\n  // sum\n  return a + b * ${n};\n}`, theme: 'monokai', lineNumbers: true } }),
  ];
  if (n % 10 === 0) {
    blocks.push(
      createBlock('math', { x: 60, y: 560, width: 400, height: 100, props: { tex: `\\sum_{k=1}^{${n}} k = \\frac{${n}(${n}+1)}{2}` } }),
      createBlock('drawing', { x: 500, y: 560, width: 150, height: 100, props: { points: [[0, 0], [50, 80], [100, 20], [150, 90]], viewBox: { width: 150, height: 100 }, color: '#ffd23f', strokeWidth: 4 } }),
      createBlock('image', { x: 700, y: 560, width: 200, height: 120, props: { src: '/media/photo.png', crop: { x: 0.1, y: 0.1, width: 0.8, height: 0.8 } } }),
    );
  }
  return { id: `slide${n}`, hidden: false, notes: `Notes for slide ${n}`, classes: [], blocks };
}

const document = { schemaVersion: 1, slides: Array.from({ length: SLIDES }, (_, i) => mixedSlide(i + 1)) };
const photo = samplePng('#2c6e3c', 800);
// What the process holds before any export (Node, the loader, the modules): printed so the peak can be read against it.
const baselineRssKiB = Math.round(process.memoryUsage().rss / 1024);
const times = [];
const cpuTimes = [];
let size = 0;
for (let run = 0; run < RUNS; run += 1) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'podium-bench-pptx-'));
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const result = await pptxFormat.run({
    deck: { id: '1', title: 'Bench', slug: 'bench', ownerUsername: 'bench' }, document, settings: DECK_SETTINGS,
    options: { separateFragments: false, notes: true, controls: true },
    openMedia: (url) => (url === '/media/photo.png' ? Readable.from([photo]) : null),
    workDir, signal: new AbortController().signal, progress: () => {},
  });
  times.push(performance.now() - started);
  const cpu = process.cpuUsage(cpuStarted);
  cpuTimes.push((cpu.user + cpu.system) / 1000);
  size = statSync(result.file).size;
  rmSync(workDir, { recursive: true, force: true });
}
console.log(JSON.stringify({ slides: SLIDES, times, cpuTimes, bytes: size, baselineRssKiB, maxRssKiB: process.resourceUsage().maxRSS }));
