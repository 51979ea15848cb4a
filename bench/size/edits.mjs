// bench/size: does an edit cost the same in a big deck? For decks of 10, 100 and 300 slides, on the built server
// (PGlite, a fresh server per size so one size's settling thumbnails never land in another's numbers), the server
// process's CPU per:
// - whole-document PUT (the editor's save; one slide's text changed each time),
// - deck list (GET /api/v1/decks.json of an owner with 20 decks of that size),
// - co-editing op (one editor, one `deck.block.move` at a time, each acknowledged before the next),
// and each one's growth from 10 to 300 slides. Target: PUT and list grow at most 1.5×. The op path is printed beside
// them (its growth is the co-editing store's, measured here, not targeted by this bench).
// The PUT figure includes the search re-index its saves queue (once per SEARCH.indexSettleSeconds of saving).
// BENCH_SIZE_REPEATS (default 30) sets how many of each are timed per size.
import { randomBytes } from 'node:crypto';
import { io } from 'socket.io-client';
import { cpuSeconds, signedInClient, startPodium } from '../lib.mjs';

const SIZES = [10, 100, 300];
const DECKS_LISTED = 20;
const REPEATS = Number(process.env.BENCH_SIZE_REPEATS ?? 30);
const TARGET = 1.5;
const hex = () => randomBytes(16).toString('hex');

/** A document of `count` slides, each with a title-sized text block, made from the new deck's own first slide. */
function documentOf(template, count) {
  const [first] = template.slides;
  const block = first.blocks[0] ?? { id: '', type: 'text', x: 60, y: 60, width: 800, height: 120, props: {} };
  const slides = Array.from({ length: count }, (_, i) => ({
    ...first, id: hex(), notes: `Notes of slide ${i + 1}`,
    blocks: [{ ...block, id: hex(), type: 'text', props: { html: `<h2>Slide ${i + 1}</h2><p>${'Body text. '.repeat(20)}</p>` } }],
  }));
  return { ...template, slides };
}

/** Sends `request` and throws unless it answers `status`; returns the parsed body. */
async function expectJson(client, method, url, body, status = 200) {
  const response = await client.request(method, url, body);
  if (response.status !== status) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A deck of `count` slides owned by `owner`: its id, version and document. */
async function deckOfSize(owner, count) {
  const { deck } = await expectJson(owner, 'POST', '/api/v1/decks.json', { deck: { title: `Size ${count}` } }, 201);
  const full = (await expectJson(owner, 'GET', `/api/v1/decks/${deck.id}.json`)).deck;
  const document = documentOf(full.document, count);
  const saved = (await expectJson(owner, 'PUT', `/api/v1/decks/${deck.id}.json`, { deck: { version: full.version, document } })).deck;
  return { id: deck.id, version: saved.version, document };
}

/**
 * Waits until the server has been idle (under 20 ms of CPU in a second) so the jobs that earlier saves queued (search
 * index, revisions) do not land in the next measurement; gives up waiting after 30 s.
 */
async function quiet(pid) {
  const deadline = Date.now() + 30_000;
  let last = cpuSeconds(pid, { children: false });
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuSeconds(pid, { children: false });
    if (now - last < 0.02) return;
    last = now;
  }
}

/** Waits (up to 3 minutes) until every listed deck has its rendered thumbnail. */
async function thumbnailsRendered(owner) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const { results } = await expectJson(owner, 'GET', '/api/v1/decks.json');
    if (results.every((card) => card.thumbnail_url)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the decks\' thumbnails did not render within 3 minutes');
}

/** Server CPU milliseconds per call of `work` (run `times` times, one after another). */
async function cpuPer(pid, times, work) {
  await work(-1); // warm: the first call of a path compiles and caches what the others reuse
  const before = cpuSeconds(pid, { children: false });
  for (let i = 0; i < times; i += 1) await work(i);
  return ((cpuSeconds(pid, { children: false }) - before) * 1000) / times;
}

