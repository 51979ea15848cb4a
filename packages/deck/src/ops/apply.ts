/** Applying ops: validate the op, dispatch by type, and return the new document with its inverse. */
import type { DeckDocument } from '../schema/document.js';
import { addBlock, deleteBlock, lockBlocks, moveBlocks, replaceWhole, resizeBlock, rotateBlock, updateBlock } from './blocks.js';
import { typeText } from './text.js';
import { arrangeBlock, groupBlocks, orderBlocks, ungroupBlock } from './arrange.js';
import { addSlide, deleteSlide, duplicateSlide, moveSlide, setNotes, setSlide } from './slides.js';
import { fail, Op, type OpResult } from './types.js';

function dispatch(doc: DeckDocument, op: Op): OpResult {
  switch (op.type) {
    case 'deck.slide.add': return addSlide(doc, op);
    case 'deck.slide.delete': return deleteSlide(doc, op);
    case 'deck.slide.move': return moveSlide(doc, op);
    case 'deck.slide.duplicate': return duplicateSlide(doc, op);
    case 'deck.slide.set': return setSlide(doc, op);
    case 'deck.slide.notes': return setNotes(doc, op);
    case 'deck.block.add': return addBlock(doc, op);
    case 'deck.block.delete': return deleteBlock(doc, op);
    case 'deck.block.update': return updateBlock(doc, op);
    case 'deck.block.replace': return replaceWhole(doc, op);
    case 'deck.block.text': return typeText(doc, op);
    case 'deck.block.move': return moveBlocks(doc, op);
    case 'deck.block.resize': return resizeBlock(doc, op);
    case 'deck.block.rotate': return rotateBlock(doc, op);
    case 'deck.block.arrange': return arrangeBlock(doc, op);
    case 'deck.block.order': return orderBlocks(doc, op);
    case 'deck.block.lock': return lockBlocks(doc, op);
    case 'deck.block.group': return groupBlocks(doc, op);
    case 'deck.block.ungroup': return ungroupBlock(doc, op);
    case 'deck.batch': return applyBatch(doc, op.ops);
  }
}

/** Apply ops in order as one change; any failure leaves the document untouched. */
function applyBatch(doc: DeckDocument, ops: readonly Op[]): OpResult {
  let current = doc;
  const inverses: Op[] = [];
  for (const [i, op] of ops.entries()) {
    const result = dispatch(current, op);
    if (!result.ok) return { ok: false, error: { ...result.error, path: `ops.${i}${result.error.path ? `.${result.error.path}` : ''}` } };
    current = result.doc;
    inverses.unshift(result.inverse);
  }
  return { ok: true, doc: current, inverse: { type: 'deck.batch', ops: inverses } };
}

/** Apply an op that is already typed (local editor code). Never mutates `doc`. */
export function applyOp(doc: DeckDocument, op: Op): OpResult {
  return dispatch(doc, op);
}

/** Apply an untrusted op (e.g. from the realtime channel): its shape is checked first. */
export function applyUnknownOp(doc: DeckDocument, op: unknown): OpResult {
  const parsed = Op.safeParse(op);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail('invalid_op', issue?.message ?? 'Invalid op', issue?.path.map(String).join('.'));
  }
  return dispatch(doc, parsed.data);
}
