// bench/live: 1000 viewers of one live stream spread over two Podium processes sharing Redis (the Socket.IO streams
// adapter), the presenter on the first, 10 slide changes per second. Prints p50 / p99 delivery latency (presenter
// emit to viewer receipt, one clock: every client lives in this process) and lost messages, and the same for a bare
// `ws` broadcast server in the same run, with each side's server CPU per delivered message and the load average.
// Scale: 100 viewers, then 1,000 (BENCH_LIVE_VIEWERS=n runs one size), and how the costs grew. Target: p99 ≤ 2× the raw
// ws p99 at every size, zero lost, and no cost per message growing with the room. Needs REDIS_URL.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import WebSocket from 'ws';
import { benchRedisPrefix, cpuSeconds, loadAverage, signedInClient, startListening, startPodium } from './lib.mjs';

const SIZES = process.env.BENCH_LIVE_VIEWERS ? [Number(process.env.BENCH_LIVE_VIEWERS)] : [100, 1000];
const RATE = 10; // slide changes per second
const CONNECT_BATCH = 50;

/** p-th percentile (0..100) of sorted numbers. */
const percentile = (sorted, p) => sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** Opens `count` clients with `open(i)` in batches (a thousand simultaneous handshakes would measure the handshake). */
async function openAll(count, open) {
  const clients = [];
  for (let i = 0; i < count; i += CONNECT_BATCH) {
    clients.push(...(await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, count - i) }, (_, j) => open(i + j)))));
  }
  return clients;
}

/** Sends `total` numbered messages from `first` on at RATE per second with `send(seq)`, then lets them settle. */
async function drive(first, total, send, sentAt) {
  for (let seq = first; seq < first + total; seq += 1) {
    sentAt[seq] = performance.now();
    send(seq);
    await new Promise((r) => setTimeout(r, 1000 / RATE));
  }
  await new Promise((r) => setTimeout(r, 1000));
}

/** Latency percentiles and losses from what each viewer received (a Map of seq → receipt time per viewer). */
function summarise(name, received, sentAt, first, total) {
  const latencies = [];
  let lost = 0;
  for (const seen of received) {
    for (let seq = first; seq < first + total; seq += 1) {
      const at = seen.get(seq);
      if (at === undefined) lost += 1;
      else latencies.push(at - sentAt[seq]);
    }
  }
  latencies.sort((a, b) => a - b);
  const result = { p50: percentile(latencies, 50), p99: percentile(latencies, 99), lost, delivered: latencies.length };
  console.log(`bench/live: ${name}: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.delivered} delivered, ${lost} lost`);
  return result;
}

/**
 * A viewer speaking the Socket.IO wire protocol over a bare `ws` socket: a thousand socket.io-client instances in this
 * one process would make the load generator the bottleneck, and both sides of the comparison must cost the receiving
 * end the same. Frames: "0" open, "40/live," connect, "42/live,0[...]" an event with ack id 0 and "43/live,0[...]" its ack, "42/live,[...]" events, "2" ping / "3" pong.
 */
