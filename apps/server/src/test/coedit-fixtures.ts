/** Co-editing test helpers: a team deck two members may edit, an outsider who may only view it, and `editor` sockets. */
import { afterAll, beforeAll } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import { applyOp, createBlock, decodeUpdate, encodeUpdate, TEXT_FIELD, textBasesOf, type DeckDocument, type Op } from '@podium/deck';
import { seedUpdate } from '@podium/deck/richText';
import type { CatchUpResult, OpAck } from '@podium/shared';
import { teams } from '../db/schema.js';
import { createTeam } from '../services/admin/createTeam.js';
import { addMember } from '../services/admin/addMember.js';
import { startTestServer, TestClient, type TestServer } from './harness.js';
import { baseUrl } from './live-client.js';

/** A public deck of a team whose default internal role is editor: `a` (owner) and `b` (member) edit, `outsider` views. */
export async function teamDeck(server: TestServer, app: FastifyInstance = server.app) {
  const a = new TestClient(app);
  const b = new TestClient(app);
  const outsider = new TestClient(app);
  const ua = await a.signUp();
  const ub = await b.signUp();
  await outsider.signUp();
  const slug = `coedit${ua.id}x${ub.id}`;
  await createTeam(server.database.db, slug, 'Co-editors');
  await addMember(server.database.db, slug, ua.username, 'owner');
  await addMember(server.database.db, slug, ub.username, 'member');
  await server.database.db.update(teams).set({ defaultInternalRole: 'editor' }).where(eq(teams.slug, slug));
  // Public by choice: a team member's new deck starts team-only.
  const createdAnswer = await a.post('/api/v1/decks.json', { deck: { title: 'Co-edited', visibility: 'all' } });
  if (createdAnswer.statusCode !== 201) throw new Error(`create failed: ${createdAnswer.body}`);
  const created = createdAnswer.json().deck as { id: number };
  const block = createBlock('text', { props: { html: '<p>Hello world</p>' } });
  const deck = (await a.get(`/api/v1/decks/${created.id}.json`)).json().deck as { id: number; version: number; document: DeckDocument };
  const slideId = deck.document.slides[0]!.id;
  const saved = await a.put(`/api/v1/decks/${created.id}.json`, { deck: { version: deck.version, document: { ...deck.document, slides: [{ ...deck.document.slides[0]!, blocks: [block] }] } } });
  if (saved.statusCode !== 200) throw new Error(`seed failed: ${saved.body}`);
  return { a, b, outsider, aId: ua.id, bId: ub.id, deckId: created.id, slideId, blockId: block.id, version: (saved.json().deck as { version: number }).version };
}

