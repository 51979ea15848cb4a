// bench/footprint: the embedded default's memory at rest. One built server on PGlite (a fresh data directory, no
// DATABASE_URL or REDIS_URL), measured as the resident memory (RSS) of its whole process tree, children included (the
// Chromium that renders exports):
// - idle after start, once the RSS has settled (it changes by less than 1% over BENCH_FOOTPRINT_SETTLE_S, default 5 s);
// - the peak while a 20-slide deck is exported to PDF, sampled every 250 ms;
// - BENCH_FOOTPRINT_AFTER_S (default 300: five minutes) after the export finished, by when the export Chromium must
//   have closed itself (it closes after TIMERS.rendererIdleCloseMs idle); the time it took to go is printed too.
// Targets (absolute, there is no peer to hold a footprint against): idle ≤ 400 MiB, after the export ≤ 450 MiB.
import { readFileSync, readdirSync } from 'node:fs';
import { loadAverage, signedInClient, startPodium } from '../lib.mjs';

const SLIDES = 20;
const SETTLE_S = Number(process.env.BENCH_FOOTPRINT_SETTLE_S ?? 5);
const AFTER_S = Number(process.env.BENCH_FOOTPRINT_AFTER_S ?? 300);
const IDLE_TARGET_MIB = 400;
const AFTER_TARGET_MIB = 450;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

/** Every process whose parent chain reaches `pid` (itself included), as { pid, name, rss } (rss in bytes). */
function processTree(pid) {
  const processes = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const field = (name) => status.match(new RegExp(`^${name}:\\s*(.*)$`, 'm'))?.[1] ?? '';
      processes.push({ pid: Number(entry), ppid: Number(field('PPid')), name: field('Name'), rss: Number.parseInt(field('VmRSS'), 10) * 1024 || 0 });
    } catch { /* gone meanwhile */ }
  }
  const inTree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of processes) if (!inTree.has(p.pid) && inTree.has(p.ppid)) { inTree.add(p.pid); grew = true; }
  }
  return processes.filter((p) => inTree.has(p.pid));
}

const treeRss = (pid) => processTree(pid).reduce((sum, p) => sum + p.rss, 0);
const chromiumCount = (pid) => processTree(pid).filter((p) => /chrom/i.test(p.name)).length;

/** The tree's RSS once two samples SETTLE_S apart differ by less than 1%. */
async function settledRss(pid) {
  let last = treeRss(pid);
  for (;;) {
    await sleep(SETTLE_S * 1000);
    const now = treeRss(pid);
    if (Math.abs(now - last) < last * 0.01) return now;
    last = now;
  }
}

export async function benchFootprint() {
  const podium = await startPodium();
  const pid = podium.child.pid;
  try {
    const idle = await settledRss(pid);

    const client = await signedInClient(podium.base);
    const created = await (await client.request('POST', '/api/v1/decks.json', { deck: { title: 'Footprint' } })).json();
    const deck = (await (await client.request('GET', `/api/v1/decks/${created.deck.id}.json`)).json()).deck;
    const [first] = deck.document.slides;
    const slides = Array.from({ length: SLIDES }, (_, i) => ({
      ...first, id: `s${i}`, blocks: [{ ...(first.blocks[0] ?? {}), id: `b${i}`, type: 'text', x: 60, y: 60, width: 800, height: 200, props: { html: `<h2>Slide ${i + 1}</h2><p>${'Body text. '.repeat(30)}</p>` } }],
    }));
    const saved = await client.request('PUT', `/api/v1/decks/${deck.id}.json`, { deck: { version: deck.version, document: { ...deck.document, slides } } });
    if (saved.status !== 200) throw new Error(`save failed: ${saved.status} ${await saved.text()}`);

    let peak = treeRss(pid);
    const sampler = setInterval(() => { peak = Math.max(peak, treeRss(pid)); }, 250);
    const queued = await (await client.request('POST', `/api/v1/decks/${deck.id}/exports.json`, { export: { format: 'pdf' } })).json();
    let view = queued.export;
    while (view.status !== 'done' && view.status !== 'failed') {
      await sleep(250);
      view = (await (await client.request('GET', `/api/v1/decks/${deck.id}/exports/${view.id}.json`)).json()).export;
    }
    clearInterval(sampler);
    if (view.status !== 'done') throw new Error(`export failed: ${view.error}`);
    const exportedAt = Date.now();
    const afterExport = treeRss(pid);
    const chromiumAfterExport = chromiumCount(pid);

    let chromiumGoneS = null;
    while (Date.now() - exportedAt < AFTER_S * 1000) {
      if (chromiumGoneS === null && chromiumCount(pid) === 0) chromiumGoneS = (Date.now() - exportedAt) / 1000;
      await sleep(1000);
    }
    const after = treeRss(pid);
    const idleMet = idle / 2 ** 20 <= IDLE_TARGET_MIB;
    const afterMet = after / 2 ** 20 <= AFTER_TARGET_MIB;
    console.log(`bench/footprint: PGlite server, process tree RSS: idle ${mib(idle)} (target ≤ ${IDLE_TARGET_MIB} MiB: ${idleMet ? 'met' : 'NOT MET'}); ` +
      `${SLIDES}-slide PDF export peak ${mib(peak)}, just after ${mib(afterExport)} with ${chromiumAfterExport} Chromium processes; ` +
      `Chromium gone ${chromiumGoneS === null ? `NOT within ${AFTER_S} s` : `after ${chromiumGoneS.toFixed(0)} s`}; ` +
      `${AFTER_S} s after the export ${mib(after)} (target ≤ ${AFTER_TARGET_MIB} MiB: ${afterMet ? 'met' : 'NOT MET'}); load average ${loadAverage()}`);
    return idleMet && afterMet;
  } finally {
    podium.child.kill();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  await benchFootprint();
  process.exit(0);
}