function lightViewer(base, deckId, onState) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`);
    socket.once('error', reject);
    socket.on('message', (data) => {
      const frame = data.toString();
      if (frame === '2') return socket.send('3');
      if (frame.startsWith('0{')) return socket.send('40/live,');
      if (frame.startsWith('40/live,')) return socket.send(`42/live,0["join",{"deckId":${deckId}}]`);
      if (frame.startsWith('43/live,0')) {
        if (!frame.includes('"ok":true')) reject(new Error('join refused'));
        else resolve(socket);
        return;
      }
      if (frame.startsWith('42/live,["state",')) onState(JSON.parse(frame.slice(8))[1].state);
    });
  });
}

/** A side of the comparison: viewers connected and counting, a way to send slide number `seq`, its server processes. */
/** @typedef {{ name: string, send: (seq: number) => void, received: Map<number, number>[], close: () => unknown, pids: number[] }} Side */

/** Podium: two processes, one Redis, the presenter on A, viewers split between A and B. @returns {Promise<Side>} */
async function setUpPodium(redisUrl, prefix, count) {
  const env = { REDIS_URL: redisUrl, REDIS_PREFIX: prefix };
  const a = await startPodium(env);
  const b = await startPodium(env);
  const received = [];
  const viewers = [];
  let presenter;
  const close = async () => {
    presenter?.close();
    viewers.forEach((socket) => socket.terminate());
    // Wait for both to exit: a running adapter keeps writing its Redis stream (heartbeats) after we clean up.
    await Promise.all([a.child, b.child].map((child) => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(null);
      child.once('exit', resolve);
      child.kill();
    })));
  };
  try {
    // Each process has its own fresh PGlite; the same first user and deck in both give the same deck id, so the
    // stream (keyed by deck id in Redis) is one stream. Only joining reads the database.
    const owner = await signedInClient(a.base);
    const deckA = await (await owner.request('POST', '/api/v1/decks.json', { deck: { title: 'Live bench' } })).json();
    const other = await signedInClient(b.base);
    const deckB = await (await other.request('POST', '/api/v1/decks.json', { deck: { title: 'Live bench' } })).json();
    const deckId = deckA.deck.id;
    if (deckB.deck.id !== deckId) throw new Error('the twin decks got different ids');
    viewers.push(...(await openAll(count, async (i) => {
      const seen = new Map();
      received.push(seen);
      return lightViewer(i % 2 ? b.base : a.base, deckId, (state) => seen.set(state.indexh, performance.now()));
    })));
    presenter = await new Promise((resolve, reject) => {
      const socket = io(`${a.base}/live`, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie: owner.cookie() } });
      socket.once('connect_error', reject);
      socket.once('connect', () => socket.emit('join', { deckId }, (result) => (result?.ok ? resolve(socket) : reject(new Error('join refused')))));
    });
    const state = { indexv: 0, indexf: null, paused: false, overview: false };
    return {
      name: `Podium (2 processes + Redis, ${count} viewers)`, send: (seq) => presenter.emit('state', { ...state, indexh: seq }), received, close,
      pids: [a.child.pid, b.child.pid],
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The peer: one bare ws process relaying the presenter's messages to every viewer. @returns {Promise<Side>} */
async function setUpRawWs(count) {
  const { child: server, port } = await startListening(path.join(path.dirname(fileURLToPath(import.meta.url)), 'raw-ws.mjs'));
  const clients = [];
  const received = [];
  const close = () => {
    clients.forEach((socket) => socket.terminate());
    server.kill();
  };
  try {
    const connect = (url) => new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      clients.push(socket);
      socket.once('error', reject);
      socket.once('open', () => resolve(socket));
    });
    await openAll(count, async () => {
      const socket = await connect(`ws://127.0.0.1:${port}/viewer`);
      const seen = new Map();
      received.push(seen);
      socket.on('message', (data) => seen.set(JSON.parse(data.toString()).indexh, performance.now()));
      return socket;
    });
    const presenter = await connect(`ws://127.0.0.1:${port}/presenter`);
    const send = (seq) => presenter.send(JSON.stringify({ indexh: seq, indexv: 0, indexf: null, paused: false, overview: false }));
    return { name: `raw ws (1 process, ${count} viewers)`, send, received, close, pids: [server.pid] };
  } catch (error) {
    close();
    throw error;
  }
}

const ROUNDS = 3;
const GRACE_MS = 10_000;

/** Server CPU milliseconds used so far by a side's processes. */
const sideCpuMs = (side) => side.pids.reduce((sum, pid) => sum + cpuSeconds(pid) * 1000, 0);

/**
 * One room size: both sides in alternating rounds (machine load drifts; each side sees the same drift); prints each
 * round and the median round, and returns it with each side's server CPU per delivered message (all rounds).
 */
