// bench/view: GET throughput of a public deck's pages (the show page and the player page with the slides) through the
// full Podium stack vs nginx serving the same bytes as a static file (a bare Node static server when nginx is not
// installed), both as separate processes pinned to the same core, measured with autocannon in the same run. Prints
// the ratio (target ≥ 0.5), each server's CPU time per request (the player page's ratio: target ≥ 0.8) with the load
// average, and the gzip size of the viewer's JS+CSS against reveal.js's own (target ≤ 1.5×).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  cpuRatio, cpuText, loadAverage, measure, meanCpu, report, reportCpu, root, warmUp, signedInClient, startNginx, startListening, startPodium,
} from './lib.mjs';

const ROUNDS = 3;
const here = path.dirname(fileURLToPath(import.meta.url));

/** A deck of ten slides with headings, text and a list, like a short talk. */
function talkSlides() {
  return Array.from({ length: 10 }, (_, i) => `<section><h2>Part ${i + 1}</h2><p>Why this matters, in a sentence or two of plain text for slide ${i + 1}.</p>` +
    '<ul><li>First point</li><li>Second point</li><li>Third point</li></ul></section>').join('');
}

/** nginx serving one file at every URL, or the bare Node static server; returns its URL and a stop function. */
async function startStaticPeer(file) {
  const nginx = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (!nginx) {
    const { child, url } = await startListening(path.join(here, 'bare-static.mjs'), [file]);
    return { name: 'bare Node static server', url, pid: child.pid, stop: () => child.kill() };
  }
  const prefix = mkdtempSync(path.join(tmpdir(), 'podium-bench-nginx-'));
  mkdirSync(path.join(prefix, 'logs'));
  const conf = path.join(prefix, 'nginx.conf');
  // One worker, like the one Podium process; stock static-file serving otherwise.
  const writeConf = (port) => writeFileSync(conf, `worker_processes 1; daemon off; pid ${prefix}/nginx.pid; error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${path.dirname(file)};
    location / { default_type 'text/html; charset=utf-8'; try_files /${path.basename(file)} =404; }
  }
}
`);
  const { child, url } = await startNginx(nginx, ['-p', prefix, '-c', conf], writeConf);
  return { name: 'nginx', url, pid: child.pid, stop: () => child.kill() };
}

/** Gzip size in bytes of the concatenated files. */
function gzipSize(files) {
  return gzipSync(Buffer.concat(files.map((file) => readFileSync(path.join(root, file))))).length;
}

/**
 * Measures one page against the static peer; returns the median round's ratio. With `cpuTarget`, also says whether
 * the CPU-time ratio (the mean of the rounds) meets it.
 * @param {number | undefined} [cpuTarget]
 */
async function comparePage(label, pageUrl, duration, podiumPid, cpuTarget = undefined) {
  const bytes = await (await fetch(pageUrl)).text();
  const dir = mkdtempSync(path.join(tmpdir(), 'podium-bench-view-'));
  chmodSync(dir, 0o755); // nginx's workers run as an unprivileged user when it is started as root
  const file = path.join(dir, 'page.html');
  writeFileSync(file, bytes, { mode: 0o644 });
  const peer = await startStaticPeer(file);
  try {
    await warmUp(pageUrl);
    await warmUp(peer.url);
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const ours = await measure(pageUrl, { duration, pid: podiumPid });
      const theirs = await measure(peer.url, { duration, pid: peer.pid });
      rounds.push({ ours, theirs, ratio: ours.rps / theirs.rps });
      console.log(`bench/view ${label}: round ${round + 1}: Podium ${ours.rps.toFixed(0)} req/s, ${peer.name} ${theirs.rps.toFixed(0)} req/s, ratio ${(ours.rps / theirs.rps).toFixed(2)}; ` +
        `CPU per request: Podium ${cpuText(ours)}, ${peer.name} ${cpuText(theirs)}, ratio ${cpuRatio(ours, theirs)}`);
    }
    const middle = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)];
    if (!middle) throw new Error('no rounds measured');
    console.log(`bench/view ${label}: response ${Buffer.byteLength(bytes)} bytes, ${ROUNDS} rounds of ${duration} s per side, anonymous viewer (median round shown)`);
    const [ourCpu, theirCpu] = [meanCpu(rounds.map((r) => r.ours)), meanCpu(rounds.map((r) => r.theirs))];
    console.log(`bench/view ${label}: CPU per request (mean of rounds): Podium ${cpuText(ourCpu)} vs ${peer.name} ${cpuText(theirCpu)}, ` +
      `ratio ${cpuRatio(ourCpu, theirCpu)} (what the throughput ratio would be if each server had its core to itself); load average ${loadAverage()}`);
    const ratio = report(`bench/view ${label}`, middle.ours, middle.theirs, peer.name, 0.5);
    if (cpuTarget !== undefined) reportCpu(`bench/view ${label}`, ourCpu, theirCpu, peer.name, cpuTarget);
    return ratio;
  } finally {
    peer.stop();
  }
}

/**
 * Waits (on the condition, at most two minutes) until the saved deck's thumbnail is rendered: the render runs the
 * export Chromium, a child of the server whose CPU time the measurement counts, about 20 s after a save settles.
 * A deck read by many visitors is not being saved at the same time, so the bench measures after it.
 */
async function thumbnailRendered(client, deckId) {
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    const { deck } = /** @type {{ deck: { thumbnail_url: string | null } }} */ (await (await client.request('GET', `/api/v1/decks/${deckId}.json`)).json());
    if (deck.thumbnail_url) return console.log(`bench/view: the deck's thumbnail was rendered after ${((Date.now() - started) / 1000).toFixed(1)} s; measuring now`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log('bench/view: the deck\'s thumbnail was not rendered within two minutes; measuring anyway');
}

/** Runs both page comparisons and prints the viewer's size against reveal.js. */
export async function benchView({ duration = Number(process.env.BENCH_DURATION ?? 5) } = {}) {
  const podium = await startPodium();
  try {
    const client = await signedInClient(podium.base);
    const created = await client.request('POST', '/api/v1/decks.json', { deck: { title: 'Benchmark talk' } });
    const { deck } = /** @type {{ deck: { id: number; slug: string; version: number } }} */ (await created.json());
    const saved = await client.request('PUT', `/api/v1/decks/${deck.id}.json`, { deck: { data: talkSlides(), version: deck.version } });
    if (!saved.ok) throw new Error(`saving the deck failed: ${saved.status}`);
    await thumbnailRendered(client, deck.id);
    const showUrl = `${podium.base}/${client.username}/${deck.slug}`;
    await comparePage('show page', showUrl, duration, podium.child.pid);
    await comparePage('player page', `${showUrl}/fullscreen`, duration, podium.child.pid, 0.8);
  } finally {
    podium.child.kill();
  }
  const ours = gzipSize(['apps/web/dist/player/player.js', 'apps/web/dist/player/player.css']);
  const reveal = gzipSize(['node_modules/reveal.js/dist/reveal.js', 'node_modules/reveal.js/dist/reveal.css']);
  const ratio = ours / reveal;
  console.log(`bench/view size: player JS+CSS ${(ours / 1024).toFixed(1)} KiB gzip vs reveal.js JS+CSS ${(reveal / 1024).toFixed(1)} KiB gzip`);
  console.log(`bench/view size: ratio ${ratio.toFixed(2)} (target ≤ 1.5)${ratio <= 1.5 ? '' : '  ← above target'}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchView();
