/**
 * The editor's document state: the last version the server acknowledged (base), the ops applied locally since
 * (pending, in order), the deck-field changes not yet saved, and undo/redo over the same ops.
 *
 * Why not `History` from @podium/deck: saving needs the exact op every undo/redo applied (it joins `pending`), and a
 * rebase onto a newer server version must replace the current document while keeping the undo stacks. History
 * exposes neither, so this keeps the same semantics (failed undo steps are dropped) with those two additions.
 */
import { applyOp, type DeckDocument, type Op, type OpError, type OpResult } from '@podium/deck';
import type { DeckFields, DeckJson } from '@podium/shared';

/** Deck fields the editor changes (settings panel). */
export type FieldPatch = Partial<DeckFields>;

interface UndoEntry {
  op: Op;
  inverse: Op;
  /** Consecutive steps with the same key (typing in one text block, notes) collapse into one undo step. */
  mergeKey?: string;
}

/** What one save sends; `acknowledge` needs it back to know what the server now has. */
export interface SaveSnapshot {
  version: number;
  opCount: number;
  doc: DeckDocument;
  fields: FieldPatch;
}

/** An op that could not be re-applied on top of someone else's newer version. */
export interface DroppedOp {
  op: Op;
  error: OpError;
}

const UNDO_LIMIT = 1000;

/** Deep equality for JSON-like values (key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

// Re-applying an op the server already has (a save whose answer was lost) fails this way; that is not lost work.
function alreadyApplied(op: Op, error: OpError): boolean {
  if (error.code === 'duplicate_id') return op.type === 'deck.block.add' || op.type === 'deck.slide.add' || op.type === 'deck.slide.duplicate' || op.type === 'deck.block.group';
  if (error.code === 'not_found') return op.type === 'deck.block.delete' || op.type === 'deck.slide.delete';
  return false;
}

/** Document, pending ops and undo/redo for one deck. */
export class DocModel {
  private baseVersion: number;
  private baseDoc: DeckDocument;
  private baseMeta: DeckJson;
  private current: DeckDocument;
  private pendingOps: Op[] = [];
  private fields: FieldPatch = {};
  private undoStack: UndoEntry[] = [];
  private redoStack: UndoEntry[] = [];

  constructor(meta: DeckJson, doc: DeckDocument) {
    this.baseVersion = meta.version;
    this.baseDoc = doc;
    this.baseMeta = meta;
    this.current = doc;
  }

  /** The document as the user sees it (base + pending). */
  get doc(): DeckDocument {
    return this.current;
  }

  /** Deck fields as the user sees them (server's + unsaved changes). */
  get meta(): DeckJson {
    return { ...this.baseMeta, ...this.fields };
  }

  /** Deck fields as the server last acknowledged them (without unsaved changes). */
  get serverMeta(): DeckJson {
    return this.baseMeta;
  }

  /** The last acknowledged server version. */
  get version(): number {
    return this.baseVersion;
  }

  /** Ops not yet acknowledged, oldest first. */
  get pending(): readonly Op[] {
    return this.pendingOps;
  }

  /** Deck-field changes not yet acknowledged. */
  get pendingFields(): FieldPatch {
    return this.fields;
  }

