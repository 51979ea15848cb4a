// bench/media: 20 generated 12 MP photos (4000×3000 JPEG) uploaded to Podium one after another and processed by its
// job queue (WebP display size and thumbnail per photo): the time from the first upload to all variants ready, and the
// peak memory the work adds to the server (resident memory sampled every 20 ms, minus the same right before the first
// upload), against plain sharp doing the same resizes in one process (bench/media-peer.mjs: its VmHWM minus its
// resident memory once sharp is loaded) on the same files in the same run. Target ≤ 1.5× for both. Whole-process
// peaks are printed too: an idle Podium (PGlite, Fastify, pg-boss) is far larger than a bare sharp script.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { root, signedInClient, startPodium } from './lib.mjs';

const PHOTOS = 20;
const TARGET = 1.5;

/**
 * A 12 MP photo-like JPEG (smooth colour fields with grain; about 2–4 MB, under the 10 MB image limit). sharp's types
 * require `background` for `create`; the noise fills every pixel, so it is never seen.
 */
async function photo(seed) {
  const small = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 90 + seed * 4, sigma: 60 } } }).png().toBuffer();
  return sharp(small).resize(4000, 3000, { kernel: 'cubic' }).modulate({ hue: seed * 17 }).jpeg({ quality: 88 }).toBuffer();
}

const statusOf = (pid, field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const mib = (bytes) => `${(bytes / 1048576).toFixed(0)} MiB`;

/** Runs the peer on the files (pinned like the server) and returns its elapsed time and peak memory. */
function runPeer(files) {
  const pin = existsSync('/usr/bin/taskset') && availableParallelism() > 1;
  const args = [path.join(root, 'bench/media-peer.mjs'), ...files];
  const [command, argv] = pin ? ['taskset', ['-c', '1', process.execPath, ...args]] : [process.execPath, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => { out += chunk; });
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`media peer exited with ${code}`))));
  });
}

/** Runs the media bench and prints its numbers; throws when a target is missed. */
export async function benchMedia() {
  const dir = mkdtempSync(path.join(tmpdir(), 'podium-bench-media-'));
  const files = [];
  for (let i = 0; i < PHOTOS; i += 1) {
    const file = path.join(dir, `photo-${i}.jpg`);
    writeFileSync(file, await photo(i));
    files.push(file);
  }
  const bytes = files.reduce((sum, file) => sum + readFileSync(file).length, 0);

  const { base, child } = await startPodium();
  let podium;
  try {
    const client = await signedInClient(base);
    const idle = statusOf(child.pid, 'VmRSS');
    let sampled = idle;
    const sampler = setInterval(() => { sampled = Math.max(sampled, statusOf(child.pid, 'VmRSS')); }, 20);
    const started = performance.now();
    const ids = [];
    for (const file of files) {
      const form = new FormData();
      form.append('file', new Blob([readFileSync(file)], { type: 'image/jpeg' }), path.basename(file));
      const response = await fetch(`${base}/api/v1/media.json`, { method: 'POST', body: form, headers: { cookie: client.cookie(), 'x-csrf-token': client.csrf() } });
      if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
      ids.push((await response.json()).media.id);
    }
    for (;;) {
      const page = await (await client.request('GET', '/api/v1/media.json')).json();
      const failed = page.results.find((m) => m.status === 'failed');
      if (failed) throw new Error(`processing failed: ${failed.error}`);
      if (page.results.length === PHOTOS && page.results.every((m) => m.status === 'ready' && m.display_url && m.thumbnail_url)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    podium = { elapsed: performance.now() - started, peak: Math.max(sampled, statusOf(child.pid, 'VmRSS')), idle, hwm: statusOf(child.pid, 'VmHWM') };
    clearInterval(sampler);
  } finally {
    child.kill();
  }
  const peer = await runPeer(files);

  const timeRatio = podium.elapsed / peer.elapsed;
  const podiumWork = podium.peak - podium.idle;
  const peerWork = peer.peak - peer.before;
  const memoryRatio = podiumWork / peerWork;
  console.log(`bench/media: ${PHOTOS} photos of 12 MP (${mib(bytes)} of JPEG); Podium upload + variants ${(podium.elapsed / 1000).toFixed(1)} s, adds ${mib(podiumWork)} at peak (resident ${mib(podium.idle)} idle, ${mib(podium.peak)} peak, VmHWM ${mib(podium.hwm)} incl. start-up); plain sharp ${(peer.elapsed / 1000).toFixed(1)} s, adds ${mib(peerWork)} at peak (VmHWM ${mib(peer.peak)})`);
  console.log(`bench/media time vs plain sharp: ${timeRatio.toFixed(2)}× (target ≤ ${TARGET}×): ${timeRatio <= TARGET ? 'met' : 'MISSED'}`);
  console.log(`bench/media peak working memory vs plain sharp: ${memoryRatio.toFixed(2)}× (target ≤ ${TARGET}×): ${memoryRatio <= TARGET ? 'met' : 'MISSED'}; whole process ${(podium.peak / peer.peak).toFixed(2)}× (not a target)`);
  if (timeRatio > TARGET || memoryRatio > TARGET) throw new Error('media bench missed its target');
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { ensureBuilt } = await import('../scripts/build.mjs');
  await ensureBuilt();
  await benchMedia();
}
