// bench/coedit: 20 editors on one deck, 5 ops per second each, half on each of two Podium processes sharing
// PostgreSQL and Redis. Prints p50 / p99 op-to-other-editors latency (send to receipt by every other editor, one
// clock: all editors live in this process) and lost ops, and the same for a bare `ws` room broadcast of the same
// messages in the same run; then checks that every editor saw the same ops in the same order and that both processes
// serve the same document. Target: p99 ≤ 2× raw and ≤ 100 ms, 0 lost, identical documents.
// Needs REDIS_URL and DATABASE_URL (two processes share the deck; PGlite is one process's).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import WebSocket from 'ws';
import { benchRedisPrefix, cpuSeconds, signedInClient, startListening, startPodium } from './lib.mjs';

const EDITORS = Number(process.env.BENCH_COEDIT_EDITORS ?? 20);
const RATE = 5; // ops per second per editor
const ROUNDS = 3;
const GRACE_MS = 5_000;
const percentile = (sorted, p) => sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const hex = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Each editor sends RATE ops a second for `seconds` (staggered), `send(editor, id)`; returns id → send time. */
async function drive(sides, seconds, send) {
  const sentAt = new Map();
  const perEditor = seconds * RATE;
  await Promise.all(sides.map(async (editor, i) => {
    await sleep((i * 1000) / RATE / sides.length);
    for (let n = 0; n < perEditor; n += 1) {
      const id = `${editor.name}-${randomUUID()}`;
      sentAt.set(id, performance.now());
      send(editor, id, n);
      await sleep(1000 / RATE);
    }
  }));
  return sentAt;
}

/**
 * CPU seconds used so far by a side's server processes themselves: not their children (the Chromium that renders a
 * deck's thumbnail once edits settle is a per-deck cost, not a per-op one, and would make the figure noisy).
 */
