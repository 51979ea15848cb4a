// bench/export MP4: a 10-slide deck with slide transitions, each slide 2 s (data-autoslide), exported to a 720p MP4
// through the whole job (POST the export, poll its status, file ready) against, in the same run, a plain pipeline:
// playwright-core Chromium on a bare reveal.js page (reveal.js from node_modules, same slides and transition), one
// JPEG screenshot per frame while a transition runs in real time and the slide's still repeated for the rest of its
// time, piped into ffmpeg (image2pipe → libx264, the same encoder settings). Both make 20 s of video.
// Prints seconds of wall time per second of video, the peak memory (RSS summed over the processes doing the work,
// sampled every 100 ms: Podium's server tree over the idle server before any export, so its Chromium and ffmpeg;
// the plain pipeline's Chromium and ffmpeg plus this process's growth), CPU seconds and load average.
// Targets: ≤ 1.0× the plain pipeline's time, ≤ 1.5× its memory.
import { spawn, execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { loadAverage, root, signedInClient, startPodium } from '../lib.mjs';

const SLIDES = 10;
const SLIDE_MS = 2000;
const FPS = 30;
const SIZE = { width: 1280, height: 720 };
const TARGET = { time: 1.0, memory: 1.5 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VIDEO_SECONDS = (SLIDES * SLIDE_MS) / 1000;

const slidesHtml = () => Array.from({ length: SLIDES }, (_, i) => `<section data-autoslide="${SLIDE_MS}" data-background-color="hsl(${i * 36}, 60%, 35%)"><h2>Slide ${i + 1}</h2><ul><li>Point one of ${i + 1}</li><li>Point two</li></ul></section>`).join('');

/** CPU seconds a process's children that have ended and were reaped spent (cutime + cstime, /proc/<pid>/stat). */
function reapedCpu(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[14]) + Number(fields[15])) / 100; // fields 16 and 17 of stat(5), in clock ticks (100 Hz)
  } catch {
    return 0;
  }
}

/**
 * RSS in bytes of `pid` and all its descendants (ps), leaving out the subtree of `exclude`, and their CPU seconds
 * (live processes' own time plus what their reaped children spent).
 */
function treeUsage(pid, exclude = -1) {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,cputimes='], { encoding: 'utf8' }).trim().split('\n').map((line) => line.trim().split(/\s+/).map(Number));
  const ours = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of rows) if (ours.has(parent) && !ours.has(child) && child !== exclude) { ours.add(child); grew = true; }
  }
  let rss = 0;
  let cpu = 0;
  for (const [child, , kib, seconds] of rows) if (ours.has(child)) { rss += (kib ?? 0) * 1024; cpu += (seconds ?? 0) + reapedCpu(child ?? 0); }
  return { rss, cpu };
}

/** Samples a process tree's RSS every 100 ms until stopped; returns the peak over `baseline`. */
function samplePeak(pid, baseline, exclude = -1) {
  let peak = 0;
  const timer = setInterval(() => { peak = Math.max(peak, treeUsage(pid, exclude).rss - baseline); }, 100);
  return () => { clearInterval(timer); return Math.max(peak, treeUsage(pid, exclude).rss - baseline); };
}

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** The whole Podium export job: wall time, peak memory of the server's work, CPU seconds. */
async function podiumRun(base, client, child, idleRss) {
  const created = await (await client.request('POST', '/api/v1/decks.json', { deck: { title: 'Bench video', transition: 'slide', background_transition: 'slide' } })).json();
  const saved = await client.request('PUT', `/api/v1/decks/${created.deck.id}.json`, { deck: { data: slidesHtml(), version: created.deck.version } });
  if (!saved.ok) throw new Error(`saving the deck failed: ${saved.status}`);
  const idle = treeUsage(child.pid);
  const stop = samplePeak(child.pid, idleRss);
  const started = performance.now();
  const queued = await (await client.request('POST', `/api/v1/decks/${created.deck.id}/exports.json`, { export: { format: 'mp4', resolution: '720p' } })).json();
  let view = queued.export;
  while (view.status !== 'done' && view.status !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, 50)); // the export screen polls; 50 ms adds little
    view = (await (await client.request('GET', `/api/v1/decks/${created.deck.id}/exports/${view.id}.json`)).json()).export;
  }
  const ms = performance.now() - started;
  const peak = stop();
  if (view.status !== 'done') throw new Error(`export failed: ${view.error}`);
  const bytes = Number((await client.request('GET', view.url)).headers.get('content-length'));
  return { ms, peak, cpu: treeUsage(child.pid).cpu - idle.cpu, bytes };
}

