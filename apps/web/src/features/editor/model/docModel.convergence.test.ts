/**
 * Convergence fuzz test of co-editing one text block, without a browser: 3–5 clients (the editor's real DocModel,
 * each with the block's shared text open in a Yjs document as the text editor has it) type and delete at random while
 * their ops travel to a server and back with random delays, so ops cross each other in every order. The server
 * applies each op as services/coedit/planBatch.ts does. After every message is delivered, all clients and the server
 * must hold the same text, and every run of characters a client typed in one go must still be in one piece, in order
 * (intention preservation). Seeded, so a failing seed replays exactly.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyOp, createBlock, decodeUpdate, emptyDocument, encodeUpdate, TEXT_FIELD, type DeckDocument, type Op, type TextBases } from '@podium/deck';
import { seedUpdate } from '@podium/deck/richText';
import type { DeckJson } from '@podium/shared';
import { DocModel } from './docModel';

/** Small seeded PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Sent = { op: Op; baseSeq: number; bases: TextBases; from: number };
type Answer = { seq: number; op: Op; own: boolean };
type Message<T> = { at: number; body: T };

const ORIGINAL = 'hello world';
const html = (text: string) => `<p>${text}</p>`;
const textOf = (doc: DeckDocument) => {
  const value = (doc.slides[0]!.blocks[0]!.props as { html: string }).html;
  return value.slice('<p>'.length, -'</p>'.length);
};

/** What the editor's parser makes of ORIGINAL (the seed's content). */
const ORIGINAL_JSON = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: ORIGINAL }] }] };
const FROM_BLOCK = 'block';

interface Client {
  model: DocModel;
  /** The block's shared text as this client's text editor holds it, and the seed not yet sent. */
  text: Y.Doc;
  seed: Uint8Array | null;
  /** The run being typed: its characters so far; the caret is after the last one (or `after` before the first). */
  run: { chars: string[]; after: string | null; index: number } | null;
}

function simulate(seed: number, { deletes = true } = {}): { texts: string[]; server: string; runs: string[][] } {
  const random = prng(seed);
  const int = (n: number) => Math.floor(random() * n);
  const block = createBlock('text', { id: 'blk1', props: { html: html(ORIGINAL) } });
  const base = emptyDocument();
  const start: DeckDocument = { ...base, slides: [{ ...base.slides[0]!, blocks: [block] }] };
  const slideId = start.slides[0]!.id;
  const meta = { id: 1, version: 1, title: 'deck', slug: 'deck' } as DeckJson;

  const count = 3 + int(3);
  const clients: Client[] = Array.from({ length: count }, () => {
    const text = new Y.Doc();
    const seed = seedUpdate(html(ORIGINAL), ORIGINAL_JSON);
    Y.applyUpdate(text, seed, FROM_BLOCK);
    return { model: new DocModel(meta, start), text, seed, run: null };
  });
  const toServer: Array<Array<Message<Sent>>> = clients.map(() => []);
  const toClient: Array<Array<Message<Answer>>> = clients.map(() => []);
  let server = { doc: start, seq: 1 };
  const runs: string[][] = [];
  /** Which run each typed character belongs to (characters are unique: one code point per keystroke). */
  const runOf = new Map<string, number>();
  let nextChar = 0x4e00;
  let now = 0;

  // FIFO channels (one socket per client) with random latency.
  const post = <T,>(queue: Array<Message<T>>, body: T) => {
    const last = queue[queue.length - 1]?.at ?? 0;
    queue.push({ at: Math.max(last, now + 1 + int(8)), body });
  };
  const pump = (i: number) => {
    const next = clients[i]!.model.beginSend();
    if (next) post(toServer[i]!, { ...next, from: i });
  };
  // An edit in the client's text editor: its Yjs update sent as a deck.block.text op (with the seed the first time).
  const edit = (i: number, change: (text: Y.XmlText) => void) => {
    const client = clients[i]!;
    const updates: Uint8Array[] = [];
    const listen = (update: Uint8Array, origin: unknown) => origin !== FROM_BLOCK && updates.push(update);
    client.text.on('update', listen);
    change((client.text.getXmlFragment(TEXT_FIELD).get(0) as Y.XmlElement).get(0) as Y.XmlText);
    client.text.off('update', listen);
    const update = Y.mergeUpdates(client.seed ? [client.seed, ...updates] : updates);
    client.seed = null;
    const result = client.model.apply({ type: 'deck.block.text', slideId, blockId: 'blk1', update: encodeUpdate(update) }, { record: false });
    if (!result.ok) throw new Error(result.error.message);
    pump(i);
  };
  const insert = (i: number, at: number, char: string) => edit(i, (text) => text.insert(at, char));
  // Others' typing reaches the text editor through the block's shared text.
  const follow = (i: number) => {
    const state = (clients[i]!.model.doc.slides[0]!.blocks[0]!.props as { sharedText?: string }).sharedText;
    if (state) Y.applyUpdate(clients[i]!.text, decodeUpdate(state), FROM_BLOCK);
  };
  // A run must not be split by a new insert: the place right after a character of a run is off limits unless it is
  // the run's last character and its typist has moved on. (Typing at someone's caret while their keys are on the way,
  // or between two characters of a word one has not seen whole yet, is a real conflict: Yjs settles it by client id,
  // each person's keys kept in order, but one of the two runs ends up around the other.)
  const insideRun = (text: string, at: number, self: number) => {
    const char = text[at - 1] ?? '';
    const left = runOf.get(char);
    if (left === undefined) return false;
    const run = runs[left]!;
    return run[run.length - 1] !== char || clients.some((c, j) => j !== self && c.run?.index === left);
  };

  const act = (i: number) => {
    const client = clients[i]!;
    const text = textOf(client.model.doc);
    const roll = random();
    if (client.run && roll < 0.75) {
      // The next key of the run, at the caret (after the last character typed).
      const anchor = client.run.chars[client.run.chars.length - 1] ?? client.run.after;
      const at = anchor === null ? 0 : text.indexOf(anchor) + 1;
      if (anchor !== null && at === 0) {
        client.run = null; // someone deleted where the caret was: the run ends
        return;
      }
      const char = String.fromCodePoint(nextChar++);
      client.run.chars.push(char);
      runOf.set(char, client.run.index);
      insert(i, at, char);
      return;
    }
    client.run = null;
    if (!deletes || roll < 0.9 || text.length === 0) {
      // A new run starts at a place that is not inside someone's run.
      const places = Array.from({ length: text.length + 1 }, (_, at) => at).filter((at) => !insideRun(text, at, i));
      const at = places[int(places.length)]!;
      const char = String.fromCodePoint(nextChar++);
      const chars = [char];
      runs.push(chars);
      runOf.set(char, runs.length - 1);
      client.run = { chars, after: at === 0 ? null : text[at - 1]!, index: runs.length - 1 };
      insert(i, at, char);
      return;
    }
    // Not the character right after someone's caret while they type: that would join their caret with the place
    // beyond it, and keys typed there by a third person meet theirs at one place (Yjs inserts after deleted text,
    // so both land there; as at one caret, the order between the two people is Yjs' client order).
    const carets = new Set(clients.flatMap((c, j) => (j !== i && c.run ? [text.indexOf(c.run.chars[c.run.chars.length - 1]!) + 1] : [])));
    const from = int(text.length);
    let to = from;
    while (to < Math.min(text.length, from + 1 + int(3)) && !carets.has(to)) to += 1;
    if (to === from) return;
    edit(i, (shared) => shared.delete(from, to - from));
  };

  const receive = (sent: Sent) => {
    // planBatch: text ops apply as they are, whatever version they were made on (Yjs merges them).
    const op = sent.op;
    const result = applyOp(server.doc, op);
    if (!result.ok) throw new Error(result.error.message);
    server = { doc: result.doc, seq: server.seq + 1 };
    toClient.forEach((queue, i) => post(queue, { seq: server.seq, op, own: i === sent.from }));
  };
  const deliver = (i: number, answer: Answer) => {
    const model = clients[i]!.model;
    if (answer.own) model.confirmOwn(answer.seq, answer.op);
    else if (!model.applyRemote(answer.seq, answer.op).ok) throw new Error('remote op did not apply');
    follow(i);
    pump(i);
  };
  // Delivers what is due, the channels in a random order each time.
  const flush = () => {
    const channels = [...toServer.map((q) => ({ q, server: true })), ...toClient.map((q, i) => ({ q, server: false, i }))]
      .sort(() => random() - 0.5);
    for (const channel of channels) {
      while (channel.q.length && channel.q[0]!.at <= now) {
        const message = channel.q.shift()!;
        if (channel.server) receive(message.body as Sent);
        else deliver((channel as { i: number }).i, message.body as Answer);
      }
    }
  };

  const steps = 40 + int(40);
  for (; now < steps; now += 1) {
    for (let i = 0; i < count; i += 1) if (random() < 0.6) act(i);
    flush();
  }
  for (let guard = 0; guard < 10_000 && [...toServer, ...toClient].some((q) => q.length); guard += 1, now += 1) flush();
  return { texts: clients.map((c) => textOf(c.model.doc)), server: textOf(server.doc), runs };
}

