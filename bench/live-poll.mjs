// bench/live-poll: 1,000 viewers of one live stream on two Podium processes (one PostgreSQL, one Redis) vote in an
// open poll within 10 s, the presenter on the first process. Prints p50 / p99 from a vote to the presenter's count that
// includes it, and the lost votes (acknowledged votes missing from the presenter's final count, plus refused ones),
// and the same for a bare `ws` poll room (bench/raw-ws-poll.mjs) in the same run. Target: lost 0.
// "Includes it": the k-th vote sent is counted once the presenter has seen a count of at least k voters (votes are
// sent 10 ms apart and are stored in order; a count of k means k votes are stored). Needs REDIS_URL and DATABASE_URL
// (it creates `<db>_poll_bench` next to DATABASE_URL's database).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import WebSocket from 'ws';
import { benchRedisPrefix, freshDatabase, signedInClient, startListening, startPodium } from './lib.mjs';

const VIEWERS = Number(process.env.BENCH_LIVE_VIEWERS ?? 1000);
const VOTING_MS = 10_000;
const GRACE_MS = 5000;
const CONNECT_BATCH = 50;
const OPTIONS = ['Red', 'Green', 'Blue'];
const POLL_SLIDE = `<section><div class="sl-block" data-block-type="poll" style="left:80px;top:80px;width:640px;height:360px">`
  + `<div class="sl-block-content" data-poll-mode="single"><div class="sl-poll"><p class="sl-poll__question">Which colour?</p>`
  + `<ol class="sl-poll__options">${OPTIONS.map((o) => `<li class="sl-poll__option"><span class="sl-poll__label">${o}</span></li>`).join('')}</ol>`
  + `</div></div></div></section>`;

const percentile = (sorted, p) => sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function openAll(count, open) {
  const clients = [];
  for (let i = 0; i < count; i += CONNECT_BATCH) {
    clients.push(...(await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, count - i) }, (_, j) => open(i + j)))));
  }
  return clients;
}