/** A bare reveal.js page of the same slides, served from node_modules. */
function bareServer() {
  const dist = path.join(root, 'node_modules/reveal.js/dist');
  const page = `<!doctype html><html><head><link rel="stylesheet" href="/reveal.css"><link rel="stylesheet" href="/theme/white.css"></head>
<body><div class="reveal"><div class="slides">${slidesHtml()}</div></div>
<script src="/reveal.js"></script><script>Reveal.initialize({ width: 960, height: 700, transition: 'slide', backgroundTransition: 'slide', controls: false, progress: false, autoSlide: 0, hash: false }).then(() => { document.documentElement.dataset.ready = 'true'; });</script></body></html>`;
  const server = createServer((request, response) => {
    if (request.url === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    const file = path.join(dist, path.normalize(request.url ?? '/').replace(/^\/+/, ''));
    if (!file.startsWith(dist)) return response.writeHead(404).end();
    let body;
    try {
      body = readFileSync(file);
    } catch {
      return response.writeHead(404).end();
    }
    response.writeHead(200, { 'content-type': file.endsWith('.css') ? 'text/css' : 'text/javascript' }).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The plain pipeline: screenshots of the bare page piped into ffmpeg. */
async function plainRun(podiumPid) {
  const server = await bareServer();
  const url = `http://127.0.0.1:${server.address().port}/`;
  const before = treeUsage(process.pid, podiumPid);
  const stop = samplePeak(process.pid, before.rss, podiumPid);
  const started = performance.now();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const dir = mkdtempSync(path.join(tmpdir(), 'podium-bench-mp4-'));
  const ffmpeg = spawn('ffmpeg', [
    '-hide_banner', '-nostdin', '-y', '-f', 'image2pipe', '-framerate', String(FPS), '-i', '-',
    '-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000', '-map', '0:v:0', '-map', '1:a:0',
    '-vf', `scale=${SIZE.width}:${SIZE.height}:force_original_aspect_ratio=decrease,pad=${SIZE.width}:${SIZE.height}:(ow-iw)/2:(oh-ih)/2,format=yuv420p`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-tune', 'stillimage', '-c:a', 'aac', '-b:a', '128k',
    '-t', String(VIDEO_SECONDS), '-movflags', '+faststart', '-threads', '2', path.join(dir, 'plain.mp4'),
  ], { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  ffmpeg.stderr.setEncoding('utf8').on('data', (chunk) => { stderr = (stderr + chunk).slice(-2000); });
  ffmpeg.stdin.on('error', () => undefined); // a failed ffmpeg is reported by its exit code
  const ended = new Promise(/** @param {(value?: unknown) => void} resolve */ (resolve, reject) => ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr.trim().split('\n').slice(-2).join(' ')}`)))));
  const write = (buffer) => new Promise(/** @param {(value?: unknown) => void} resolve */ (resolve) => (ffmpeg.stdin.write(buffer) ? resolve() : ffmpeg.stdin.once('drain', resolve)));
  try {
    const page = await browser.newPage({ viewport: { width: 988, height: 720 } });
    await page.goto(url);
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    const framesPerSlide = Math.round((SLIDE_MS / 1000) * FPS);
    for (let slide = 0; slide < SLIDES; slide += 1) {
      let frames = 0;
      if (slide > 0) {
        await page.evaluate(() => globalThis.Reveal.next());
        // The transition runs in real time: a screenshot per frame until it has ended (or the slide's time is up).
        while (frames < framesPerSlide - 1 && await page.evaluate(() => document.getAnimations().some((a) => a.playState === 'running'))) {
          await write(await page.screenshot({ type: 'jpeg', quality: 92 }));
          frames += 1;
        }
      }
      const still = await page.screenshot({ type: 'jpeg', quality: 92 });
      for (; frames < framesPerSlide; frames += 1) await write(still);
    }
    ffmpeg.stdin.end();
    await ended;
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const ms = performance.now() - started;
  return { ms, peak: stop(), cpu: treeUsage(process.pid, podiumPid).cpu - before.cpu };
}

/** Runs the MP4 bench and prints its numbers; throws when a target is missed. */
export async function benchMp4() {
  const { base, child } = await startPodium();
  try {
    const client = await signedInClient(base);
    // Memory is counted over the idle server before any export (its Chromium included, as the plain pipeline's own).
    // A first export starts the server's Chromium; the measured run is the second (both pipelines then run warm files).
    const idleRss = treeUsage(child.pid).rss;
    await podiumRun(base, client, child, idleRss);
    const podium = await podiumRun(base, client, child, idleRss);
    const perSecond = (ms) => (ms / 1000 / VIDEO_SECONDS).toFixed(3);
    console.log(`bench/export mp4: ${SLIDES} slides × ${SLIDE_MS / 1000} s with slide transitions, ${VIDEO_SECONDS} s of 720p video; load average ${loadAverage()}`);
    console.log(`bench/export mp4 Podium (whole job): ${(podium.ms / 1000).toFixed(1)} s = ${perSecond(podium.ms)} s per video second, peak ${mib(podium.peak)} over the idle server (Chromium and ffmpeg), CPU ${podium.cpu.toFixed(1)} s, ${(podium.bytes / 1024).toFixed(0)} KiB`);
    const plain = await plainRun(child.pid);
    console.log(`bench/export mp4 plain pipeline (bare reveal.js screenshots | ffmpeg): ${(plain.ms / 1000).toFixed(1)} s = ${perSecond(plain.ms)} s per video second, peak ${mib(plain.peak)}, CPU ${plain.cpu.toFixed(1)} s`);
    const time = podium.ms / plain.ms;
    const memory = podium.peak / plain.peak;
    console.log(`bench/export mp4 vs plain pipeline: time ${time.toFixed(2)}× (target ≤ ${TARGET.time}×): ${time <= TARGET.time ? 'met' : 'MISSED'}; memory ${memory.toFixed(2)}× (target ≤ ${TARGET.memory}×): ${memory <= TARGET.memory ? 'met' : 'MISSED'}`);
    if (time > TARGET.time || memory > TARGET.memory) throw new Error('mp4 bench missed its target');
  } finally {
    child.kill();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { ensureBuilt } = await import('../../scripts/build.mjs');
  await ensureBuilt();
  await benchMp4();
}
