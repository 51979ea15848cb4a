/** Undo/redo over ops. Ops applied with the `ignore` flag (remote edits, loading, live drag steps) never enter it. */
import { TIMERS } from '@podium/shared';
import type { DeckDocument } from './schema/document.js';
import { applyOp } from './ops/apply.js';
import type { Op, OpResult } from './ops/types.js';

export type HistoryFlag = 'record' | 'ignore';

interface Entry {
  op: Op;
  inverse: Op;
}

export interface HistoryOptions {
  /** Most undo steps kept (default: SPEC §9's 1000 activity entries). */
  limit?: number;
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

  /** Apply an op; a recorded one becomes the next undo step and clears redo. A failed op changes nothing. */
  apply(op: Op, flag: HistoryFlag = 'record'): OpResult {
    const result = applyOp(this.current, op);
    if (!result.ok) return result;
    this.current = result.doc;
    if (flag === 'record') this.push({ op, inverse: result.inverse });
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
  undo(): OpResult | undefined {
    const entry = this.undoStack.pop();
    if (!entry) return undefined;
    const result = applyOp(this.current, entry.inverse);
    if (result.ok) {
      this.current = result.doc;
      this.redoStack.push({ op: entry.inverse, inverse: result.inverse });
    }
    return result;
  }

  /** Redo the last undone step; undefined when there is none. */
  redo(): OpResult | undefined {
    const entry = this.redoStack.pop();
    if (!entry) return undefined;
    const result = applyOp(this.current, entry.inverse);
    if (result.ok) {
      this.current = result.doc;
      this.undoStack.push({ op: entry.inverse, inverse: result.inverse });
    }
    return result;
  }

  /** Replace the document (loading, reverting to a revision) and forget both stacks. */
  reset(doc: DeckDocument): void {
    this.current = doc;
    this.undoStack = [];
    this.redoStack = [];
  }

  private push(entry: Entry): void {
    this.undoStack.push(entry);
    if (this.undoStack.length > this.limit) this.undoStack.shift();
    this.redoStack = [];
  }
}
