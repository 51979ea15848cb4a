// bench/coedit: 20 editors on one document, 5 ops per second each, half on each of two server processes sharing
// PostgreSQL and Redis, measured against real co-editing peers in the same run and on the same workload:
// - ShareDB (sharedb + sharedb-postgres + sharedb-redis-pubsub: each op committed, then published), json0 ops;
// - Hocuspocus (@hocuspocus/server + its Redis and Database extensions, the Yjs state stored in PostgreSQL), once
//   with its shipped store debounce (2 s) and once with debounce 0 (every change stored);
// - a bare `ws` room relaying the same messages (stores nothing; a floor, not a target).
// Two workloads: "shapes" (each editor moves and recolours its own shape) and "text" (every op is one keystroke into
// one shared text block: deck.block.text Yjs updates for Podium, a Y.Text insert for Hocuspocus, a json0 string
// insert for ShareDB). Prints p50 / p99 op-to-other-editors latency (send to receipt by every other editor, one clock:
// all editors live in this process), lost deliveries, CPU per op of the side's server processes and, apart, of the
// PostgreSQL backends serving the side's own database (Redis, shared with others, is not counted), and the load
// average; checks that every side's editors converged. Targets for Podium: p99 and server CPU per op at or below
// Hocuspocus-as-shipped's, 0 lost, identical documents.
// Needs REDIS_URL and DATABASE_URL (two processes share each document); creates `<db>_sharedb_bench`,
// `<db>_hocuspocus_bench` and `<db>_hocuspocus0_bench` next to DATABASE_URL's database for the peers.
// BENCH_COEDIT_ROUNDS (default 3) and BENCH_DURATION (seconds per round, default 2) set the length.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import WebSocket from 'ws';
import pg from 'pg';
import * as Y from 'yjs';
import ShareDBClient from 'sharedb/lib/client/index.js';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { benchRedisPrefix, cpuSeconds, freshDatabase, loadAverage, signedInClient, startListening, startPodium } from './lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const EDITORS = Number(process.env.BENCH_COEDIT_EDITORS ?? 20);
const RATE = 5; // ops per second per editor
const ROUNDS = Number(process.env.BENCH_COEDIT_ROUNDS ?? 3);
const GRACE_MS = 5_000;
const WORKLOADS = /** @type {const} */ (['shapes', 'text']);
const percentile = (sorted, p) => sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
const hex = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const toBase64 = (bytes) => Buffer.from(bytes).toString('base64');
const fromBase64 = (text) => new Uint8Array(Buffer.from(text, 'base64'));
const letter = (n) => String.fromCharCode(97 + (n % 26));

