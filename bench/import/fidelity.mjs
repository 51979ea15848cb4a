// bench/import fidelity: the fidelity fixtures (PowerPoint tables that take their look from a table style, text
// boxes with wrap="none", normAutofit and spAutoFit, shape styles with font colours and shadows), BENCH_SLIDES
// slides of them (50 by default) in one file, read by the PPTX import format in a fresh process, against LibreOffice
// headless converting the same file to PDF in the same run. Prints cold and warm times, CPU per slide, the ratio to
// LibreOffice, the load average and whether the target (< 3 s for the file, as bench/import-pptx) is met.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleChild, libreOffice, runChild } from './pptx.mjs';

const TARGET_MS = 3000;
const loadAverage = () => { try { return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '); } catch { return 'unknown'; } };

/** Runs the fidelity import bench and prints its numbers; throws when the target is missed. */
export async function benchImportFidelity() {
  const child = await bundleChild();
  const dir = mkdtempSync(path.join(tmpdir(), 'podium-bench-fidelity-'));
  try {
    const file = path.join(dir, 'fidelity.pptx');
    runChild(child, ['generate-fidelity', file]);
    const result = JSON.parse(runChild(child, ['measure', file]).trim().split('\n').at(-1) ?? '{}');
    const warm = [...result.times.slice(1)].sort((a, b) => a - b);
    const median = warm.length ? warm[Math.floor(warm.length / 2)] : result.times[0];
    const cpuPerSlide = result.cpuTimes[0] / result.slides;
    console.log(`bench/import fidelity: ${result.slides} slides of table styles, text fitting and shape styles, ${(statSync(file).size / 1024).toFixed(0)} KiB; first run ${result.times[0].toFixed(0)} ms (CPU ${result.cpuTimes[0].toFixed(0)} ms, ${cpuPerSlide.toFixed(1)} ms a slide), warm median ${median.toFixed(0)} ms; ${result.warnings} warnings; peak memory ${(result.maxRssKiB / 1024).toFixed(0)} MiB; load average ${loadAverage()}`);
    const peer = libreOffice(file, dir);
    if (!peer) console.log('bench/import fidelity vs LibreOffice: skipped (soffice is not installed)');
    else console.log(`bench/import fidelity vs LibreOffice headless (pptx → pdf, same file, same run): ${result.times[0].toFixed(0)} vs ${peer.ms.toFixed(0)} ms = ${(result.times[0] / peer.ms).toFixed(2)}× (cold) / ${(median / peer.ms).toFixed(2)}× (warm)${peer.mib === null ? '' : `, memory ${(result.maxRssKiB / 1024).toFixed(0)} vs ${peer.mib.toFixed(0)} MiB`}`);
    const ok = result.times[0] < TARGET_MS;
    console.log(`bench/import fidelity: target < ${TARGET_MS} ms: ${ok ? 'met' : 'MISSED'}`);
    if (!ok) throw new Error('fidelity import bench missed its target');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) await benchImportFidelity();