const serverCpu = (side) => side.pids.reduce((sum, pid) => sum + cpuSeconds(pid, { children: false }), 0);
const loadAverage = () => { try { return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '); } catch { return 'unknown'; } };

/** Waits until every op sent reached every other editor, or GRACE_MS passed (then the summary counts the losses). */
async function delivered(editors, sentAt) {
  const deadline = performance.now() + GRACE_MS;
  const complete = () => [...sentAt.keys()].every((id) => editors.every((e) => id.startsWith(`${e.name}-`) || e.received.has(id)));
  while (!complete() && performance.now() < deadline) await sleep(20);
}

/** Latency percentiles and losses: every op should reach every editor but its sender. */
function summarise(name, editors, sentAt, cpuUsPerOp) {
  const latencies = [];
  let lost = 0;
  for (const [id, at] of sentAt) {
    for (const editor of editors) {
      if (id.startsWith(`${editor.name}-`)) continue;
      const got = editor.received.get(id);
      if (got === undefined) lost += 1;
      else latencies.push(got - at);
    }
  }
  latencies.sort((a, b) => a - b);
  const result = { p50: percentile(latencies, 50), p99: percentile(latencies, 99), lost, delivered: latencies.length };
  console.log(`bench/coedit: ${name}: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.delivered} delivered, ${lost} lost, server CPU ${cpuUsPerOp.toFixed(0)} µs per op`);
  return result;
}

/** Podium: two processes, PostgreSQL + Redis, editors alternating between them, each moving and recolouring its own shape. */
async function setUpPodium(env) {
  const a = await startPodium(env);
  const b = await startPodium(env);
  const editors = [];
  const close = async () => {
    editors.forEach((e) => e.socket.close());
    await Promise.all([a.child, b.child].map((child) => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(null);
      child.once('exit', resolve);
      child.kill();
    })));
  };
  try {
    const owner = await signedInClient(a.base);
    const { deck } = await (await owner.request('POST', '/api/v1/decks.json', { deck: { title: 'Co-editing bench' } })).json();
    const full = (await (await owner.request('GET', `/api/v1/decks/${deck.id}.json`)).json()).deck;
    const template = full.document.slides[0].blocks[0];
    const shapes = Array.from({ length: EDITORS }, (_, i) => ({
      ...template, id: hex(), type: 'shape', x: 20, y: 20 + i * 30, width: 40, height: 20, props: { kind: 'rect', fill: '#000000' },
    }));
    const document = { ...full.document, slides: [{ ...full.document.slides[0], blocks: shapes }] };
    const saved = await owner.request('PUT', `/api/v1/decks/${deck.id}.json`, { deck: { version: full.version, document } });
    if (saved.status !== 200) throw new Error(`seeding the deck failed: ${saved.status} ${await saved.text()}`);
    const slideId = document.slides[0].id;
    for (let i = 0; i < EDITORS; i += 1) {
      const base = i % 2 ? b.base : a.base;
      const socket = io(`${base}/editor`, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie: owner.cookie() } });
      const editor = { name: `e${i}`, socket, block: shapes[i].id, seq: 0, received: new Map(), log: new Map() };
      const joined = await new Promise((resolve, reject) => {
        socket.once('connect_error', reject);
        socket.once('connect', () => socket.emit('join', { deckId: deck.id }, resolve));
      });
      if (!joined?.ok || !joined.canEdit) throw new Error('an editor could not join');
      editor.seq = joined.seq;
      socket.on('ops', (message) => {
        editor.received.set(message.clientOpId, performance.now());
        editor.log.set(message.seq, JSON.stringify(message.op));
        editor.seq = Math.max(editor.seq, message.seq);
      });
      editors.push(editor);
    }
    const send = (editor, id, n) => {
      const op = n % 2
        ? { type: 'deck.block.update', slideId, blockId: editor.block, props: { fill: `#${(n % 256).toString(16).padStart(2, '0')}0000` } }
        : { type: 'deck.block.move', slideId, moves: [{ id: editor.block, x: 20 + (n % 800), y: 20 + Number(editor.name.slice(1)) * 30 }] };
      editor.socket.emit('op', { deckId: deck.id, clientOpId: id, baseSeq: editor.seq, op }, (ack) => {
        if (!ack?.ok) return console.error(`bench/coedit: op refused: ${ack?.code} ${ack?.message}`);
        editor.log.set(ack.seq, JSON.stringify(ack.op));
        editor.seq = Math.max(editor.seq, ack.seq);
      });
    };
    const documents = async () => Promise.all([a.base, b.base].map(async (base) => {
      const response = await fetch(`${base}/api/v1/decks/${deck.id}.json`, { headers: { accept: 'application/json', cookie: owner.cookie() } });
      return (await response.json()).deck;
    }));
    return { name: `Podium (2 processes + PostgreSQL + Redis, ${EDITORS} editors)`, editors, send, close, documents, pids: [a.child.pid, b.child.pid], startSeq: saved ? (await saved.json()).deck.version : 0 };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The peer: one bare ws process relaying each editor's messages to the others. */
