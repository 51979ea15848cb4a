import { describe, expect, it } from 'vitest';
import { createBlock, emptyDocument, type DeckDocument, type Op } from '@podium/deck';
import { EventBus } from '../../infra/events/bus.js';
import { DeckDocuments } from './deckDocuments.js';

/** A one-slide document with one block, and an op that moves that block to `x`. */
function fixture() {
  const empty = emptyDocument();
  const block = createBlock('text', { props: { html: '<p>Hi</p>' } });
  const doc: DeckDocument = { ...empty, slides: [{ ...empty.slides[0]!, blocks: [block] }] };
  const move = (x: number): Op => ({ type: 'deck.block.move', slideId: doc.slides[0]!.id, moves: [{ id: block.id, x, y: 0 }] });
  const xOf = (d: DeckDocument | undefined) => d?.slides[0]!.blocks[0]!.x;
  return { doc, move, xOf };
}

describe('DeckDocuments', () => {
  it('follows ops committed by another process, from the version it holds', () => {
    const bus = new EventBus();
    const documents = new DeckDocuments(bus);
    const { doc, move, xOf } = fixture();
    documents.set(7, { version: 3, doc });
    bus.emit('deck-changed', { deckId: 7, ops: { from: 3, ops: [move(10), move(20)] } });
    expect(documents.get(7)?.version).toBe(5);
    expect(xOf(documents.get(7)?.doc)).toBe(20);
    // A message overlapping what it has: only the new part is applied.
    bus.emit('deck-changed', { deckId: 7, ops: { from: 4, ops: [move(20), move(30)] } });
    expect(documents.get(7)?.version).toBe(6);
    expect(xOf(documents.get(7)?.doc)).toBe(30);
    // Already past them (its own commit came first): unchanged.
    bus.emit('deck-changed', { deckId: 7, ops: { from: 2, ops: [move(99)] } });
    expect(xOf(documents.get(7)?.doc)).toBe(30);
  });

  it('drops a copy that missed ops, or that the ops do not apply to', () => {
    const bus = new EventBus();
    const documents = new DeckDocuments(bus);
    const { doc, move } = fixture();
    documents.set(1, { version: 3, doc });
    bus.emit('deck-changed', { deckId: 1, ops: { from: 5, ops: [move(10)] } });
    expect(documents.get(1)).toBeUndefined();
    documents.set(2, { version: 3, doc });
    bus.emit('deck-changed', { deckId: 2, ops: { from: 3, ops: [{ type: 'deck.block.delete', slideId: 'missing', blockId: 'nothing' }] } });
    expect(documents.get(2)).toBeUndefined();
  });

  it('keeps its copy when a deck changes without ops (the version check catches a whole-document save)', () => {
    const bus = new EventBus();
    const documents = new DeckDocuments(bus);
    const { doc } = fixture();
    documents.set(3, { version: 3, doc });
    bus.emit('deck-changed', { deckId: 3 });
    expect(documents.get(3)?.version).toBe(3);
  });

  it('takes a document read from the database only when it is newer than its copy', () => {
    const documents = new DeckDocuments(new EventBus());
    const { doc, xOf } = fixture();
    documents.offer(4, { version: 3, doc });
    expect(documents.get(4)?.version).toBe(3);
    const moved = { version: 5, doc: { ...doc, slides: [{ ...doc.slides[0]!, blocks: [{ ...doc.slides[0]!.blocks[0]!, x: 50 }] }] } };
    documents.offer(4, moved);
    expect(xOf(documents.get(4)?.doc)).toBe(50);
    // A read that was behind by the time it arrived does not replace the newer copy.
    documents.offer(4, { version: 4, doc });
    documents.offer(4, { version: 5, doc });
    expect(documents.get(4)).toBe(moved);
  });
});
