// bench/api: GET /api/v1/decks/{id}.json through the full Podium stack vs a bare Fastify route returning the same
// bytes, both as separate processes, measured with autocannon in the same run. Prints the ratio (target ≥ 0.8).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, measure, report, signedInClient, startPodium, startProcess } from './lib.mjs';

export async function benchApi({ duration = Number(process.env.BENCH_DURATION ?? 8) } = {}) {
  const podium = await startPodium();
  let bare;
  try {
    const client = await signedInClient(podium.base);
    const created = await client.request('POST', '/api/v1/decks.json', { deck: { title: 'Benchmark deck' } });
    const { deck } = /** @type {{ deck: { id: number } }} */ (await created.json());
    const url = `/api/v1/decks/${deck.id}.json`;
    const bytes = await (await fetch(podium.base + url)).text();

    const port = await freePort();
    bare = await startProcess(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-fastify.mjs'), [String(port)], { BODY: bytes }, `http://127.0.0.1:${port}/`);
    const peerUrl = `http://127.0.0.1:${port}/`;
    // Warm both (JIT, caches), then measure alternately.
    await measure(podium.base + url, { duration: 2 });
    await measure(peerUrl, { duration: 2 });
    const ours = await measure(podium.base + url, { duration });
    const theirs = await measure(peerUrl, { duration });
    console.log(`bench/api: response ${bytes.length} bytes, ${duration} s per side, anonymous reader of a public deck`);
    return report('bench/api', ours, theirs, 'bare Fastify', 0.8);
  } finally {
    bare?.kill();
    podium.child.kill();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchApi();
