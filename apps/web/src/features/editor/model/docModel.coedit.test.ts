import { describe, expect, it } from 'vitest';
import { applyOp, createBlock, emptyDocument, mergeOp, readingOrder, type DeckDocument, type Op, type TextBases } from '@podium/deck';
import type { DeckJson } from '@podium/shared';
import { DocModel } from './docModel';

const meta = (version: number): DeckJson => ({ id: 1, version, title: 'deck', slug: 'deck' }) as DeckJson;

/** A tiny server: applies sent ops in arrival order with their text merged, as services/coedit does. */
class Server {
  log: Op[] = [];
  constructor(public doc: DeckDocument, public seq: number) {}
  receive(sent: { op: Op; bases: TextBases; baseSeq: number }): { seq: number; op: Op } {
    const op = sent.baseSeq < this.seq ? mergeOp(sent.op, sent.bases, this.doc) : sent.op;
    const r = applyOp(this.doc, op);
    if (!r.ok) throw new Error(r.error.message);
    this.doc = r.doc;
    this.seq += 1;
    this.log.push(op);
    return { seq: this.seq, op };
  }
}

function setup() {
  const block = createBlock('text', { id: 'blk1', props: { html: '<p>Hello world</p>' } });
  const base = emptyDocument();
  const doc = { ...base, slides: [{ ...base.slides[0]!, blocks: [block] }] };
  const slideId = doc.slides[0]!.id;
  return { doc, slideId, a: new DocModel(meta(1), doc), b: new DocModel(meta(1), doc), server: new Server(doc, 1) };
}
const html = (doc: DeckDocument) => (doc.slides[0]!.blocks[0]!.props as { html: string }).html;

