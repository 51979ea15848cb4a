// bench/import PPTX: a generated 50-slide PPTX with a picture on every slide, read by the PPTX import format in a
// fresh process (request to document: the uploaded file to a valid deck document, pictures stored in a local media
// storage). Prints the first (cold) and median warm times and the process's peak memory, against LibreOffice headless
// converting the same file to PDF in the same run (the tool users fall back on; skipped with a message when `soffice`
// is absent). Target < 3 s, < 300 MiB.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../lib.mjs';

const TARGET = { ms: 3000, mib: 300 };

/** Bundles the measured script the way the server is built (our TypeScript bundled, npm packages external). */
export async function bundleChild() {
  const { build } = await import('esbuild');
  const outfile = path.join(root, 'node_modules/.cache/podium-bench/import-pptx-child.mjs');
  mkdirSync(path.dirname(outfile), { recursive: true });
  const externalDeps = { name: 'external-deps', setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@podium/') ? undefined : { path: args.path, external: true }));
  } };
  await build({ entryPoints: [path.join(root, 'bench/import/pptx-child.mjs')], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning', plugins: [externalDeps] });
  return outfile;
}

export function runChild(child, args) {
  const result = spawnSync(process.execPath, [child, ...args], { cwd: root, encoding: 'utf8', env: process.env, maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`import bench child failed: ${result.stderr}`);
  return result.stdout;
}

/** LibreOffice converting the file to PDF: wall time and, where GNU time is there, its peak memory. */
export function libreOffice(file, dir) {
  if (spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status !== 0) return null;
  const profile = `-env:UserInstallation=file://${dir}/lo-profile`;
  const args = [profile, '--headless', '--convert-to', 'pdf', '--outdir', dir, file];
  // A first conversion creates the profile, so the measured one compares a warm tool with our warm reader.
  spawnSync('soffice', args, { stdio: 'ignore' });
  const timed = existsSync('/usr/bin/time');
  const started = performance.now();
  const run = timed ? spawnSync('/usr/bin/time', ['-f', 'maxrss=%M', 'soffice', ...args], { encoding: 'utf8' }) : spawnSync('soffice', args, { encoding: 'utf8' });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`soffice failed: ${run.stderr}`);
  const kib = Number(/maxrss=(\d+)/.exec(run.stderr ?? '')?.[1]);
  return { ms, mib: Number.isFinite(kib) ? kib / 1024 : null };
}

/** Runs the import bench and prints its numbers; throws when a target is missed. */
export async function benchImportPptx() {
  const child = await bundleChild();
  const dir = mkdtempSync(path.join(tmpdir(), 'podium-bench-import-'));
  try {
    const file = path.join(dir, 'bench-50.pptx');
    runChild(child, ['generate', file]);
    const result = JSON.parse(runChild(child, ['measure', file]).trim().split('\n').at(-1) ?? '{}');
    const warm = [...result.times.slice(1)].sort((a, b) => a - b);
    const median = warm.length ? warm[Math.floor(warm.length / 2)] : result.times[0];
    const mib = result.maxRssKiB / 1024;
    console.log(`bench/import pptx: ${result.slides} slides, ${result.pictures} pictures, ${(statSync(file).size / 1048576).toFixed(1)} MiB file; first run ${result.times[0].toFixed(0)} ms (CPU ${result.cpuTimes[0].toFixed(0)} ms), warm median ${median.toFixed(0)} ms; peak memory ${mib.toFixed(0)} MiB (whole process; ${(result.baselineRssKiB / 1024).toFixed(0)} MiB before the first import)`);
    const peer = libreOffice(file, dir);
    if (!peer) console.log('bench/import pptx vs LibreOffice: skipped (soffice is not installed)');
    else {
      const memory = peer.mib === null ? 'memory n/a (no /usr/bin/time)' : `memory ${mib.toFixed(0)} vs ${peer.mib.toFixed(0)} MiB = ${(mib / peer.mib).toFixed(2)}×`;
      console.log(`bench/import pptx vs LibreOffice headless (pptx → pdf, same file, same run): time ${result.times[0].toFixed(0)} vs ${peer.ms.toFixed(0)} ms = ${(result.times[0] / peer.ms).toFixed(2)}× (cold) / ${(median / peer.ms).toFixed(2)}× (warm), ${memory}`);
    }
    const ok = result.times[0] < TARGET.ms && mib < TARGET.mib;
    console.log(`bench/import pptx: target < ${TARGET.ms} ms and < ${TARGET.mib} MiB: ${ok ? 'met' : 'MISSED'}`);
    if (!ok) throw new Error('import bench missed its target');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) await benchImportPptx();