async function setUpRawWs() {
  const { child: server, port } = await startListening(path.join(path.dirname(fileURLToPath(import.meta.url)), 'raw-ws-room.mjs'));
  const editors = [];
  const close = () => {
    editors.forEach((e) => e.socket.terminate());
    server.kill();
  };
  try {
    for (let i = 0; i < EDITORS; i += 1) {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/`);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const editor = { name: `e${i}`, socket, received: new Map() };
      socket.on('message', (data) => editor.received.set(JSON.parse(data.toString()).clientOpId, performance.now()));
      editors.push(editor);
    }
    const send = (editor, id, n) => editor.socket.send(JSON.stringify({
      deckId: 1, clientOpId: id, baseSeq: 0, op: { type: 'deck.block.move', slideId: 'x', moves: [{ id: editor.name, x: n, y: 0 }] },
    }));
    return { name: `raw ws room (1 process, ${EDITORS} editors)`, editors, send, close, pids: [server.pid] };
  } catch (error) {
    close();
    throw error;
  }
}

/** Runs both sides in alternating rounds and prints the median round; then checks that everyone converged. */
export async function benchCoedit({ duration = Number(process.env.BENCH_DURATION ?? 5) } = {}) {
  const redisUrl = process.env.REDIS_URL;
  const databaseUrl = process.env.DATABASE_URL;
  if (!redisUrl || !databaseUrl) {
    console.log('bench/coedit: skipped: set REDIS_URL and DATABASE_URL (two server processes share the deck through PostgreSQL and Redis)');
    return null;
  }
  const { prefix, removeKeys } = benchRedisPrefix('coedit');
  const sides = [];
  try {
    const raw = await setUpRawWs();
    sides.push(raw);
    const podium = await setUpPodium({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix, DATABASE_URL: databaseUrl });
    sides.push(podium);
    for (const side of sides) await drive(side.editors, 1, side.send); // warm-up, not counted
    await sleep(1000);
    const runs = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const side of [raw, podium]) {
        // Server CPU per op (all of the side's processes, user + system): unlike latency, it hardly moves with
        // whatever else the machine runs. Counted until the round's ops have been delivered (or a grace period).
        const cpuBefore = serverCpu(side);
        const from = process.hrtime.bigint() / 1000n;
        const sentAt = await drive(side.editors, duration, side.send);
        await delivered(side.editors, sentAt);
        // The round's window on the monotonic clock in µs, as V8 CPU profiles time their samples (BENCH_CPU_PROF).
        if (process.env.BENCH_CPU_PROF && side === podium) console.log(`bench/coedit: round ${round + 1} window ${from}-${process.hrtime.bigint() / 1000n} µs`);
        runs.push({ round, side, sentAt, cpuUsPerOp: ((serverCpu(side) - cpuBefore) * 1e6) / sentAt.size });
      }
    }
    await sleep(GRACE_MS);
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const of = (side) => {
        const run = runs.find((r) => r.round === round && r.side === side);
        return { ...summarise(`round ${round + 1}: ${side.name}`, side.editors, run.sentAt, run.cpuUsPerOp), cpuUsPerOp: run.cpuUsPerOp };
      };
      const r = of(raw);
      const p = of(podium);
      rounds.push({ raw: r, podium: p, ratio: p.p99 / r.p99 });
    }
    const middle = [...rounds].sort((x, y) => x.ratio - y.ratio)[Math.floor(ROUNDS / 2)];
    if (!middle) throw new Error('bench/coedit: no rounds measured');
    const lost = rounds.reduce((sum, r) => sum + r.podium.lost, 0);
    // Convergence: the same op at every sequence number for every editor, and one document on both processes.
    const [docA, docB] = await podium.documents();
    const last = docA.version;
    let divergent = 0;
    for (let seq = podium.startSeq + 1; seq <= last; seq += 1) {
      const seen = new Set(podium.editors.map((e) => e.log.get(seq)));
      if (seen.size !== 1 || seen.has(undefined)) divergent += 1;
    }
    const identical = JSON.stringify(docA.document) === JSON.stringify(docB.document) && docA.version === docB.version && divergent === 0;
    const total = ROUNDS * duration * RATE * EDITORS;
    console.log(`bench/coedit: ${ROUNDS} rounds of ${duration * RATE * EDITORS} ops (${EDITORS} editors × ${RATE}/s) per side (median round by p99 ratio):`);
    console.log(`bench/coedit: Podium p50 ${middle.podium.p50.toFixed(1)} ms, p99 ${middle.podium.p99.toFixed(1)} ms; raw ws p50 ${middle.raw.p50.toFixed(1)} ms, p99 ${middle.raw.p99.toFixed(1)} ms`);
    console.log(`bench/coedit: server CPU per op: Podium ${middle.podium.cpuUsPerOp.toFixed(0)} µs (both processes), raw ws ${middle.raw.cpuUsPerOp.toFixed(0)} µs; load average ${loadAverage()}`);
    console.log(`bench/coedit: p99 ratio Podium / raw ws ${middle.ratio.toFixed(2)} (target ≤ 2, and p99 ≤ 100 ms), lost ${lost} of ${total * (EDITORS - 1)} deliveries (target 0)`);
    console.log(`bench/coedit: ${last - podium.startSeq} ops in the log; editors' op sequences ${divergent === 0 ? 'identical' : `differ at ${divergent} sequence numbers`}; ` +
      `documents on both processes ${identical ? 'identical' : 'DIFFERENT'}` +
      `${middle.ratio <= 2 && middle.podium.p99 <= 100 && lost === 0 && identical ? '' : '  ← below target'}`);
    return middle.ratio;
  } finally {
    await Promise.all(sides.map((side) => side.close()));
    await removeKeys(redisUrl);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchCoedit();
  process.exit(0);
}