describe('DocModel co-editing', () => {
  it('keeps both people’s typing in one block and ends with the server’s document on both sides', () => {
    const { slideId, a, b, server } = setup();
    a.apply({ type: 'deck.block.update', slideId, blockId: 'blk1', props: { html: '<p>Hello brave world</p>' } });
    b.apply({ type: 'deck.block.update', slideId, blockId: 'blk1', props: { html: '<p>Hello world, friends</p>' } });
    const sentA = a.beginSend()!;
    const sentB = b.beginSend()!;
    const first = server.receive(sentA);
    const second = server.receive(sentB);
    a.confirmOwn(first.seq, first.op);
    b.applyRemote(first.seq, first.op);
    expect(html(b.doc)).toBe('<p>Hello brave world, friends</p>');
    a.applyRemote(second.seq, second.op);
    b.confirmOwn(second.seq, second.op);
    expect(a.doc).toEqual(server.doc);
    expect(b.doc).toEqual(server.doc);
    expect(a.dirty || b.dirty).toBe(false);
  });

  it('merges a reading order set by one person with a block and a slide title added by another', () => {
    const { slideId, a, b, server } = setup();
    const second = createBlock('text', { id: 'blk2', y: 400, props: { html: '<p>Below</p>' } });
    const added = server.receive((b.apply({ type: 'deck.block.add', slideId, block: second }), b.beginSend()!));
    b.confirmOwn(added.seq, added.op);
    a.applyRemote(added.seq, added.op);
    // A puts the lower block first while B, not having seen it yet, names the slide and adds a third block.
    a.apply({ type: 'deck.slide.set', id: slideId, props: { readingOrder: ['blk2', 'blk1'] } });
    b.apply({ type: 'deck.slide.set', id: slideId, props: { title: 'Agenda' } });
    b.apply({ type: 'deck.block.add', slideId, block: createBlock('text', { id: 'blk3', y: 600, props: { html: '<p>Last</p>' } }) });
    const sentA = a.beginSend()!;
    const sentB = b.beginSend()!;
    const first = server.receive(sentA);
    const then = server.receive(sentB);
    a.confirmOwn(first.seq, first.op);
    b.applyRemote(first.seq, first.op);
    a.applyRemote(then.seq, then.op);
    b.confirmOwn(then.seq, then.op);
    for (let sent = b.beginSend(); sent; sent = b.beginSend()) {
      const next = server.receive(sent);
      b.confirmOwn(next.seq, next.op);
      a.applyRemote(next.seq, next.op);
    }
    const slide = server.doc.slides[0]!;
    expect([slide.title, slide.readingOrder]).toEqual(['Agenda', ['blk2', 'blk1']]);
    // The block nobody placed in the order is read after the ordered ones.
    expect(readingOrder(slide).map((x) => x.id)).toEqual(['blk2', 'blk1', 'blk3']);
    expect(a.doc).toEqual(server.doc);
    expect(b.doc).toEqual(server.doc);
  });

  it('undoes only our own change: B’s recolour survives A’s undo of its move', () => {
    const { slideId, a, b, server } = setup();
    a.apply({ type: 'deck.block.move', slideId, moves: [{ id: 'blk1', x: 200, y: 100 }] });
    const moved = server.receive(a.beginSend()!);
    a.confirmOwn(moved.seq, moved.op);
    b.applyRemote(moved.seq, moved.op);
    b.apply({ type: 'deck.block.update', slideId, blockId: 'blk1', props: { style: { color: '#ff0000' } } });
    const coloured = server.receive(b.beginSend()!);
    b.confirmOwn(coloured.seq, coloured.op);
    a.applyRemote(coloured.seq, coloured.op);
    a.undo();
    const undone = server.receive(a.beginSend()!);
    a.confirmOwn(undone.seq, undone.op);
    const block = server.doc.slides[0]!.blocks[0]!;
    expect([block.x, block.y, (block.props as { style?: { color?: string } }).style?.color]).toEqual([0, 0, '#ff0000']);
    expect(a.doc).toEqual(server.doc);
  });

  it('drops and reports a pending edit of a block someone deleted', () => {
    const { slideId, a, b, server } = setup();
    b.apply({ type: 'deck.block.update', slideId, blockId: 'blk1', props: { html: '<p>mine</p>' } });
    a.apply({ type: 'deck.block.delete', slideId, blockId: 'blk1' });
    const deleted = server.receive(a.beginSend()!);
    const result = b.applyRemote(deleted.seq, deleted.op);
    expect(result.ok && result.dropped.map((d) => d.error.code)).toEqual(['not_found']);
    expect(b.doc).toEqual(server.doc);
    expect(b.dirty).toBe(false);
  });

  it('merges typing kept over a reload (the outbox) onto what others typed meanwhile, instead of overwriting it', () => {
    const { slideId, a, server } = setup();
    // A types offline in two steps, then the tab reloads: the outbox keeps the ops and what they typed over.
    a.apply({ type: 'deck.block.update', slideId, blockId: 'blk1', props: { html: '<p>Hello brave world</p>' } });
    a.apply({ type: 'deck.block.update', slideId, blockId: 'blk1', props: { html: '<p>Hello brave new world</p>' } });
    const kept = { pending: [...a.pending], bases: a.pendingBases };
    // Meanwhile B's typing reached the server.
    const b = new DocModel(meta(1), server.doc);
    b.apply({ type: 'deck.block.update', slideId, blockId: 'blk1', props: { html: '<p>Hello world, friends</p>' } });
    server.receive(b.beginSend()!);
    // The reloaded editor opens the server's document and replays the outbox on top.
    const reloaded = new DocModel(meta(server.seq), server.doc);
    expect(reloaded.replay(kept.pending, {}, kept.bases)).toEqual([]);
    expect(html(reloaded.doc)).toBe('<p>Hello brave new world, friends</p>');
    // Sent after the reload, the server ends with the same text.
    while (reloaded.dirty) {
      const sent = reloaded.beginSend()!;
      const done = server.receive(sent);
      reloaded.confirmOwn(done.seq, done.op);
    }
    expect(html(server.doc)).toBe('<p>Hello brave new world, friends</p>');
  });

  it('keeps a word being typed whole when someone starts typing right after the part of it they have seen', () => {
    const { slideId, a, b, server } = setup();
    const type = (model: DocModel, text: string) => model.apply({ type: 'deck.block.update', slideId, blockId: 'blk1', props: { html: `<p>${text}</p>` } });
    type(a, 'Hello world!');
    const first = server.receive(a.beginSend()!);
    a.confirmOwn(first.seq, first.op);
    b.applyRemote(first.seq, first.op);
    // A's next key is on its way while B, who has seen "!", puts the caret after it and types.
    type(a, 'Hello world!?');
    type(b, 'Hello world!Q');
    const sentA = a.beginSend()!;
    const sentB = b.beginSend()!;
    const second = server.receive(sentA);
    const third = server.receive(sentB);
    expect(html(server.doc)).toBe('<p>Hello world!?Q</p>');
    a.confirmOwn(second.seq, second.op);
    a.applyRemote(third.seq, third.op);
    b.applyRemote(second.seq, second.op);
    b.confirmOwn(third.seq, third.op);
    expect(a.doc).toEqual(server.doc);
    expect(b.doc).toEqual(server.doc);
  });
});