async function runSize(viewers, redisUrl, prefix, duration) {
  const perRound = duration * RATE;
  const sides = [];
  try {
    const rawSide = await setUpRawWs(viewers);
    sides.push(rawSide);
    const podiumSide = await setUpPodium(redisUrl, prefix, viewers);
    sides.push(podiumSide);
    // Warm-up (not counted): JIT, adapter streams, Redis connections. Sequence numbers are per side and never reused.
    let next = 1;
    for (const side of sides) await drive(next, 20, side.send, []);
    next += 20;
    const sent = [];
    const cpuMs = new Map(sides.map((side) => [side, 0]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const side of [rawSide, podiumSide]) {
        const sentAt = [];
        const before = sideCpuMs(side);
        await drive(next, perRound, side.send, sentAt);
        cpuMs.set(side, /** @type {number} */ (cpuMs.get(side)) + sideCpuMs(side) - before);
        sent.push({ round, side, first: next, sentAt });
        next += perRound;
      }
    }
    // Late is not lost: only what has not arrived GRACE_MS after the last send counts as lost.
    await new Promise((r) => setTimeout(r, GRACE_MS));
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      /** @param {Side} side */
      const summariseSide = (side) => {
        const run = sent.find((s) => s.round === round && s.side === side);
        if (!run) throw new Error('a round was not sent');
        return summarise(`round ${round + 1}: ${side.name}`, side.received, run.sentAt, run.first, perRound);
      };
      const raw = summariseSide(rawSide);
      const podium = summariseSide(podiumSide);
      rounds.push({ raw, podium, ratio: podium.p99 / raw.p99 });
    }
    const middle = [...rounds].sort((x, y) => x.ratio - y.ratio)[Math.floor(ROUNDS / 2)];
    if (!middle) throw new Error('no rounds measured');
    const lost = rounds.reduce((sum, r) => sum + r.podium.lost, 0);
    const delivered = (key) => rounds.reduce((sum, r) => sum + r[key].delivered, 0);
    // Microseconds of server CPU per message delivered to one viewer (the presenter's message counts once per viewer).
    const cpu = { podium: (/** @type {number} */ (cpuMs.get(podiumSide)) * 1000) / delivered('podium'), raw: (/** @type {number} */ (cpuMs.get(rawSide)) * 1000) / delivered('raw') };
    const met = middle.ratio <= 2 && lost === 0;
    console.log(`bench/live: ${viewers} viewers: ${ROUNDS} rounds of ${perRound} slide changes at ${RATE}/s per side (median round by p99 ratio); load average ${loadAverage()}`);
    console.log(`bench/live: ${viewers} viewers: Podium p50 ${middle.podium.p50.toFixed(1)} ms, p99 ${middle.podium.p99.toFixed(1)} ms, server CPU ${cpu.podium.toFixed(1)} µs per delivered message (2 processes); ` +
      `raw ws p50 ${middle.raw.p50.toFixed(1)} ms, p99 ${middle.raw.p99.toFixed(1)} ms, server CPU ${cpu.raw.toFixed(1)} µs per delivered message`);
    console.log(`bench/live: ${viewers} viewers: p99 ratio Podium / raw ws ${middle.ratio.toFixed(2)} (target ≤ 2), CPU ratio ${(cpu.podium / cpu.raw).toFixed(2)}, lost ${lost} of ${ROUNDS * perRound * viewers} (target 0)` +
      `${met ? '' : '  ← below target'}`);
    return { viewers, ratio: middle.ratio, podium: middle.podium, raw: middle.raw, cpu, met };
  } finally {
    await Promise.all(sides.map((side) => side.close()));
  }
}

/** Runs every room size (100, then 1,000 viewers); prints how the costs grew with the room. */
export async function benchLive({ duration = Number(process.env.BENCH_DURATION ?? 5) } = {}) {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    console.log('bench/live: skipped: set REDIS_URL (e.g. redis://127.0.0.1:6379) to run two server processes over Redis');
    return null;
  }
  // Redis may be shared: our keys and adapter streams get a prefix of their own, removed afterwards.
  const { prefix, removeKeys } = benchRedisPrefix('live');
  try {
    const results = [];
    for (const viewers of SIZES) results.push(await runSize(viewers, redisUrl, prefix, duration));
    const [small, large] = results;
    let linear = true;
    if (small && large) {
      const grow = large.viewers / small.viewers;
      const cpuGrowth = large.cpu.podium / small.cpu.podium;
      // Per delivered message, the cost must not grow with the room (the total then grows linearly with the viewers).
      linear = cpuGrowth <= 1.5;
      console.log(`bench/live: scale ${small.viewers} → ${large.viewers} viewers (×${grow.toFixed(0)}): Podium CPU per delivered message ×${cpuGrowth.toFixed(2)} ` +
        `(raw ws ×${(large.cpu.raw / small.cpu.raw).toFixed(2)}), p99 ×${(large.podium.p99 / small.podium.p99).toFixed(2)} (raw ws ×${(large.raw.p99 / small.raw.p99).toFixed(2)}); ` +
        `p99 ratio ${small.ratio.toFixed(2)} → ${large.ratio.toFixed(2)}${linear ? '' : '  ← cost per message grows with the room'}`);
    }
    const met = linear && results.every((r) => r.met);
    console.log(`bench/live: Podium ${met ? 'meets' : 'misses'} its targets (${results.map((r) => `${r.viewers} viewers: p99 ×${r.ratio.toFixed(2)}`).join(', ')}); load average ${loadAverage()}`);
    return results.at(-1)?.ratio ?? null;
  } finally {
    await removeKeys(redisUrl);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchLive();
  process.exit(0);
}
