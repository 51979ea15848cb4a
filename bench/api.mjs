// bench/api: GET /api/v1/decks/{id}.json through the full Podium stack vs a bare Fastify route returning the same
// bytes, both as separate processes, measured with autocannon in the same run. Prints the ratio (target ≥ 0.8), and
// each server's CPU time per request, which stays close to the cost when the machine is busy with other work.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuRatio, cpuText, meanCpu, measure, report, signedInClient, startListening, startPodium, warmUp } from './lib.mjs';

const ROUNDS = 3;

/** Runs the comparison and returns the median round's ratio. */
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
    const middle = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)];
    if (!middle) throw new Error('no rounds measured');
    console.log(`bench/api: response ${bytes.length} bytes, ${ROUNDS} rounds of ${duration} s per side, anonymous reader of a public deck (median round shown)`);
    const [ourCpu, theirCpu] = [meanCpu(rounds.map((r) => r.ours)), meanCpu(rounds.map((r) => r.theirs))];
    console.log(`bench/api: CPU per request (mean of rounds): Podium ${cpuText(ourCpu)} vs bare Fastify ${cpuText(theirCpu)}, ` +
      `ratio ${cpuRatio(ourCpu, theirCpu)} (what the throughput ratio would be if each server had its core to itself)`);
    return report('bench/api', middle.ours, middle.theirs, 'bare Fastify', 0.8);
  } finally {
    bare?.kill();
    podium.child.kill();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchApi();
