// bench/export PPTX: a 100-slide deck of mixed blocks (text with lists and links, shapes, lines, tables, code; math,
// drawings and an image on every tenth slide) written through the PPTX format's run() in a fresh process. Prints the
// first (cold: MathJax and highlight.js load) and median warm times and the process's peak memory, against the
// published anchors for 100 slides (go-slides 348 ms / 204 MiB, Marp CLI 7.8 s / 1.4 GiB); target < 2 s, < 300 MiB.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib.mjs';

const ANCHORS = [{ name: 'go-slides', ms: 348, mib: 204 }, { name: 'Marp CLI', ms: 7800, mib: 1434 }];
const TARGET = { ms: 2000, mib: 300 };

/**
 * Bundles the measured script the way the server is built (our TypeScript bundled, npm packages external), so the
 * process carries what a server process would and no TypeScript loader. Kept under node_modules so the external
 * packages resolve.
 */
async function bundleChild() {
  const { build } = await import('esbuild');
  const outfile = path.join(root, 'node_modules/.cache/podium-bench/pptx-child.mjs');
  mkdirSync(path.dirname(outfile), { recursive: true });
  const externalDeps = { name: 'external-deps', setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@podium/') ? undefined : { path: args.path, external: true }));
  } };
  await build({ entryPoints: [path.join(root, 'bench/export/pptx-child.mjs')], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning', plugins: [externalDeps] });
  return outfile;
}

/** Runs the PPTX bench and prints its numbers; throws when a target is missed. */
export async function benchPptx() {
  const child = spawnSync(process.execPath, [await bundleChild()], { cwd: root, encoding: 'utf8', env: process.env });
  if (child.status !== 0) throw new Error(`pptx bench failed: ${child.stderr}`);
  const result = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}');
  const warm = [...result.times.slice(1)].sort((a, b) => a - b);
  const median = warm.length ? warm[Math.floor(warm.length / 2)] : result.times[0];
  const mib = result.maxRssKiB / 1024;
  console.log(`bench/export pptx: ${result.slides} slides, ${(result.bytes / 1024).toFixed(0)} KiB file; first run ${result.times[0].toFixed(0)} ms (CPU ${result.cpuTimes[0].toFixed(0)} ms), warm median ${median.toFixed(0)} ms; peak memory ${mib.toFixed(0)} MiB (whole process; ${(result.baselineRssKiB / 1024).toFixed(0)} MiB before the first export)`);
  for (const anchor of ANCHORS) {
    console.log(`bench/export pptx vs ${anchor.name} (published): time ${(result.times[0] / anchor.ms).toFixed(2)}× (cold) / ${(median / anchor.ms).toFixed(2)}× (warm), memory ${(mib / anchor.mib).toFixed(2)}×`);
  }
  const ok = result.times[0] < TARGET.ms && mib < TARGET.mib;
  console.log(`bench/export pptx: target < ${TARGET.ms} ms and < ${TARGET.mib} MiB: ${ok ? 'met' : 'MISSED'}`);
  if (!ok) throw new Error('pptx bench missed its target');
}

if (process.argv[1] === new URL(import.meta.url).pathname) await benchPptx();
