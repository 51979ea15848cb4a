/**
 * Rebasing ops for co-editing. Ops patch single properties (a move sets x/y, a recolour sets one prop), so two ops on
 * different properties both win whatever their order. Text values are the exception: an op carries the whole new
 * text, so when the text changed underneath it, its value is re-made as a three-way merge of the text it was typed
 * over (its "text base") onto the current text. The server does this for an op whose base sequence is behind; clients
 * do the same for their pending ops when others' ops arrive, so everyone ends with the server's document.
 */
import type { DeckDocument } from '../schema/document.js';
import { applyOp } from '../ops/apply.js';
import { locateBlock, locateSlide } from '../ops/tree.js';
import type { Op, OpError } from '../ops/types.js';
import { mergeText } from './textMerge.js';

/** Block props that hold typed text (merged character by character); everything else is last-writer-wins. */
export const TEXT_PROPS: ReadonlySet<string> = new Set(['html', 'text', 'code', 'tex']);

/**
 * The text values each leaf op (batches flattened, in order) overwrote, read from the document it was applied to.
 * A leaf's record may also say under TYPING_KEY whether its insert continues its author's own typing ('continues')
 * or starts somewhere new ('new'); without it, it counts as continuing (see mergeText's `mineFirst`).
 */
export type TextBases = Array<Record<string, string> | null>;

/** The key of a text base record that says whether the op continues its author's typing (not a block prop). */
export const TYPING_KEY = '~typing';

/** `bases` marked as continuing its author's typing or not. */
export function withTyping(bases: TextBases, continues: boolean | undefined): TextBases {
  if (continues === undefined) return bases;
  return bases.map((base) => (base ? { ...base, [TYPING_KEY]: continues ? 'continues' : 'new' } : base));
}

type Leaf = Exclude<Op, { type: 'deck.batch' }>;

function leafTexts(doc: DeckDocument, op: Leaf): Record<string, string> | null {
  if (op.type === 'deck.slide.notes') {
    const at = locateSlide(doc, op.id);
    return at ? { notes: at.slide.notes ?? '' } : null;
  }
  if (op.type !== 'deck.block.update' || !op.props) return null;
  const slide = locateSlide(doc, op.slideId);
  const found = slide && locateBlock(slide.slide.blocks, op.blockId);
  if (!found) return null;
  const props = found.block.props as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const key of Object.keys(op.props)) if (TEXT_PROPS.has(key) && typeof props[key] === 'string') out[key] = props[key];
  return Object.keys(out).length ? out : null;
}

/** Walk an op's leaves in order over a document that follows them; `visit` may replace each leaf. */
function walk(doc: DeckDocument, op: Op, visit: (leaf: Leaf, doc: DeckDocument) => Leaf): { op: Op; doc: DeckDocument } {
  if (op.type === 'deck.batch') {
    let current = doc;
    const ops = op.ops.map((inner) => {
      const out = walk(current, inner, visit);
      current = out.doc;
      return out.op;
    });
    return { op: { type: 'deck.batch', ops }, doc: current };
  }
  const next = visit(op, doc);
  const result = applyOp(doc, next);
  return { op: next, doc: result.ok ? result.doc : doc };
}

/** The text bases of `op` when applied to `doc`. */
export function textBasesOf(doc: DeckDocument, op: Op): TextBases {
  const bases: TextBases = [];
  walk(doc, op, (leaf, at) => {
    bases.push(leafTexts(at, leaf));
    return leaf;
  });
  return bases;
}

function mergeLeaf(leaf: Leaf, base: Record<string, string> | null | undefined, doc: DeckDocument): Leaf {
  if (!base) return leaf;
  const now = leafTexts(doc, leaf);
  if (!now) return leaf;
  const mineFirst = base[TYPING_KEY] !== 'new';
  if (leaf.type === 'deck.slide.notes') {
    return base.notes === undefined || now.notes === undefined ? leaf : { ...leaf, notes: mergeText(base.notes, leaf.notes, now.notes, mineFirst) };
  }
  if (leaf.type !== 'deck.block.update' || !leaf.props) return leaf;
  const props = { ...leaf.props };
  for (const [key, value] of Object.entries(props)) {
    const from = base[key];
    const current = now[key];
    if (typeof value === 'string' && from !== undefined && current !== undefined) props[key] = mergeText(from, value, current, mineFirst);
  }
  return { ...leaf, props };
}

/** `op` (made over text `bases`) re-made to apply to `doc`: its text values merged onto `doc`'s current text. */
export function mergeOp(op: Op, bases: TextBases, doc: DeckDocument): Op {
  let i = 0;
  return walk(doc, op, (leaf, at) => mergeLeaf(leaf, bases[i++], at)).op;
}

/** A pending op that no longer applies after others' changes (e.g. its block was deleted). */
export interface RebaseDrop {
  op: Op;
  error: OpError;
}

/**
 * Pending ops made on top of `from` carried over onto `to` (the same document plus others' changes), each merged as
 * `mergeOp` does (`typing` says whether an op continues its author's typing). Returns the carried ops with the op each
 * was carried from (`sources`), the document with them applied, and the ops that no longer apply.
 */
export function rebaseOps(
  pending: readonly Op[], from: DeckDocument, to: DeckDocument, typing?: (op: Op) => boolean | undefined,
): { ops: Op[]; doc: DeckDocument; dropped: RebaseDrop[]; sources: Op[] } {
  const ops: Op[] = [];
  const sources: Op[] = [];
  const dropped: RebaseDrop[] = [];
  let before = from;
  let after = to;
  for (const op of pending) {
    const bases = withTyping(textBasesOf(before, op), typing?.(op));
    const mine = applyOp(before, op);
    if (mine.ok) before = mine.doc;
    const merged = mergeOp(op, bases, after);
    const result = applyOp(after, merged);
    if (result.ok) {
      after = result.doc;
      ops.push(merged);
      sources.push(op);
    } else {
      dropped.push({ op, error: result.error });
    }
  }
  return { ops, doc: after, dropped, sources };
}

/**
 * The text bases for undoing `op` with `inverse` while others may have typed in the same text since: the text `op`
 * wrote (leaf ops only), so the undo takes out our typing and keeps theirs.
 */
export function undoBases(op: Op, inverse: Op): TextBases | null {
  if (op.type !== inverse.type) return null;
  if (op.type === 'deck.slide.notes') return [{ notes: op.notes }];
  if (op.type !== 'deck.block.update' || !op.props) return null;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(op.props)) if (TEXT_PROPS.has(key) && typeof value === 'string') out[key] = value;
  return Object.keys(out).length ? [out] : null;
}
