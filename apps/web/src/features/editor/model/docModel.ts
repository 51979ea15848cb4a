/**
 * The editor's document state: the last version the server acknowledged (base), the ops applied locally since
 * (pending, in order), the deck-field changes not yet saved, and undo/redo (`History` from @podium/deck) over the
 * same ops. An undo or redo is an edit like any other: the op it applied joins `pending`.
 */
import { applyOp, History, mergeOp, rebaseOps, textBasesOf, type DeckDocument, type HistoryStep, type Op, type OpError, type OpResult, type RebaseDrop, type TextBases } from '@podium/deck';
import type { DeckFields, DeckJson } from '@podium/shared';

/** Deck fields the editor changes (settings panel). */
export type FieldPatch = Partial<DeckFields>;

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
  private baseMeta: DeckJson;
  private readonly history: History;
  private pendingOps: Op[] = [];
  private fields: FieldPatch = {};
  /** The document at `baseVersion` (what the server has); pending ops apply on top of it. */
  private confirmed: DeckDocument;
  /** The op sent over the co-editing channel awaiting its answer (null once others' changes made it moot). */
  private sent: Op | null = null;
  private awaiting = false;

  constructor(meta: DeckJson, doc: DeckDocument) {
    this.baseVersion = meta.version;
    this.baseMeta = meta;
    this.history = new History(doc);
    this.confirmed = doc;
  }

  /** The document as the user sees it (base + pending). */
  get doc(): DeckDocument {
    return this.history.doc;
  }

  /**
   * Deck fields as the user sees them (server's + unsaved changes), at the last acknowledged version: co-edited ops
   * move the version without a deck answer, and the version history keys its list on it.
   */
  get meta(): DeckJson {
    return { ...this.baseMeta, ...this.fields, version: this.baseVersion };
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
    return this.sent ? [this.sent, ...this.pendingOps] : this.pendingOps;
  }

  /**
   * What each pending op typed over (its text bases, see @podium/deck `textBasesOf`), kept with the outbox so that
   * after a reload the ops are merged onto what others typed meanwhile, by the same rule as live rebasing.
   */
  get pendingBases(): TextBases[] {
    const bases: TextBases[] = [];
    let doc = this.confirmed;
    for (const op of this.pending) {
      bases.push(textBasesOf(doc, op));
      const next = applyOp(doc, op);
      if (next.ok) doc = next.doc;
    }
    return bases;
  }

  /** Deck-field changes not yet acknowledged. */
  get pendingFields(): FieldPatch {
    return this.fields;
  }

  /** Whether anything is waiting to be saved. */
  get dirty(): boolean {
    return this.pendingOps.length > 0 || this.awaiting || Object.keys(this.fields).length > 0;
  }

  /** Whether there is something to undo. */
  get canUndo(): boolean {
    return this.history.canUndo;
  }

  /** Whether there is something to redo. */
  get canRedo(): boolean {
    return this.history.canRedo;
  }

  /** Apply a local op; `record` (default) makes it an undo step, merged with the previous one when `mergeKey` matches. */
  apply(op: Op, options: { record?: boolean; mergeKey?: string } = {}): OpResult {
    const result = this.history.apply(op, options.record === false ? 'ignore' : 'record', { mergeKey: options.mergeKey });
    if (result.ok) this.pendingOps.push(op);
    return result;
  }

  /** Undo the last step; a step that no longer applies (someone else changed that content) is dropped. */
  undo(): HistoryStep | undefined {
    return this.pend(this.history.undo());
  }

  /** Redo the last undone step (dropped likewise when it no longer applies). */
  redo(): HistoryStep | undefined {
    return this.pend(this.history.redo());
  }

  private pend(step: HistoryStep | undefined): HistoryStep | undefined {
    if (step?.ok) this.pendingOps.push(step.op);
    return step;
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
    return { version: this.baseVersion, opCount: this.pendingOps.length, doc: this.doc, fields: { ...this.fields } };
  }

  /** The server stored `snapshot` as `saved.version`: those ops and fields are no longer pending. */
  acknowledge(snapshot: SaveSnapshot, saved: DeckJson): void {
    this.baseVersion = saved.version;
    this.confirmed = snapshot.doc;
    this.baseMeta = { ...saved };
    this.pendingOps = this.pendingOps.slice(snapshot.opCount);
    const next = { ...this.fields } as Record<string, unknown>;
    for (const [key, value] of Object.entries(snapshot.fields)) if (jsonEqual(next[key], value)) delete next[key];
    this.fields = next as FieldPatch;
    this.setFields({});
  }

  /** A fields-only save (co-editing sends content as ops) was stored as `saved.version`; the document is unchanged. */
  acknowledgeFields(snapshot: SaveSnapshot, saved: DeckJson): void {
    if (saved.version === this.baseVersion + 1) this.baseVersion = saved.version;
    this.baseMeta = { ...saved };
    const next = { ...this.fields } as Record<string, unknown>;
    for (const [key, value] of Object.entries(snapshot.fields)) if (jsonEqual(next[key], value)) delete next[key];
    this.fields = next as FieldPatch;
    this.setFields({});
  }

  /**
   * Someone else saved `meta.version`: it becomes the base and every pending op is re-applied on top, in order.
   * Ops that no longer apply are dropped and returned so the user can be told. Undo and redo carry on over the new
   * document, without the steps that no longer apply to it.
   */
  rebase(meta: DeckJson, doc: DeckDocument): DroppedOp[] {
    this.baseMeta = { ...meta };
    this.setFields({});
    return this.resetTo(meta.version, doc);
  }

  /** The server's document at `version` replaces ours (catch-up snapshot); pending ops carry over as in `rebase`. */
  resetTo(version: number, doc: DeckDocument): DroppedOp[] {
    const from = this.confirmed;
    this.baseVersion = version;
    this.confirmed = doc;
    return this.carry(from);
  }

  // The in-flight op and the pending ops, made over `from`, moved onto the confirmed document (text merged); the
  // ones that no longer apply are dropped (the in-flight one still gets its answer, which will be a refusal).
  private carry(from: DeckDocument): DroppedOp[] {
    let to = this.confirmed;
    const dropped: RebaseDrop[] = [];
    if (this.sent) {
      const before = applyOp(from, this.sent);
      const moved = rebaseOps([this.sent], from, to);
      if (before.ok) from = before.doc;
      this.sent = moved.ops[0] ?? null;
      to = moved.doc;
      dropped.push(...moved.dropped);
    }
    const out = rebaseOps(this.pendingOps, from, to);
    this.pendingOps = out.ops;
    this.history.replaceDocument(out.doc);
    return [...dropped, ...out.dropped].filter((d) => !alreadyApplied(d.op, d.error));
  }

  /** The next op to send over the co-editing channel (one at a time), or null while one is in flight or none is pending. */
  beginSend(): { op: Op; baseSeq: number; bases: TextBases } | null {
    if (this.awaiting) return null;
    const op = this.pendingOps.shift();
    if (!op) return null;
    this.sent = op;
    this.awaiting = true;
    return { op, baseSeq: this.baseVersion, bases: textBasesOf(this.confirmed, op) };
  }

  /** Whether an op sent over the channel still awaits its answer. */
  get sending(): boolean {
    return this.awaiting;
  }

  // The confirmed document with our in-flight op on top (what the pending ops were made over).
  private settleSent(): DeckDocument {
    const result = this.sent ? applyOp(this.confirmed, this.sent) : undefined;
    this.sent = null;
    this.awaiting = false;
    return result?.ok ? result.doc : this.confirmed;
  }

  /** The server applied our in-flight op as `op` (text merged there) at `seq`. */
  confirmOwn(seq: number, op: Op): DroppedOp[] {
    const from = this.settleSent();
    // A snapshot taken after the server applied it already holds it (seq at or below ours).
    if (seq === this.baseVersion + 1) {
      const result = applyOp(this.confirmed, op);
      if (result.ok) this.confirmed = result.doc;
      this.baseVersion = seq;
    }
    return this.carry(from);
  }

  /** The server refused our in-flight op (e.g. its block was deleted meanwhile): it is dropped and returned. */
  refuseOwn(error: OpError): DroppedOp[] {
    const mine = this.sent;
    const from = this.settleSent();
    return [...(mine ? [{ op: mine, error }] : []), ...this.carry(from)];
  }

  /** Someone else's op at `seq` (the next one), applied under ours. False when it does not apply (out of step: catch up). */
  applyRemote(seq: number, op: Op): { ok: true; dropped: DroppedOp[] } | { ok: false } {
    const result = applyOp(this.confirmed, op);
    if (!result.ok) return { ok: false };
    const from = this.confirmed;
    this.confirmed = result.doc;
    this.baseVersion = seq;
    return { ok: true, dropped: this.carry(from) };
  }

  /** Re-apply unsaved work kept from an earlier session (IndexedDB) on top of the current state, as pending ops. */
  replay(ops: readonly Op[], fields: FieldPatch, bases?: readonly TextBases[]): DroppedOp[] {
    const dropped: DroppedOp[] = [];
    for (const [i, op] of ops.entries()) {
      // Text typed before the reload is merged onto the text as it is now (others may have typed meanwhile).
      const textBases = bases?.[i];
      const result = this.apply(textBases ? mergeOp(op, textBases, this.doc) : op, { record: false });
      if (!result.ok && !alreadyApplied(op, result.error)) dropped.push({ op, error: result.error });
    }
    this.setFields(fields);
    return dropped;
  }
}