/** A viewer on a bare `ws` socket speaking the Socket.IO protocol (see bench/live.mjs): joins, then `vote()` sends its one vote. */
function lightVoter(base, deckId) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`);
    /** @type {{ socket: WebSocket, acked: boolean | null, vote: (pollId: number, option: number) => void }} */
    const voter = { socket, acked: null, vote: (pollId, option) => socket.send(`42/live,1["poll:vote",{"poll_id":${pollId},"options":[${option}]}]`) };
    socket.once('error', reject);
    socket.on('message', (data) => {
      const frame = data.toString();
      if (frame === '2') return socket.send('3');
      if (frame.startsWith('0{')) return socket.send('40/live,');
      if (frame.startsWith('40/live,')) return socket.send(`42/live,0["join",{"deckId":${deckId}}]`);
      if (frame.startsWith('43/live,0')) return frame.includes('"ok":true') ? resolve(voter) : reject(new Error('join refused'));
      if (frame.startsWith('43/live,1')) voter.acked = frame.includes('"ok":true');
    });
  });
}

/** Latency of the k-th vote (by send order) to the presenter's first count of at least k, and the losses. */
function summarise(name, sentAt, seen, acked) {
  const latencies = [];
  let at = 0;
  for (let k = 1; k <= sentAt.length; k += 1) {
    while (at < seen.length && seen[at].voters < k) at += 1;
    if (at < seen.length) latencies.push(Math.max(0, seen[at].time - sentAt[k - 1]));
  }
  latencies.sort((a, b) => a - b);
  const final = seen.at(-1)?.voters ?? 0;
  const lost = Math.max(0, acked - final) + (sentAt.length - acked);
  const result = { p50: percentile(latencies, 50), p99: percentile(latencies, 99), lost, final };
  console.log(`bench/live-poll: ${name}: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, presenter counted ${final} of ${sentAt.length}, ${lost} lost`);
  return result;
}

/** Podium: two processes, the presenter on A, voters split between A and B. */
async function runPodium(redisUrl, prefix, databaseUrl) {
  const env = { REDIS_URL: redisUrl, REDIS_PREFIX: prefix, DATABASE_URL: databaseUrl, SESSION_SECRET: `poll-bench-${prefix}` };
  const a = await startPodium(env);
  const b = await startPodium(env);
  const voters = [];
  let presenter;
  try {
    const owner = await signedInClient(a.base);
    const { deck } = await (await owner.request('POST', '/api/v1/decks.json', { deck: { title: 'Poll bench' } })).json();
    const saved = await owner.request('PUT', `/api/v1/decks/${deck.id}.json`, { deck: { data: POLL_SLIDE, version: deck.version } });
    if (!saved.ok) throw new Error(`saving the poll deck failed: ${saved.status}`);
    const seen = [];
    presenter = io(`${a.base}/live`, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie: owner.cookie() } });
    const joined = await new Promise((resolve, reject) => {
      presenter.once('connect_error', reject);
      presenter.once('connect', () => presenter.emit('join', { deckId: deck.id }, (result) => (result?.ok ? resolve(result) : reject(new Error('join refused')))));
    });
    voters.push(...(await openAll(VIEWERS, (i) => lightVoter(i % 2 ? b.base : a.base, deck.id))));
    const opened = await presenter.timeout(10_000).emitWithAck('poll:control', { block_id: joined.polls.blocks[0].block_id, action: 'open' });
    if (!opened.ok) throw new Error(`opening the poll failed: ${opened.error}`);
    presenter.on('poll:results', (poll) => seen.push({ time: performance.now(), voters: poll.voters }));
    const sentAt = [];
    for (const [i, voter] of voters.entries()) {
      sentAt.push(performance.now());
      voter.vote(opened.result.id, i % OPTIONS.length);
      await sleep(VOTING_MS / VIEWERS);
    }
    await sleep(GRACE_MS);
    return summarise(`Podium (2 processes + PostgreSQL + Redis, ${VIEWERS} viewers)`, sentAt, seen, voters.filter((v) => v.acked).length);
  } finally {
    presenter?.close();
    voters.forEach((voter) => voter.socket.terminate());
    await Promise.all([a.child, b.child].map((child) => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(null);
      child.once('exit', resolve);
      child.kill();
    })));
  }
}

/** The peer: one bare ws poll room. */
async function runRawWs() {
  const { child: server, port } = await startListening(path.join(path.dirname(fileURLToPath(import.meta.url)), 'raw-ws-poll.mjs'));
  const sockets = [];
  try {
    const connect = (url) => new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      sockets.push(socket);
      socket.once('error', reject);
      socket.once('open', () => resolve(socket));
    });
    const presenter = await connect(`ws://127.0.0.1:${port}/presenter`);
    const seen = [];
    presenter.on('message', (data) => seen.push({ time: performance.now(), voters: JSON.parse(data.toString()).voters }));
    const voters = await openAll(VIEWERS, () => connect(`ws://127.0.0.1:${port}/viewer`));
    const sentAt = [];
    for (const [i, voter] of voters.entries()) {
      sentAt.push(performance.now());
      voter.send(JSON.stringify({ viewer: i, option: i % OPTIONS.length }));
      await sleep(VOTING_MS / VIEWERS);
    }
    await sleep(GRACE_MS);
    return summarise(`raw ws poll room (1 process, ${VIEWERS} viewers)`, sentAt, seen, VIEWERS);
  } finally {
    sockets.forEach((socket) => socket.terminate());
    server.kill();
  }
}

/** Runs the raw room, then Podium, and prints both and the p99 ratio. */
export async function benchLivePoll() {
  const redisUrl = process.env.REDIS_URL;
  const databaseUrl = process.env.DATABASE_URL;
  if (!redisUrl || !databaseUrl) {
    console.log('bench/live-poll: skipped: set REDIS_URL and DATABASE_URL (two server processes share the poll through PostgreSQL and Redis)');
    return null;
  }
  const { prefix, removeKeys } = benchRedisPrefix('live-poll');
  try {
    const raw = await runRawWs();
    const podium = await runPodium(redisUrl, prefix, await freshDatabase(databaseUrl, 'poll_bench'));
    console.log(`bench/live-poll: p99 vote → presenter's count: Podium ${podium.p99.toFixed(1)} ms, raw ws ${raw.p99.toFixed(1)} ms `
      + `(ratio ${(podium.p99 / raw.p99).toFixed(2)}; Podium sends counts at most every 150 ms per process), lost ${podium.lost} (target 0)${podium.lost ? '  ← below target' : ''}`);
    return podium.p99 / raw.p99;
  } finally {
    await removeKeys(redisUrl);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchLivePoll();
  process.exit(0);
}
