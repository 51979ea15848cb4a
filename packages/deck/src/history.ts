/**
 * Undo/redo over ops. Ops applied with the `ignore` flag (remote edits, loading, live drag steps) never enter it.
 * Undo and redo are edits in their own right (a collaborator's copy must receive them too), so each reports the op
 * it applied; and when someone else's newer version arrives, `replaceDocument` swaps the document under the stacks.
 */
import { TIMERS } from '@podium/shared';
import type { DeckDocument } from './schema/document.js';
import { applyOp } from './ops/apply.js';
import type { Op, OpResult } from './ops/types.js';
import { mergeOp, undoBases } from './collab/transform.js';

export type HistoryFlag = 'record' | 'ignore';

interface Entry {
  op: Op;
  inverse: Op;
  mergeKey?: string;
}

export interface HistoryOptions {
  /** Most undo steps kept (default: SPEC §9's 1000 activity entries). */
  limit?: number;
}

export interface HistoryApplyOptions {
  /**
   * Consecutive recorded ops with the same key (typing in one text block, speaker notes) are one undo step, as long
   * as nothing was undone in between: undoing it returns to before the first of them.
   */
  mergeKey?: string;
}

/** What an undo or redo did: the result of applying `op`, the op it applied (or tried to). */
export type HistoryStep = OpResult & { op: Op };

/** The entries of a stack whose ops still apply when taken from the top, starting at `doc` (failed ones skipped). */
function stillApplicable(doc: DeckDocument, stack: readonly Entry[]): Entry[] {
  const kept: Entry[] = [];
  let current = doc;
  for (let i = stack.length - 1; i >= 0; i -= 1) {
    const entry = stack[i]!;
    const result = applyOp(current, entry.inverse);
    if (!result.ok) continue;
    current = result.doc;
    kept.unshift(entry);
  }
  return kept;
}

/** Holds the current document and the undo/redo stacks. */
export class History {
  private current: DeckDocument;
  private undoStack: Entry[] = [];
  private redoStack: Entry[] = [];
  private readonly limit: number;

  constructor(doc: DeckDocument, options: HistoryOptions = {}) {
    this.current = doc;
    this.limit = options.limit ?? TIMERS.activityHistoryEntries;
  }

  /** The current document. */
  get doc(): DeckDocument {
    return this.current;
  }

  /** Whether there is something to undo. */
  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  /** Whether there is something to redo. */
  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** Apply an op; a recorded one becomes the next undo step (or joins it, see `mergeKey`) and clears redo. A failed op changes nothing. */
  apply(op: Op, flag: HistoryFlag = 'record', options: HistoryApplyOptions = {}): OpResult {
    const result = applyOp(this.current, op);
    if (!result.ok) return result;
    this.current = result.doc;
    if (flag === 'record') this.push({ op, inverse: result.inverse }, options.mergeKey);
    return result;
  }

  /**
   * Record a step whose effect is already in the document (e.g. a drag shown live with `ignore` ops):
   * `op` redoes it and `inverse` undoes it.
   */
  record(op: Op, inverse: Op): void {
    this.push({ op, inverse });
  }

  /** Undo the last recorded step; undefined when there is none. If it no longer applies (remote edits), it is dropped. */
  undo(): HistoryStep | undefined {
    return this.step(this.undoStack, this.redoStack);
  }

  /** Redo the last undone step; undefined when there is none. If it no longer applies, it is dropped. */
  redo(): HistoryStep | undefined {
    return this.step(this.redoStack, this.undoStack);
  }

  /** Replace the document (loading, reverting to a revision) and forget both stacks. */
  reset(doc: DeckDocument): void {
    this.current = doc;
    this.undoStack = [];
    this.redoStack = [];
  }

  /**
   * Replace the document with another version of it (someone else's changes arrived) and keep both stacks. Steps
   * that no longer apply there are dropped now, checked in the order undo (or redo) would reach them.
   */
  replaceDocument(doc: DeckDocument): void {
    this.current = doc;
    this.undoStack = stillApplicable(doc, this.undoStack);
    this.redoStack = stillApplicable(doc, this.redoStack);
  }

  private step(from: Entry[], to: Entry[]): HistoryStep | undefined {
    const entry = from.pop();
    if (!entry) return undefined;
    // Text someone else typed since our step stays: only our change to it is taken out (or put back).
    const bases = undoBases(entry.op, entry.inverse);
    const op = bases ? mergeOp(entry.inverse, bases, this.current) : entry.inverse;
    const result = applyOp(this.current, op);
    if (result.ok) {
      this.current = result.doc;
      to.push({ op, inverse: result.inverse });
    }
    return { ...result, op };
  }

  private push(entry: Entry, mergeKey?: string): void {
    const top = this.undoStack[this.undoStack.length - 1];
    if (mergeKey !== undefined && top?.mergeKey === mergeKey && this.redoStack.length === 0) {
      // The step grows: its inverse still goes back to before the first op of the run.
      top.op = entry.op;
      return;
    }
    this.undoStack.push(mergeKey === undefined ? entry : { ...entry, mergeKey });
    if (this.undoStack.length > this.limit) this.undoStack.shift();
    this.redoStack = [];
  }
}