/** A connected `editor` socket (as `client` when given). */
export async function editorSocket(app: FastifyInstance, client?: TestClient): Promise<Socket> {
  const session = client?.cookie('podium_session');
  const socket = connect(`${baseUrl(app)}/editor`, {
    transports: ['websocket'], reconnection: false, forceNew: true,
    extraHeaders: session ? { cookie: `podium_session=${session}` } : {},
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * A listening server for the enclosing suite (started before its tests, closed after them), and `open`, an `editor`
 * socket (as `client` when given) that is disconnected when the suite ends.
 */
export function editorSuite(): { readonly server: TestServer; open: (client?: TestClient) => Promise<Socket> } {
  let server: TestServer | undefined;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('the suite has not started its server yet');
      return server;
    },
    async open(client) {
      const socket = await editorSocket(this.server.app, client);
      sockets.push(socket);
      return socket;
    },
  };
}

/** Joins a deck's editor room. */
export function joinDeck(socket: Socket, deckId: number): Promise<{ ok: boolean; seq?: number; canEdit?: boolean }> {
  return socket.timeout(5000).emitWithAck('join', { deckId });
}

let counter = 0;
/** Sends one op and returns the server's answer. */
export function sendOp(socket: Socket, deckId: number, baseSeq: number, op: Op, extra: { clientOpId?: string; bases?: unknown; retry?: boolean } = {}): Promise<OpAck> {
  counter += 1;
  return socket.timeout(5000).emitWithAck('op', { deckId, baseSeq, op, clientOpId: extra.clientOpId ?? `op-${process.pid}-${counter}`, ...(extra.bases ? { bases: extra.bases } : {}), ...(extra.retry ? { retry: true } : {}) });
}

/**
 * A minimal co-editing client: applies its own acknowledged ops and everyone else's in sequence order to its copy of
 * the document (as the editor does), and sends one op at a time with its text bases.
 */
export class SimEditor {
  doc: DeckDocument;
  seq: number;
  private buffered = new Map<number, Op>();

  constructor(readonly socket: Socket, readonly deckId: number, doc: DeckDocument, seq: number) {
    this.doc = doc;
    this.seq = seq;
    socket.on('ops', (message: { deckId: number; seq: number; op: Op }) => {
      if (message.deckId === deckId) this.arrive(message.seq, message.op);
    });
  }

  /** Sends `op` (made over the current copy) and waits for the answer. */
  async send(op: Op): Promise<OpAck> {
    const bases = textBasesOf(this.doc, op);
    const ack = await sendOp(this.socket, this.deckId, this.seq, op, { bases });
    if (ack.ok) this.arrive(ack.seq, ack.op as Op);
    return ack;
  }

  /** Asks for the ops missed since our sequence (as the editor does after a gap) and applies them. */
  async catchUp(): Promise<void> {
    const result = await this.socket.timeout(5000).emitWithAck('catch-up', { deckId: this.deckId, since: this.seq }) as CatchUpResult;
    if (!result.ok) throw new Error('catch-up refused');
    if (result.kind === 'snapshot') throw new Error('catch-up answered with a snapshot');
    for (const message of result.ops) this.arrive(message.seq, message.op as Op);
  }

  private arrive(seq: number, op: Op): void {
    this.buffered.set(seq, op);
    for (let nextOp = this.buffered.get(this.seq + 1); nextOp; nextOp = this.buffered.get(this.seq + 1)) {
      this.buffered.delete(this.seq + 1);
      const result = applyOp(this.doc, nextOp);
      if (!result.ok) throw new Error(`op ${this.seq + 1} does not apply: ${result.error.message}`);
      this.doc = result.doc;
      this.seq += 1;
    }
  }
}

/**
 * Someone typing in a text block, as the editor does it: the block's shared text open in a Yjs document (seeded from
 * its HTML when it has none), each keystroke sent as a `deck.block.text` op carrying the Yjs update, one at a time,
 * others' typing followed through the block's shared text in the SimEditor's copy of the document.
 */
export class SimTypist {
  private readonly text = new Y.Doc();
  private seed: Uint8Array | null = null;
  /** The keystrokes the server acknowledged, in order. */
  readonly acknowledged: string[] = [];

  constructor(readonly editor: SimEditor, readonly slideId: string, readonly blockId: string) {
    const props = this.block().props;
    if (props.sharedText) {
      Y.applyUpdate(this.text, decodeUpdate(props.sharedText), 'block');
    } else {
      // What the editor's parser makes of a one-paragraph block.
      const words = props.html.replace(/^<p>|<\/p>$/g, '');
      this.seed = seedUpdate(props.html, { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }] });
      Y.applyUpdate(this.text, this.seed, 'block');
    }
  }

  private block(): { props: { html: string; sharedText?: string } } {
    return this.editor.doc.slides.find((s) => s.id === this.slideId)!.blocks.find((b) => b.id === this.blockId) as never;
  }

  /** The paragraph's text as this typist sees it. */
  get visible(): string {
    return this.paragraph().toString();
  }

  private paragraph(): Y.XmlText {
    const state = this.block().props.sharedText;
    if (state) Y.applyUpdate(this.text, decodeUpdate(state), 'block');
    return (this.text.getXmlFragment(TEXT_FIELD).get(0) as Y.XmlElement).get(0) as Y.XmlText;
  }

  /** Types `chars` one key at a time, starting at `at` (a character offset, or the end). */
  async type(chars: string, at: number | 'end'): Promise<void> {
    // The caret is kept as a Yjs relative position (as the editor keeps it), so others' typing does not move it.
    let caret = Y.createRelativePositionFromTypeIndex(this.paragraph(), at === 'end' ? this.paragraph().length : at, -1);
    for (const char of chars) {
      const paragraph = this.paragraph();
      const index = Y.createAbsolutePositionFromRelativePosition(caret, this.text)!.index;
      const updates: Uint8Array[] = [];
      const listen = (update: Uint8Array, origin: unknown) => origin !== 'block' && updates.push(update);
      this.text.on('update', listen);
      paragraph.insert(index, char);
      this.text.off('update', listen);
      caret = Y.createRelativePositionFromTypeIndex(paragraph, index + 1, -1);
      const update = Y.mergeUpdates(this.seed ? [this.seed, ...updates] : updates);
      this.seed = null;
      const ack = await this.editor.send({ type: 'deck.block.text', slideId: this.slideId, blockId: this.blockId, update: encodeUpdate(update) });
      if (!ack.ok) throw new Error(`keystroke refused: ${ack.message}`);
      this.acknowledged.push(char);
    }
  }
}
