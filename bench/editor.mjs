// bench/editor: a generated 200-slide deck with 3000 blocks, opened in the Podium editor and, in the same run, the
// same deck's rendered HTML in a plain reveal.js page. Prints time-to-interactive for each and the ratio (target
// ≤ 1.2×), and the p95 work per frame while dragging a block in the editor (target ≤ 8 ms, half a 60 Hz frame): the
// main thread's CPU time per input frame from a Chromium trace (see frame-work.mjs), with the wall time of the same
// frames and the load average beside it (on a busy machine wall time also counts the time other processes held the
// core).
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { root, signedInClient, startPodium } from './lib.mjs';
import { cpuUntilMark, FRAME_TRACE_CATEGORIES, frameWork } from './frame-work.mjs';

const SLIDES = 200;
const BLOCKS_PER_SLIDE = 15;
const RUNS = Number(process.env.BENCH_EDITOR_RUNS ?? 5);
const OPEN_TARGET = 1.2;
const FRAME_TARGET_MS = 8;
const loadAverage = () => { try { return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '); } catch { return 'unknown'; } };
const hex = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** 200 slides of 15 text blocks each, cloned from the default document's title block, each with its own text. */
function bigDocument(base) {
  const template = base.slides[0].blocks[0];
  const slides = Array.from({ length: SLIDES }, (_, s) => ({
    ...base.slides[0],
    id: hex(),
    blocks: Array.from({ length: BLOCKS_PER_SLIDE }, (_, b) => ({
      ...template,
      id: hex(),
      x: 40 + (b % 5) * 180, y: 40 + Math.floor(b / 5) * 200, width: 160, height: 120,
      // Every block has its own text, so neither the editor nor the sanitiser's cache gets 3000 copies of one string.
      props: { ...template.props, html: `<p>Slide ${s + 1}, block ${b + 1}</p>` },
    })),
  }));
  return { ...base, slides };
}

/** Serves a plain reveal.js page holding the deck's rendered slides, and reveal.js itself from node_modules. */
async function revealServer(slidesHtml) {
  const dist = path.join(root, 'node_modules/reveal.js/dist');
  const page = `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/reveal/reveal.css">
<link rel="stylesheet" href="/reveal/theme/white.css"><style>.sl-block{position:absolute}</style></head>
<body><div class="reveal"><div class="slides">${slidesHtml}</div></div>
<script type="module">import Reveal from '/reveal/reveal.mjs';
Reveal.initialize({ width: 960, height: 700, hash: true }).then(() => { window.__ready = performance.now(); });</script></body></html>`;
  const server = createServer((req, res) => {
    if (req.url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    const file = path.join(dist, (req.url ?? '').replace(/^\/reveal\//, '').split('?')[0] ?? '');
    if (!file.startsWith(dist) || !existsSync(file)) return res.writeHead(404).end();
    const type = file.endsWith('.css') ? 'text/css' : 'text/javascript';
    createReadStream(file).pipe(res.writeHead(200, { 'content-type': type }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/**
 * Runs in both pages before their scripts: at every animation frame it checks whether the page is interactive, and
 * once it is, records the time after that frame's style, layout and paint (a task posted from requestAnimationFrame
 * runs after them). Measured in the page, the same way for both, so neither side includes the harness's own polling
 * round trips. Editor: a block of the current slide is on the canvas with a box, the toolbar is there and the
 * document is loaded (status "Saved"). reveal.js: `Reveal.initialize()` has resolved.
 */
function interactiveProbe(kind) {
  const ready = () => {
    if (kind === 'reveal') return window.__ready !== undefined;
    const block = document.querySelector('[data-testid="editor-slide"] [data-testid="editor-block"]');
    const status = document.querySelector('[data-testid="save-status"]');
    const toolbar = document.querySelector('[data-testid="editor"] [role="toolbar"]');
    return Boolean(block && toolbar && status?.textContent === 'Saved' && block.getBoundingClientRect().width > 0);
  };
  const channel = new MessageChannel();
  // Reported through the console: waiting with page.waitForFunction would inject Playwright's utility script into
  // the page while it loads (~30 ms of script evaluation on the main thread, landing on the editor's load but after
  // reveal.js's, which is done by the load event).
  channel.port1.onmessage = () => {
    performance.mark('podium-bench:interactive');
    console.debug(`podium-bench:interactive ${performance.now()}`);
  };
  const frame = () => (ready() ? channel.port2.postMessage(0) : requestAnimationFrame(frame));
  requestAnimationFrame(frame);
}

/**
 * Opens `url` in a new page of `context` and returns its time to interactive (ms since navigation start) as reported
 * by `interactiveProbe`, and its renderer main thread's CPU time until then, from a trace of the load.
 */
async function loadUntilInteractive(browser, context, url, kind) {
  const page = await context.newPage();
  await page.addInitScript(interactiveProbe, kind);
  const reported = page.waitForEvent('console', { predicate: (m) => m.text().startsWith('podium-bench:interactive '), timeout: 120_000 });
  await browser.startTracing(page, { categories: [...FRAME_TRACE_CATEGORIES, 'blink.user_timing'] });
  await page.goto(url, { waitUntil: 'commit' });
  const message = await reported;
  const trace = await browser.stopTracing();
  // BENCH_TRACE_DIR=<dir>: each load's trace is written there (open in Chrome DevTools' performance panel).
  if (process.env.BENCH_TRACE_DIR) writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `${kind}-${Date.now()}.json`), trace);
  const cpu = cpuUntilMark(trace, 'podium-bench:interactive');
  return { page, at: Number(message.text().split(' ')[1]), cpu };
}

/** The editor counted as interactive must be: a click selects the first block and the toolbar's buttons are enabled. */
async function checkEditorResponds(page) {
  const block = page.locator('[data-testid="editor-slide"] [data-testid="editor-block"]').first();
  await block.click();
  await page.locator('[data-testid="editor"] .is-selected, [data-testid="editor"] [data-selected="true"]').first().waitFor({ timeout: 10_000 });
}

export async function benchEditor() {
  const podium = await startPodium();
  let reveal;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const client = await signedInClient(podium.base);
    const { deck } = await (await client.request('POST', '/api/v1/decks.json', { deck: { title: 'Big deck' } })).json();
    const document = bigDocument(deck.document);
    const saved = await client.request('PUT', `/api/v1/decks/${deck.id}.json`, { deck: { document, version: deck.version } });
    if (saved.status !== 200) throw new Error(`saving the generated deck failed: ${saved.status} ${await saved.text()}`);
    const { data } = await (await fetch(`${podium.base}/api/v1/decks/${deck.id}/data.json`)).json();
    reveal = await revealServer(data);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const session = client.cookie().split('; ').find((c) => c.startsWith('podium_session=')) ?? '';
    await context.addCookies([{ name: 'podium_session', value: session.slice('podium_session='.length), url: podium.base }]);
    const editorUrl = `${podium.base}/${client.username}/${deck.slug}/edit`;

    const editorTimes = [];
    const revealTimes = [];
    const editorCpu = [];
    const revealCpu = [];
    for (let run = 0; run < RUNS; run += 1) {
      const editor = await loadUntilInteractive(browser, context, editorUrl, 'editor');
      editorTimes.push(editor.at);
      editorCpu.push(editor.cpu);
      await checkEditorResponds(editor.page);
      await editor.page.close();

      const plain = await loadUntilInteractive(browser, context, reveal.url, 'reveal');
      revealTimes.push(plain.at);
      revealCpu.push(plain.cpu);
      await plain.page.close();
    }

    const editor = await context.newPage();
    await editor.goto(editorUrl);
    const block = editor.locator('[data-testid="editor-block"]').first();
    await block.waitFor({ state: 'visible', timeout: 120_000 });
    const box = await block.boundingBox();
    if (!box) throw new Error('the first block has no box');
    // Wall time per frame that handles drag input, measured in the page: from the frame's first pointermove handler to
    // a task posted from requestAnimationFrame, which runs after that frame's style, layout and paint. (Intervals
    // between frames would only show the display clock: headless Chromium keeps them at ~16.7 ms even for an empty
    // page.) The trace gives each frame's main-thread CPU time.
    await editor.evaluate(() => {
      window.__frames = [];
      let inputStart = /** @type {number | null} */ (null);
      let frameStart = 0;
      window.addEventListener('pointermove', () => { inputStart ??= performance.now(); }, { capture: true });
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__frames.push(performance.now() - frameStart);
      const tick = () => {
        if (inputStart !== null) {
          frameStart = inputStart;
          inputStart = null;
          channel.port2.postMessage(0);
        }
        if (window.__frames.length < 100000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await editor.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await browser.startTracing(editor, { categories: FRAME_TRACE_CATEGORIES });
    await editor.mouse.down();
    for (let i = 1; i <= 120; i += 1) await editor.mouse.move(box.x + box.width / 2 + i * 2, box.y + box.height / 2 + i);
    await editor.mouse.up();
    const work = frameWork(await browser.stopTracing());
    const frames = await editor.evaluate(() => window.__frames);
    await editor.close();

    const ours = median(editorTimes);
    const theirs = median(revealTimes);
    const ratio = ours / theirs;
    console.log(`bench/editor: ${SLIDES} slides, ${SLIDES * BLOCKS_PER_SLIDE} blocks, median of ${RUNS} loads each`);
    console.log(`bench/editor: time to interactive — Podium editor ${ours.toFixed(0)} ms vs plain reveal.js ${theirs.toFixed(0)} ms`);
    console.log(`bench/editor: ratio ${ratio.toFixed(2)}× (target ≤ ${OPEN_TARGET}×): ${ratio <= OPEN_TARGET ? 'met' : 'MISSED'}; load average ${loadAverage()}`);
    const cpuRatio = median(editorCpu) / median(revealCpu);
    console.log(`bench/editor: renderer main-thread CPU until interactive — Podium editor ${median(editorCpu).toFixed(0)} ms vs plain reveal.js ${median(revealCpu).toFixed(0)} ms: ${cpuRatio.toFixed(2)}× (target ≤ ${OPEN_TARGET}×): ${cpuRatio <= OPEN_TARGET ? 'met' : 'MISSED'}`);
    const p95 = percentile(work.map((f) => f.cpu), 0.95);
    console.log(`bench/editor: dragging a block — ${work.length} frames with input: main-thread CPU per frame p50 ${percentile(work.map((f) => f.cpu), 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ ${FRAME_TARGET_MS} ms): ${p95 <= FRAME_TARGET_MS ? 'met' : 'MISSED'}`);
    console.log(`bench/editor: the same frames' wall time p50 ${percentile(work.map((f) => f.wall), 0.5).toFixed(1)} ms, p95 ${percentile(work.map((f) => f.wall), 0.95).toFixed(1)} ms; in-page (input to after paint) p50 ${percentile(frames, 0.5).toFixed(1)} ms, p95 ${percentile(frames, 0.95).toFixed(1)} ms over ${frames.length} frames; load average ${loadAverage()}`);
    return { ratio, cpuRatio, p95 };
  } finally {
    await browser.close();
    reveal?.close();
    podium.child.kill();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchEditor();