/** Seeds per run (about a second each on a busy 2-core machine); FUZZ_SEEDS=2000 for a deeper search. */
const SEEDS = Number(process.env.FUZZ_SEEDS) || 10;

/** The first run (in typing order) that is not in one piece, in order, in `text`; undefined when none. */
function splitRun(text: string, runs: string[][]): string | undefined {
  for (const run of runs) {
    const kept = run.filter((char) => text.includes(char));
    if (kept.length < 2) continue;
    const at = text.indexOf(kept[0]!);
    if (text.slice(at, at + kept.length) !== kept.join('')) return `${kept.join('')} in ${text}`;
  }
  return undefined;
}

describe('co-editing one text block: convergence fuzz', () => {
  it(`ends with one text on every client and the server (${SEEDS} seeds, 3–5 clients)`, () => {
    for (let seed = 1; seed <= SEEDS; seed += 1) {
      const { texts, server } = simulate(seed);
      for (const text of texts) expect(text, `seed ${seed}`).toBe(server);
    }
  }, 300_000);

  it(`keeps every run typed in one go in one piece and in order (intention preservation, ${SEEDS} seeds)`, () => {
    for (let seed = 1; seed <= SEEDS; seed += 1) {
      const { server, runs } = simulate(seed, { deletes: false });
      expect(splitRun(server, runs), `seed ${seed}`).toBeUndefined();
    }
  }, 300_000);

  // Known to fail: with deletes, a run can be split. Yjs inserts typed right before deleted text after that text (its
  // Y.Text skips deleted items to the right of the insert point), so when the text between A's caret and the place a
  // third person types is deleted, the rest of A's run and the third person's keys meet at one place and are ordered
  // by client id, one person's keys between the two parts of A's run. Each person's keys stay in order and every
  // screen agrees; only a different CRDT (one that anchors inserts to their left neighbour) would keep the run whole.
  // `it.fails` flips if that changes.
  it.fails('keeps every run in one piece while others delete text around it', () => {
    for (let seed = 1; seed <= SEEDS; seed += 1) {
      const { server, runs } = simulate(seed);
      expect(splitRun(server, runs), `seed ${seed}`).toBeUndefined();
    }
  }, 300_000);
});