/** Each editor sends RATE ops a second for `seconds` (staggered); `send(editor, n)` sends one and returns its id. Returns id → send time. */
async function drive(editors, seconds, send) {
  const sentAt = new Map();
  const perEditor = seconds * RATE;
  await Promise.all(editors.map(async (editor, i) => {
    await sleep((i * 1000) / RATE / editors.length);
    for (let n = 0; n < perEditor; n += 1) {
      const at = performance.now();
      sentAt.set(send(editor, n), at);
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
/**
 * CPU seconds used so far by the PostgreSQL backends serving each side's database (each side has one of its own): a
 * side that writes every op pays there too, which its own processes' CPU does not show. Backends come and go (pools
 * close idle connections after 10 s), so they are sampled every 250 ms and each one's last reading is kept: one that
 * ends takes only its idle last moments with it.
 */
function databaseCpu(admin, databases) {
  const seen = new Map();
  let stopped = false;
  const sample = async () => {
    const { rows } = await admin.query('SELECT pid, datname FROM pg_stat_activity WHERE datname = ANY($1)', [databases]);
    for (const { pid, datname } of rows) {
      const cpu = cpuSeconds(pid, { children: false });
      if (cpu >= (seen.get(pid)?.cpu ?? 0)) seen.set(pid, { database: datname, cpu });
    }
  };
  const sampling = (async () => { while (!stopped) { await sample(); await sleep(250); } })();
  return {
    /** Seconds so far, for `database` (null: none). */
    total: async (database) => {
      if (!database) return 0;
      await sample();
      return [...seen.values()].reduce((sum, backend) => sum + (backend.database === database ? backend.cpu : 0), 0);
    },
    stop: async () => { stopped = true; await sampling; },
  };
}
const databaseName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));

const ownOp = (editor, id) => id.startsWith(`${editor.name}-`);

/** Waits until every op sent reached every other editor, or GRACE_MS passed (then the summary counts the losses). */
async function delivered(editors, sentAt) {
  const deadline = performance.now() + GRACE_MS;
  const complete = () => [...sentAt.keys()].every((id) => editors.every((e) => ownOp(e, id) || e.received.has(id)));
  while (!complete() && performance.now() < deadline) await sleep(20);
}

/** Latency percentiles and losses: every op should reach every editor but its sender. */
function summarise(editors, sentAt) {
  const latencies = [];
  let lost = 0;
  for (const [id, at] of sentAt) {
    for (const editor of editors) {
      if (ownOp(editor, id)) continue;
      const got = editor.received.get(id);
      if (got === undefined) lost += 1;
      else latencies.push(got - at);
    }
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), lost, deliveries: latencies.length + lost };
}

/** Stops child processes and waits for them to exit. */
const stop = (children) => Promise.all(children.map((child) => new Promise((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) return resolve(null);
  child.once('exit', resolve);
  child.kill();
})));

/**
 * Yjs sides: an op is the next item its editor's client writes, so its id is `<editor>-<clock>`; an editor has
 * received it once its document's state vector reaches past that clock (Yjs integrates each client's items in order).
 */
function trackYjs(editors) {
  const names = new Map(editors.map((e) => [e.doc.clientID, e.name]));
  for (const editor of editors) {
    const seen = new Map();
    editor.doc.on('update', () => {
      const now = performance.now();
      for (const [client, name] of names) {
        if (client === editor.doc.clientID) continue;
        const state = Y.getState(editor.doc.store, client);
        for (let clock = seen.get(client) ?? 0; clock < state; clock += 1) editor.received.set(`${name}-${clock}`, now);
        seen.set(client, state);
      }
    });
  }
}
const yjsOpId = (editor) => `${editor.name}-${Y.getState(editor.doc.store, editor.doc.clientID)}`;

/** JSON with object keys sorted (editors apply the same changes in different orders, so keys are inserted in different orders). */
const stableJson = (value) => JSON.stringify(value, (_, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1))) : v));

/** Whether every editor holds the same text (`text(editor)`). */
const sameText = (editors, text) => new Set(editors.map(text)).size === 1;

/** Slide `n` of a padded deck: a title, a paragraph, a list and a shape, as a typical slide holds. */
function fillerSlide(template, n) {
  const block = (type, y, props) => ({ ...template, id: hex(), type, x: 60, y, width: 840, height: 80, props });
  return {
    id: hex(),
    blocks: [
      block('text', 40, { html: `<h2>Slide ${n}: quarterly review of the roadmap</h2>` }),
      block('text', 160, { html: `<p>${'Every team reported its progress against the plan, with the risks it sees next quarter. '.repeat(3)}</p>` }),
      block('text', 300, { html: `<ul>${Array.from({ length: 5 }, (_, i) => `<li>Point ${i + 1} of slide ${n}, with a few words of detail</li>`).join('')}</ul>` }),
      block('shape', 520, { kind: 'rect', fill: '#336699' }),
    ],
  };
}

/**
 * Podium: two processes, PostgreSQL + Redis, editors alternating between them, on one deck with a shape each and one
 * text block on its first slide, and `slides - 1` more slides of typical content (the deck-size run).
 */