  /** Whether anything is waiting to be saved. */
  get dirty(): boolean {
    return this.pendingOps.length > 0 || Object.keys(this.fields).length > 0;
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** Apply a local op; `record` (default) makes it an undo step, merged with the previous one when `mergeKey` matches. */
  apply(op: Op, options: { record?: boolean; mergeKey?: string } = {}): OpResult {
    const result = applyOp(this.current, op);
    if (!result.ok) return result;
    this.current = result.doc;
    this.pendingOps.push(op);
    if (options.record === false) return result;
    const top = this.undoStack[this.undoStack.length - 1];
    if (options.mergeKey && top?.mergeKey === options.mergeKey && this.redoStack.length === 0) {
      top.op = op;
    } else {
      this.undoStack.push({ op, inverse: result.inverse, ...(options.mergeKey ? { mergeKey: options.mergeKey } : {}) });
      if (this.undoStack.length > UNDO_LIMIT) this.undoStack.shift();
    }
    this.redoStack = [];
    return result;
  }

  /** Undo the last step; a step that no longer applies (someone else changed that content) is dropped. */
  undo(): OpResult | undefined {
    return this.step(this.undoStack, this.redoStack);
  }

  /** Redo the last undone step. */
  redo(): OpResult | undefined {
    return this.step(this.redoStack, this.undoStack);
  }

  private step(from: UndoEntry[], to: UndoEntry[]): OpResult | undefined {
    const entry = from.pop();
    if (!entry) return undefined;
    const result = applyOp(this.current, entry.inverse);
    if (!result.ok) return result;
    this.current = result.doc;
    this.pendingOps.push(entry.inverse);
    to.push({ op: entry.inverse, inverse: result.inverse });
    return result;
  }

  /** Change deck fields (saved with the next save). */
  setFields(patch: FieldPatch): void {
    const next = { ...this.fields, ...patch };
    // A field set back to the server's value has nothing left to save.
    for (const [key, value] of Object.entries(next)) {
      if (jsonEqual(value, (this.baseMeta as unknown as Record<string, unknown>)[key])) delete (next as Record<string, unknown>)[key];
    }
    this.fields = next;
  }

  /** Forget unsaved field changes (e.g. a slug the server refused). */
  dropFields(keys: readonly string[]): void {
    const next = { ...this.fields } as Record<string, unknown>;
    for (const key of keys) delete next[key];
    this.fields = next as FieldPatch;
  }

  /** What a save sends now. */
  snapshot(): SaveSnapshot {
    return { version: this.baseVersion, opCount: this.pendingOps.length, doc: this.current, fields: { ...this.fields } };
  }

  /** The server stored `snapshot` as `saved.version`: those ops and fields are no longer pending. */
  acknowledge(snapshot: SaveSnapshot, saved: DeckJson): void {
    this.baseVersion = saved.version;
    this.baseDoc = snapshot.doc;
    this.baseMeta = { ...saved };
    this.pendingOps = this.pendingOps.slice(snapshot.opCount);
    const next = { ...this.fields } as Record<string, unknown>;
    for (const [key, value] of Object.entries(snapshot.fields)) if (jsonEqual(next[key], value)) delete next[key];
    this.fields = next as FieldPatch;
    this.setFields({});
  }

  /**
   * Someone else saved `meta.version`: it becomes the base and every pending op is re-applied on top, in order.
   * Ops that no longer apply are dropped and returned so the user can be told.
   */
  rebase(meta: DeckJson, doc: DeckDocument): DroppedOp[] {
    const dropped: DroppedOp[] = [];
    const kept: Op[] = [];
    let next = doc;
    for (const op of this.pendingOps) {
      const result = applyOp(next, op);
      if (result.ok) {
        next = result.doc;
        kept.push(op);
      } else if (!alreadyApplied(op, result.error)) {
        dropped.push({ op, error: result.error });
      }
    }
    this.baseVersion = meta.version;
    this.baseDoc = doc;
    this.baseMeta = { ...meta };
    this.pendingOps = kept;
    this.current = next;
    this.setFields({});
    return dropped;
  }

  /** Re-apply unsaved work kept from an earlier session (IndexedDB) on top of the current state, as pending ops. */
  replay(ops: readonly Op[], fields: FieldPatch): DroppedOp[] {
    const dropped: DroppedOp[] = [];
    for (const op of ops) {
      const result = this.apply(op, { record: false });
      if (!result.ok && !alreadyApplied(op, result.error)) dropped.push({ op, error: result.error });
    }
    this.setFields(fields);
    return dropped;
  }

  /** The server's document at the base version (for tests and diagnostics). */
  get base(): DeckDocument {
    return this.baseDoc;
  }
}