/** One size on a fresh server: list, op and PUT CPU in milliseconds (in that order, each after the server went quiet). */
async function measureSize(count) {
  const { base, child } = await startPodium();
  try {
    const owner = await signedInClient(base);
    const deck = await deckOfSize(owner, count);
    for (let i = 1; i < DECKS_LISTED; i += 1) await deckOfSize(owner, count);
    // Each new deck's thumbnail renders (in this server, through its Chromium) once its saves settle: measured after.
    await thumbnailsRendered(owner);

    await quiet(child.pid);
    const list = await cpuPer(child.pid, REPEATS, async () => {
      const { results } = await expectJson(owner, 'GET', '/api/v1/decks.json');
      if (results.length !== DECKS_LISTED || results.some((card) => card.slide_count !== count || !card.first_slide)) throw new Error('the list is not the 20 decks with their first slides');
    });

    await quiet(child.pid);
    let op = Number.NaN;
    const socket = io(`${base}/editor`, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie: owner.cookie() } });
    try {
      const joined = await new Promise((resolve, reject) => {
        socket.once('connect_error', reject);
        socket.once('connect', () => socket.emit('join', { deckId: deck.id }, resolve));
      });
      if (!joined?.ok || !joined.canEdit) throw new Error('the editor could not join');
      let seq = joined.seq;
      const slide = deck.document.slides[0];
      op = await cpuPer(child.pid, REPEATS, async (i) => {
        const move = { type: 'deck.block.move', slideId: slide.id, moves: [{ id: slide.blocks[0].id, x: 100 + (i + 1), y: 100 }] };
        const ack = await socket.timeout(10_000).emitWithAck('op', { deckId: deck.id, clientOpId: hex(), baseSeq: seq, op: move });
        if (!ack?.ok) throw new Error(`an op was refused: ${ack?.code} ${ack?.message}`);
        seq = ack.seq;
      });
      deck.version = seq;
    } finally {
      socket.close();
    }
    // Last: the thumbnail these saves queue renders once they settle, after the measurement.
    await quiet(child.pid);
    const put = await cpuPer(child.pid, REPEATS, async (i) => {
      const slides = deck.document.slides.slice();
      slides[0] = { ...slides[0], blocks: [{ ...slides[0].blocks[0], props: { html: `<h2>Edit ${i}</h2>` } }] };
      deck.document = { ...deck.document, slides };
      deck.version = (await expectJson(owner, 'PUT', `/api/v1/decks/${deck.id}.json`, { deck: { version: deck.version, document: deck.document } })).deck.version;
    });
    return { put, list, op };
  } finally {
    child.kill();
  }
}

/** Runs the size bench and prints its numbers; throws when PUT or list grows more than TARGET from 10 to 300 slides. */
export async function benchSize() {
  const results = new Map();
  for (const count of SIZES) results.set(count, await measureSize(count));
  const first = results.get(SIZES[0]);
  const last = results.get(SIZES[SIZES.length - 1]);
  const missed = [];
  /** @type {Array<{ key: 'put' | 'list' | 'op', label: string, targeted: boolean }>} */
  const rows = [
    { key: 'put', label: 'whole-document PUT', targeted: true },
    { key: 'list', label: `deck list (${DECKS_LISTED} decks)`, targeted: true },
    { key: 'op', label: 'co-editing op', targeted: false },
  ];
  for (const { key, label, targeted } of rows) {
    const ratio = last[key] / first[key];
    const cells = SIZES.map((count) => `${count} slides ${results.get(count)[key].toFixed(1)} ms`).join(', ');
    const verdict = targeted ? (ratio <= TARGET ? `target ≤ ${TARGET}×: met` : `target ≤ ${TARGET}×: MISSED`) : 'not targeted here';
    console.log(`bench/size: ${label} server CPU: ${cells}; ${SIZES[0]}→${SIZES[SIZES.length - 1]} ${ratio.toFixed(2)}× (${verdict})`);
    if (targeted && ratio > TARGET) missed.push(label);
  }
  if (missed.length) throw new Error(`grows more than ${TARGET}× from ${SIZES[0]} to ${SIZES[SIZES.length - 1]} slides: ${missed.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSize();