async function setUpPodium(env, { slides = 1 } = {}) {
  const a = await startPodium(env);
  const b = await startPodium(env);
  const editors = [];
  let refused = 0;
  const close = async () => {
    editors.forEach((e) => e.socket.close());
    await stop([a.child, b.child]);
  };
  try {
    const owner = await signedInClient(a.base);
    const { deck } = await (await owner.request('POST', '/api/v1/decks.json', { deck: { title: 'Co-editing bench' } })).json();
    const full = (await (await owner.request('GET', `/api/v1/decks/${deck.id}.json`)).json()).deck;
    const template = full.document.slides[0].blocks[0];
    const shapes = Array.from({ length: EDITORS }, (_, i) => ({
      ...template, id: hex(), type: 'shape', x: 20, y: 20 + i * 30, width: 40, height: 20, props: { kind: 'rect', fill: '#000000' },
    }));
    const textBlock = { ...template, id: hex(), type: 'text', x: 100, y: 100, width: 600, height: 100, props: { html: '<p>hello</p>' } };
    const filler = Array.from({ length: slides - 1 }, (_, i) => fillerSlide(template, i + 2));
    const document = { ...full.document, slides: [{ ...full.document.slides[0], blocks: [...shapes, textBlock] }, ...filler] };
    const saved = await owner.request('PUT', `/api/v1/decks/${deck.id}.json`, { deck: { version: full.version, document } });
    if (saved.status !== 200) throw new Error(`seeding the deck failed: ${saved.status} ${await saved.text()}`);
    const startSeq = (await saved.json()).deck.version;
    const slideId = document.slides[0].id;
    for (let i = 0; i < EDITORS; i += 1) {
      const base = i % 2 ? b.base : a.base;
      const socket = io(`${base}/editor`, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie: owner.cookie() } });
      const editor = { name: `e${i}`, socket, block: shapes[i].id, seq: 0, received: new Map(), log: new Map(), doc: new Y.Doc(), pending: [], inFlight: false };
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
        // The editor's copy of the shared text follows everyone's typing, as the web app's does.
        if (message.op.type === 'deck.block.text') Y.applyUpdate(editor.doc, fromBase64(message.op.update), 'remote');
      });
      editors.push(editor);
    }
    const emit = (editor, op, id = `${editor.name}-${randomUUID()}`, acked = () => {}) => {
      editor.socket.emit('op', { deckId: deck.id, clientOpId: id, baseSeq: editor.seq, op }, (ack) => {
        acked();
        if (!ack?.ok) {
          refused += 1;
          if (refused <= 5) console.error(`bench/coedit: Podium refused an op: ${ack?.code} ${ack?.message}`);
          return;
        }
        editor.log.set(ack.seq, JSON.stringify(ack.op));
        editor.seq = Math.max(editor.seq, ack.seq);
      });
      return id;
    };
    const sendShape = (editor, n) => emit(editor, n % 2
      ? { type: 'deck.block.update', slideId, blockId: editor.block, props: { fill: `#${(n % 256).toString(16).padStart(2, '0')}0000` } }
      : { type: 'deck.block.move', slideId, moves: [{ id: editor.block, x: 20 + (n % 800), y: 20 + Number(editor.name.slice(1)) * 30 }] });
    // The text block's shared text as TipTap's Collaboration binding holds it: a paragraph in the "default" fragment.
    const paragraph = (doc) => /** @type {Y.XmlText} */ (/** @type {Y.XmlElement} */ (doc.getXmlFragment('default').get(0)).get(0));
    // Typing is sent as the web app sends it (coeditSession.ts): one op in flight per editor, the keystrokes made
    // meanwhile merged into the next update. A keystroke's id is its Yjs item (trackYjs), whichever update carries it.
    const sendText = (editor) => {
      const update = editor.pending.length === 1 ? editor.pending[0] : Y.mergeUpdates(editor.pending);
      editor.pending = [];
      editor.inFlight = true;
      emit(editor, { type: 'deck.block.text', slideId, blockId: textBlock.id, update: toBase64(update) }, undefined, () => {
        editor.inFlight = false;
        if (editor.pending.length) sendText(editor);
      });
    };
    const keystroke = (editor, n) => {
      const id = yjsOpId(editor);
      const capture = (update) => editor.pending.push(update);
      editor.doc.on('update', capture);
      const text = paragraph(editor.doc);
      text.insert(Math.floor(Math.random() * (text.length + 1)), letter(n));
      editor.doc.off('update', capture);
      if (!editor.inFlight) sendText(editor);
      return id;
    };
    // Seed the shared text once (the first keystroke into an untouched block does this in the app), then wait until every editor holds it.
    const seed = new Y.Doc();
    const p = new Y.XmlElement('paragraph');
    p.insert(0, [new Y.XmlText('hello')]);
    seed.getXmlFragment('default').insert(0, [p]);
    const first = editors[0];
    if (!first) throw new Error('no editors');
    Y.applyUpdate(first.doc, Y.encodeStateAsUpdate(seed));
    emit(first, { type: 'deck.block.text', slideId, blockId: textBlock.id, update: toBase64(Y.encodeStateAsUpdate(seed)) });
    const deadline = Date.now() + 10_000;
    while (!editors.every((e) => e.doc.getXmlFragment('default').length === 1) && Date.now() < deadline) await sleep(20);
    if (!editors.every((e) => e.doc.getXmlFragment('default').length === 1)) throw new Error('the shared text did not reach every editor');
    trackYjs(editors);
    const documents = async () => Promise.all([a.base, b.base].map(async (base) => {
      const response = await fetch(`${base}/api/v1/decks/${deck.id}.json`, { headers: { accept: 'application/json', cookie: owner.cookie() } });
      return (await response.json()).deck;
    }));
    const check = async () => {
      // The same op at every sequence number for every editor, one document on both processes, one text everywhere.
      const [docA, docB] = await documents();
      let divergent = 0;
      for (let seq = startSeq + 1; seq <= docA.version; seq += 1) {
        const seen = new Set(editors.map((e) => e.log.get(seq)));
        if (seen.size !== 1 || seen.has(undefined)) divergent += 1;
      }
      const html = docA.document.slides[0].blocks.find((block) => block.id === textBlock.id)?.props.html;
      // Compared by content: each process answers from its own copy, whose objects may list keys in another order.
      const sameDocuments = stableJson(docA.document) === stableJson(docB.document);
      const identical = sameDocuments && docA.version === docB.version && divergent === 0 &&
        sameText(editors, (e) => paragraph(e.doc).toString()) && html?.replace(/<[^>]+>/g, '') === paragraph(first.doc).toString();
      return {
        identical,
        text: `${docA.version - startSeq} ops in the log, ${refused} refused; editors' op sequences ${divergent === 0 ? 'identical' : `differ at ${divergent} sequence numbers`}; ` +
          `documents on both processes ${sameDocuments ? 'identical' : 'DIFFERENT'}${sameDocuments && JSON.stringify(docA.document) !== JSON.stringify(docB.document) ? ' (keys in another order)' : ''}; ` +
          `editors' texts ${sameText(editors, (e) => paragraph(e.doc).toString()) ? 'identical' : 'DIFFERENT'}, stored text ${html?.replace(/<[^>]+>/g, '') === paragraph(first.doc).toString() ? 'the same' : 'DIFFERENT'}`,
      };
    };
    return {
      key: 'podium', name: 'Podium', pids: [a.child.pid, b.child.pid], close, check,
      workloads: { shapes: { editors, send: sendShape }, text: { editors, send: keystroke } },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The floor: one bare ws process relaying each editor's messages to the others. */
async function setUpRawWs() {
  const { child: server, port } = await startListening(path.join(here, 'raw-ws-room.mjs'));
  const editors = [];
  const close = async () => {
    editors.forEach((e) => e.socket.terminate());
    await stop([server]);
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
    const send = (editor, n) => {
      const id = `${editor.name}-${randomUUID()}`;
      editor.socket.send(JSON.stringify({ deckId: 1, clientOpId: id, baseSeq: 0, op: { type: 'deck.block.move', slideId: 'x', moves: [{ id: editor.name, x: n, y: 0 }] } }));
      return id;
    };
    return {
      key: 'raw', name: 'raw ws room (stores nothing)', pids: [server.pid], close,
      check: async () => ({ identical: true, text: 'relays only' }),
      workloads: { shapes: { editors, send }, text: { editors, send } },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** ShareDB: two processes on PostgreSQL (sharedb-postgres) and Redis pub/sub; one json0 document per workload. */
async function setUpShareDb(env) {
  const servers = [];
  const editors = [];
  const close = async () => {
    editors.forEach((e) => e.connection.close());
    await stop(servers.map((s) => s.child));
  };
  try {
    for (let i = 0; i < 2; i += 1) servers.push(await startListening(path.join(here, 'sharedb-peer.mjs'), [], env));
    const run = randomUUID();
    const workloads = {};
    for (const workload of WORKLOADS) {
      const docName = `${workload}-${run}`;
      const join = async (i) => {
        const socket = new WebSocket(`ws://127.0.0.1:${servers[i % 2].port}/`);
        const connection = new ShareDBClient.Connection(/** @type {any} */ (socket));
        const doc = connection.get('bench', docName);
        doc.preventCompose = true; // one op per submit, so each keeps its id (ShareDB still has one op in flight per client)
        const editor = { name: `e${i}`, connection, doc, received: new Map() };
        if (i === 0) {
          await new Promise((resolve, reject) => doc.create({ blocks: {}, ids: {}, text: 'hello' }, (error) => (error ? reject(error) : resolve(null))));
        }
        await new Promise((resolve, reject) => doc.subscribe((error) => (error ? reject(error) : resolve(null))));
        doc.on('op batch', (op, source) => {
          if (source) return;
          const now = performance.now();
          for (const component of op) {
            if (component.p[0] === 'ids') editor.received.set(component.oi, now);
            else if (component.p[0] === 'blocks' && component.oi?.op) editor.received.set(component.oi.op, now);
          }
        });
        return editor;
      };
      // The first editor creates the document; the others join it together.
      const list = [await join(0), ...(await Promise.all(Array.from({ length: EDITORS - 1 }, (_, i) => join(i + 1))))];
      editors.push(...list);
      const submit = (editor, op) => editor.doc.submitOp(op, (error) => { if (error) console.error(`bench/coedit: ShareDB refused an op: ${error.message}`); });
      workloads[workload] = {
        editors: list,
        send: workload === 'shapes'
          ? (editor, n) => {
            const id = `${editor.name}-${randomUUID()}`;
            const shape = n % 2 ? { x: 20 + (n % 800), fill: editor.doc.data.blocks[editor.name]?.fill ?? '#000000', op: id } : { x: editor.doc.data.blocks[editor.name]?.x ?? 20, fill: `#${(n % 256).toString(16).padStart(2, '0')}0000`, op: id };
            submit(editor, [{ p: ['blocks', editor.name], oi: shape, ...(editor.doc.data.blocks[editor.name] ? { od: editor.doc.data.blocks[editor.name] } : {}) }]);
            return id;
          }
          : (editor, n) => {
            const id = `${editor.name}-${randomUUID()}`;
            const length = editor.doc.data.text.length;
            submit(editor, [{ p: ['text', Math.floor(Math.random() * (length + 1))], si: letter(n) }, { p: ['ids', editor.name], oi: id, ...(editor.doc.data.ids[editor.name] ? { od: editor.doc.data.ids[editor.name] } : {}) }]);
            return id;
          },
      };
    }
    const check = async () => {
      const same = WORKLOADS.every((w) => sameText(workloads[w].editors, (e) => `${e.doc.version} ${stableJson(e.doc.data)}`));
      const pending = editors.filter((e) => e.doc.hasWritePending()).length;
      return { identical: same && pending === 0, text: `editors' documents ${same ? 'identical' : 'DIFFERENT'}${pending ? `, ${pending} still waiting for acks` : ''}` };
    };
    return { key: 'sharedb', name: 'ShareDB', pids: servers.map((s) => s.child.pid), close, check, workloads };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Hocuspocus: two processes with its Redis and Database (PostgreSQL) extensions; a Yjs document per workload. */
async function setUpHocuspocus(env, { debounce, label }) {
  const servers = [];
  const editors = [];
  const close = async () => {
    editors.forEach((e) => { e.provider.destroy(); e.socket.destroy(); });
    await stop(servers.map((s) => s.child));
  };
  try {
    const serverEnv = { ...env, BENCH_HOCUSPOCUS_DEBOUNCE: debounce === undefined ? '' : String(debounce) };
    for (let i = 0; i < 2; i += 1) servers.push(await startListening(path.join(here, 'hocuspocus-peer.mjs'), [], serverEnv));
    const run = randomUUID();
    const workloads = {};
    for (const workload of WORKLOADS) {
      const name = `${workload}-${run}`;
      const list = await Promise.all(Array.from({ length: EDITORS }, async (_, i) => {
        const doc = new Y.Doc();
        const socket = new HocuspocusProviderWebsocket({ url: `ws://127.0.0.1:${servers[i % 2].port}/`, WebSocketPolyfill: WebSocket });
        /** @type {(value: unknown) => void} */
        let onSynced = () => {};
        const synced = new Promise((resolve) => { onSynced = resolve; });
        const provider = new HocuspocusProvider({ websocketProvider: socket, name, document: doc, onSynced });
        provider.attach(); // a provider given its socket attaches itself to it only when asked
        await synced;
        return { name: `e${i}`, doc, provider, socket, received: new Map() };
      }));
      trackYjs(list);
      editors.push(...list);
      workloads[workload] = {
        editors: list,
        send: workload === 'shapes'
          ? (editor, n) => {
            const id = yjsOpId(editor);
            const shape = editor.doc.getMap(editor.name);
            if (n % 2) shape.set('fill', `#${(n % 256).toString(16).padStart(2, '0')}0000`);
            else shape.set('x', 20 + (n % 800));
            return id;
          }
          : (editor, n) => {
            const id = yjsOpId(editor);
            const text = editor.doc.getText('text');
            text.insert(Math.floor(Math.random() * (text.length + 1)), letter(n));
            return id;
          },
      };
    }
    const check = async () => {
      const names = workloads.shapes.editors.map((e) => e.name);
      const same = sameText(workloads.shapes.editors, (e) => stableJson(names.map((name) => e.doc.getMap(name).toJSON()))) &&
        sameText(workloads.text.editors, (e) => e.doc.getText('text').toString());
      const unsynced = editors.filter((e) => e.provider.hasUnsyncedChanges).length;
      return { identical: same && unsynced === 0, text: `editors' documents ${same ? 'identical' : 'DIFFERENT'}${unsynced ? `, ${unsynced} with unsynced changes` : ''}` };
    };
    return { key: `hocuspocus-${debounce === undefined ? 'shipped' : debounce}`, name: `Hocuspocus, ${label}`, pids: servers.map((s) => s.child.pid), close, check, workloads };
  } catch (error) {
    await close();
    throw error;
  }
}


/** Runs every side and workload in interleaved rounds, prints each side's median round (by p99), then the targets and convergence. */
export async function benchCoedit({ duration = Number(process.env.BENCH_DURATION ?? 2) } = {}) {
  const redisUrl = process.env.REDIS_URL;
  const databaseUrl = process.env.DATABASE_URL;
  if (!redisUrl || !databaseUrl) {
    console.log('bench/coedit: skipped: set REDIS_URL and DATABASE_URL (two server processes share each document through PostgreSQL and Redis)');
    return null;
  }
  const { prefix, removeKeys } = benchRedisPrefix('coedit');
  const sides = [];
  /** @type {pg.Client | undefined} */
  let admin;
  /** @type {ReturnType<typeof databaseCpu> | undefined} */
  let backends;
  try {
    const sharedbUrl = await freshDatabase(databaseUrl, 'sharedb_bench', readFileSync(path.join(path.dirname(require.resolve('sharedb-postgres')), 'structure.sql'), 'utf8'));
    const hocuspocusUrl = await freshDatabase(databaseUrl, 'hocuspocus_bench');
    const hocuspocus0Url = await freshDatabase(databaseUrl, 'hocuspocus0_bench');
    const adminUrl = new URL(databaseUrl); adminUrl.pathname = '/postgres';
    admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    backends = databaseCpu(admin, [databaseUrl, sharedbUrl, hocuspocusUrl, hocuspocus0Url].map(databaseName));
    sides.push({ ...(await setUpRawWs()), database: null });
    sides.push({ ...(await setUpPodium({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix, DATABASE_URL: databaseUrl })), database: databaseName(databaseUrl) });
    sides.push({ ...(await setUpShareDb({ REDIS_URL: redisUrl, DATABASE_URL: sharedbUrl })), database: databaseName(sharedbUrl) });
    const hocuspocusEnv = { REDIS_URL: redisUrl, BENCH_HOCUSPOCUS_PREFIX: `${prefix}hocuspocus` };
    sides.push({ ...(await setUpHocuspocus({ ...hocuspocusEnv, DATABASE_URL: hocuspocusUrl }, { debounce: undefined, label: 'debounce 2 s (shipped)' })), database: databaseName(hocuspocusUrl) });
    sides.push({ ...(await setUpHocuspocus({ ...hocuspocusEnv, DATABASE_URL: hocuspocus0Url }, { debounce: 0, label: 'debounce 0' })), database: databaseName(hocuspocus0Url) });
    for (const side of sides) for (const workload of WORKLOADS) await drive(side.workloads[workload].editors, 1, side.workloads[workload].send); // warm-up, not counted
    await sleep(1000);
    const runs = [];
    // CPU per op (the side's server processes, user + system; and its database's backends): unlike latency, it hardly
    // moves with whatever else the machine runs. A round's CPU is counted from its start to the start of the side's
    // next round (or the end), so work a side defers past its round (Hocuspocus' debounced store, 2 s after the last
    // change) is counted with the ops that caused it; the side is idle meanwhile, others are measured.
    const marks = new Map();
    const mark = async (side) => ({ cpu: serverCpu(side), db: (await backends?.total(side.database)) ?? 0 });
    const settle = async (side, next) => {
      const last = marks.get(side);
      if (last) {
        last.run.cpuUsPerOp = ((next.cpu - last.at.cpu) * 1e6) / last.run.sentAt.size;
        last.run.dbUsPerOp = ((next.db - last.at.db) * 1e6) / last.run.sentAt.size;
      }
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const workload of WORKLOADS) {
        for (const side of sides) {
          const { editors, send } = side.workloads[workload];
          const at = await mark(side);
          await settle(side, at);
          const from = process.hrtime.bigint() / 1000n;
          const sentAt = await drive(editors, duration, send);
          await delivered(editors, sentAt);
          if (process.env.BENCH_CPU_PROF && side.key === 'podium') console.log(`bench/coedit: ${workload} round ${round + 1} window ${from}-${process.hrtime.bigint() / 1000n} µs`);
          const run = { round, workload, side, sentAt, cpuUsPerOp: NaN, dbUsPerOp: NaN };
          runs.push(run);
          marks.set(side, { at, run });
        }
      }
    }
    await sleep(3000); // past Hocuspocus' store debounce
    for (const side of sides) await settle(side, await mark(side));
    console.log(`bench/coedit: ${EDITORS} editors × ${RATE} ops/s, each side on 2 processes + PostgreSQL + Redis (raw ws: 1 process), ${ROUNDS} rounds of ${duration} s per side and workload, median round by p99; load average ${loadAverage()}`);
    let met = true;
    for (const workload of WORKLOADS) {
      const medians = new Map();
      for (const side of sides) {
        const measured = runs.filter((r) => r.workload === workload && r.side === side)
          .map((r) => ({ ...summarise(side.workloads[workload].editors, r.sentAt), cpuUsPerOp: r.cpuUsPerOp, dbUsPerOp: r.dbUsPerOp }))
          .sort((x, y) => x.p99 - y.p99);
        const middle = measured[Math.floor(measured.length / 2)];
        if (!middle) throw new Error('bench/coedit: no rounds measured');
        const lost = measured.reduce((sum, m) => sum + m.lost, 0);
        const deliveries = measured.reduce((sum, m) => sum + m.deliveries, 0);
        medians.set(side.key, { ...middle, lost, deliveries });
        console.log(`bench/coedit [${workload}]: ${side.name.padEnd(36)} p50 ${middle.p50.toFixed(1).padStart(6)} ms, p99 ${middle.p99.toFixed(1).padStart(7)} ms, ` +
          `CPU per op: server ${middle.cpuUsPerOp.toFixed(0).padStart(5)} µs, PostgreSQL ${middle.dbUsPerOp.toFixed(0).padStart(4)} µs; lost ${lost} of ${deliveries} deliveries (rounds' p99: ${measured.map((m) => m.p99.toFixed(0)).join(', ')} ms)`);
      }
      const podium = medians.get('podium');
      const target = medians.get('hocuspocus-shipped');
      const p99Met = podium.p99 <= target.p99;
      const cpuMet = podium.cpuUsPerOp <= target.cpuUsPerOp;
      const withDb = (m) => (m.cpuUsPerOp + m.dbUsPerOp).toFixed(0);
      met &&= p99Met && cpuMet && podium.lost === 0;
      console.log(`bench/coedit [${workload}]: targets (Podium against Hocuspocus as shipped): p99 ${podium.p99.toFixed(1)} ≤ ${target.p99.toFixed(1)} ms ${p99Met ? 'met' : 'NOT MET'}; ` +
        `server CPU per op ${podium.cpuUsPerOp.toFixed(0)} ≤ ${target.cpuUsPerOp.toFixed(0)} µs ${cpuMet ? 'met' : 'NOT MET'} (with PostgreSQL's: ${withDb(podium)} against ${withDb(target)} µs); 0 lost ${podium.lost === 0 ? 'met' : `NOT MET (${podium.lost})`}`);
    }
    for (const side of sides) {
      const { identical, text } = await side.check();
      met &&= identical || side.key !== 'podium';
      console.log(`bench/coedit: convergence: ${side.name}: ${text}${identical ? '' : '  ← not converged'}`);
    }
    console.log(`bench/coedit: Podium ${met ? 'meets' : 'is below'} its targets; load average ${loadAverage()}`);
    return met;
  } finally {
    await Promise.all(sides.map((side) => side.close()));
    await backends?.stop();
    await admin?.end();
    await removeKeys(redisUrl);
  }
}

/**
 * What one co-editing op costs as the deck grows: Podium alone (20 editors × 5 ops/s, the shapes workload, 2 processes
 * + PostgreSQL + Redis) on decks of 10, 100 and 300 slides. Prints server and PostgreSQL CPU per op and p50/p99 from an
 * op to the other editors for each size, and the growth from 10 to 300 slides (target ≤ 1.5×). `rounds` per size, the
 * median round by p99.
 */
export async function benchCoeditBySize({ sizes = [10, 100, 300], duration = Number(process.env.BENCH_DURATION ?? 2), rounds = ROUNDS } = {}) {
  const redisUrl = process.env.REDIS_URL;
  const databaseUrl = process.env.DATABASE_URL;
  if (!redisUrl || !databaseUrl) {
    console.log('bench/coedit by deck size: skipped: set REDIS_URL and DATABASE_URL');
    return null;
  }
  const adminUrl = new URL(databaseUrl); adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const backends = databaseCpu(admin, [databaseName(databaseUrl)]);
  const results = [];
  try {
    for (const slides of sizes) {
      const { prefix, removeKeys } = benchRedisPrefix('coedit-size');
      const side = { ...(await setUpPodium({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix, DATABASE_URL: databaseUrl }, { slides })), database: databaseName(databaseUrl) };
      try {
        const { editors, send } = side.workloads.shapes;
        await drive(editors, 1, send); // warm-up, not counted
        await sleep(1000);
        const measured = [];
        for (let round = 0; round < rounds; round += 1) {
          const at = { cpu: serverCpu(side), db: await backends.total(side.database) };
          const sentAt = await drive(editors, duration, send);
          await delivered(editors, sentAt);
          // Past the fold of the ops into the document (2 s after the last commit): its cost is the ops' cost.
          await sleep(2500);
          const cpuUsPerOp = ((serverCpu(side) - at.cpu) * 1e6) / sentAt.size;
          const dbUsPerOp = (((await backends.total(side.database)) - at.db) * 1e6) / sentAt.size;
          measured.push({ ...summarise(editors, sentAt), cpuUsPerOp, dbUsPerOp });
        }
        measured.sort((x, y) => x.p99 - y.p99);
        const middle = measured[Math.floor(measured.length / 2)];
        if (!middle) throw new Error('bench/coedit by deck size: no rounds measured');
        const lost = measured.reduce((sum, m) => sum + m.lost, 0);
        // Another process learns of a commit through Redis a moment after the editors do: give reads 3 s to agree.
        let checked = await side.check();
        for (const until = Date.now() + 3_000; !checked.identical && Date.now() < until; await sleep(100)) checked = await side.check();
        const { identical, text } = checked;
        results.push({ slides, ...middle, lost, identical });
        console.log(`bench/coedit by deck size: ${String(slides).padStart(3)} slides: CPU per op server ${middle.cpuUsPerOp.toFixed(0).padStart(5)} µs, PostgreSQL ${middle.dbUsPerOp.toFixed(0).padStart(5)} µs; ` +
          `p50 ${middle.p50.toFixed(1)} ms, p99 ${middle.p99.toFixed(1)} ms; lost ${lost}; ${identical ? 'converged' : `NOT CONVERGED: ${text}`}`);
      } finally {
        await side.close();
        await removeKeys(redisUrl);
      }
    }
  } finally {
    await backends.stop();
    await admin.end();
  }
  const small = results[0];
  const large = results[results.length - 1];
  if (!small || !large) throw new Error('bench/coedit by deck size: no sizes measured');
  const growth = (key) => large[key] / small[key];
  const cpu = growth('cpuUsPerOp');
  const p50 = growth('p50');
  const met = cpu <= 1.5 && p50 <= 1.5 && results.every((r) => r.lost === 0 && r.identical);
  console.log(`bench/coedit by deck size: ${small.slides} → ${large.slides} slides: server CPU per op ×${cpu.toFixed(2)}, PostgreSQL ×${growth('dbUsPerOp').toFixed(2)}, ` +
    `p50 ×${p50.toFixed(2)}, p99 ×${growth('p99').toFixed(2)} (target ≤ 1.5× for CPU and p50: ${met ? 'met' : 'NOT MET'}); load average ${loadAverage()}`);
  return met;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.env.BENCH_COEDIT_BY_SIZE) await benchCoeditBySize();
  else await benchCoedit();
  process.exit(0);
}
