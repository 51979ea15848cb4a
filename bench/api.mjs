// bench/api: GET /api/v1/decks/{id}.json through the full Podium stack vs a bare Fastify route returning the same
// bytes, both as separate processes, measured with autocannon in the same run. Prints the throughput ratio and each
// server's CPU time per request (which stays close to the cost when the machine is busy with other work), both with
// the target ≥ 0.8, and the load average. Then the scale of the deck list: an owner's public list read anonymously
// with 10 and with 2,000 decks, whose cost must not grow faster than the number of decks.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cpuRatio, cpuText, loadAverage, meanCpu, measure, report, reportCpu, signedInClient, startListening, startPodium, warmUp,
} from './lib.mjs';

const ROUNDS = 3;
const TARGET = 0.8;
const SMALL_LIST = 10;
const LARGE_LIST = 2_000;

/** Creates `count` decks for the client, a few requests at a time. */
async function createDecks(client, count, title) {
  const PARALLEL = 4;
  let next = 0;
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    while (next < count) {
      next += 1;
      const created = await client.request('POST', '/api/v1/decks.json', { deck: { title: `${title} ${next}` } });
      if (created.status !== 201) throw new Error(`creating a deck failed: ${created.status} ${await created.text()}`);
    }
  }));
}

/**
 * The deck list's scale: CPU per request and latency of an owner's first page (what a profile shows), read
 * anonymously, with 10 and with 2,000 decks. A page holds the same number of cards either way; what may grow is the
 * count of the owner's decks and the ordering, at most in proportion to the decks.
 */
async function benchListScale(podium, duration) {
  const sizes = [SMALL_LIST, LARGE_LIST];
  const results = [];
  for (const size of sizes) {
    const client = await signedInClient(podium.base);
    const started = Date.now();
    await createDecks(client, size, 'Listed deck');
    console.log(`bench/api list: ${size} decks created in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const url = `${podium.base}/api/v1/decks.json?username=${client.username}`;
    const first = /** @type {{ total: number }} */ (await (await fetch(url)).json());
    if (first.total !== size) throw new Error(`the list says ${first.total} decks, not ${size}`);
    await warmUp(url, 2_000);
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) rounds.push(await measure(url, { duration, pid: podium.child.pid }));
    const cpu = meanCpu(rounds);
    const p99 = [...rounds].sort((a, b) => a.p99 - b.p99)[Math.floor(rounds.length / 2)]?.p99 ?? Number.NaN;
    const rps = rounds.reduce((sum, r) => sum + r.rps, 0) / rounds.length;
    results.push({ size, cpu: cpu.cpuUsPerRequest, p99 });
    console.log(`bench/api list: ${size} decks: ${rps.toFixed(0)} req/s, p99 ${p99} ms, CPU per request ${cpuText(cpu)} (mean of ${ROUNDS} rounds of ${duration} s)`);
  }
  const [small, large] = results;
  if (!small || !large) throw new Error('no list measured');
  const growth = large.cpu / small.cpu;
  const bound = LARGE_LIST / SMALL_LIST;
  console.log(`bench/api list: ${SMALL_LIST} → ${LARGE_LIST} decks (×${bound}): CPU per request ×${growth.toFixed(2)}, p99 ×${(large.p99 / small.p99).toFixed(2)} ` +
    `(target: no faster than linear, ≤ ×${bound}) ${growth <= bound ? 'met' : 'NOT MET'}; load average ${loadAverage()}`);
  return growth <= bound;
}

/** Runs the comparison and the list's scale; returns the median round's throughput ratio. */
export async function benchApi({ duration = Number(process.env.BENCH_DURATION ?? 5) } = {}) {
  const podium = await startPodium();
  let bare;
  try {
    const client = await signedInClient(podium.base);
    const created = await client.request('POST', '/api/v1/decks.json', { deck: { title: 'Benchmark deck' } });
    const { deck } = /** @type {{ deck: { id: number } }} */ (await created.json());
    const url = `/api/v1/decks/${deck.id}.json`;
    const bytes = await (await fetch(podium.base + url)).text();

    const peer = await startListening(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-fastify.mjs'), [], { BODY: bytes });
    bare = peer.child;
    const peerUrl = peer.url;
    // Warm both (JIT, caches), then alternate rounds so drift in machine load hits both sides alike.
    await warmUp(podium.base + url);
    await warmUp(peerUrl);
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const ours = await measure(podium.base + url, { duration, pid: podium.child.pid });
      const theirs = await measure(peerUrl, { duration, pid: bare.pid });
      rounds.push({ ours, theirs, ratio: ours.rps / theirs.rps });
      console.log(`bench/api: round ${round + 1}: Podium ${ours.rps.toFixed(0)} req/s, bare Fastify ${theirs.rps.toFixed(0)} req/s, ratio ${(ours.rps / theirs.rps).toFixed(2)}; ` +
        `CPU per request: Podium ${cpuText(ours)}, bare Fastify ${cpuText(theirs)}, ratio ${cpuRatio(ours, theirs)}`);
    }
    bare.kill();
    bare = undefined;
    const middle = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)];
    if (!middle) throw new Error('no rounds measured');
    console.log(`bench/api: response ${bytes.length} bytes, ${ROUNDS} rounds of ${duration} s per side, anonymous reader of a public deck (median round shown); load average ${loadAverage()}`);
    const ratio = report('bench/api', middle.ours, middle.theirs, 'bare Fastify', TARGET);
    // The mean of the rounds: what the throughput ratio would be if each server had its core to itself.
    const cpuMet = reportCpu('bench/api', meanCpu(rounds.map((r) => r.ours)), meanCpu(rounds.map((r) => r.theirs)), 'bare Fastify', TARGET);
    const listMet = await benchListScale(podium, duration);
    const met = ratio >= TARGET && cpuMet && listMet;
    console.log(`bench/api: Podium ${met ? 'meets' : 'is below'} its targets (throughput ${ratio >= TARGET ? 'met' : 'NOT MET'}, CPU ${cpuMet ? 'met' : 'NOT MET'}, ` +
      `list scale ${listMet ? 'met' : 'NOT MET'}); load average ${loadAverage()}`);
    return ratio;
  } finally {
    bare?.kill();
    podium.child.kill();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchApi();
