/**
 * The editor's document state: the last version the server acknowledged (base), the ops applied locally since
 * (pending, in order), the deck-field changes not yet saved, and undo/redo (`History` from @podium/deck) over the
 * same ops. An undo or redo is an edit like any other: the op it applied joins `pending`.
 */
import { applyOp, History, insertOf, mapPosition, mergeOp, mergeUpdates, rebaseOps, textBasesOf, TEXT_PROPS, withTyping, type DeckDocument, type HistoryStep, type Op, type OpError, type OpResult, type RebaseDrop, type TextBases } from '@podium/deck';
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

/** The one text value a leaf op writes (a text prop of a block, or a slide's notes), as an op that writes it. */
function typedText(op: Op): { key: string; prop: string; probe: Op; value: string } | null {
  if (op.type === 'deck.slide.notes') return { key: `notes:${op.id}`, prop: 'notes', probe: { ...op, notes: '' }, value: op.notes };
  if (op.type !== 'deck.block.update' || !op.props) return null;
  const texts = Object.entries(op.props).filter(([key, value]) => TEXT_PROPS.has(key) && typeof value === 'string');
  if (texts.length !== 1) return null;
  const [prop, value] = texts[0]! as [string, string];
  return { key: `${op.slideId}:${op.blockId}:${prop}`, prop, probe: { type: 'deck.block.update', slideId: op.slideId, blockId: op.blockId, props: { [prop]: '' } }, value };
}

/** The text `probe` (from typedText) would overwrite in `doc`. */
function textIn(doc: DeckDocument, probe: Op, prop: string): string | undefined {
  return textBasesOf(doc, probe)[0]?.[prop];
}

/** Document, pending ops and undo/redo for one deck. */
export class DocModel {
  private baseVersion: number;
  private baseMeta: DeckJson;
  private readonly history: History;
  private pendingOps: Op[] = [];
  private fields: FieldPatch = {};
  /**
   * The field changes of the save in flight (from the last `snapshot`, until it is acknowledged or refused). Until then
   * the server's value of those fields is not known: a field set back to `baseMeta`'s value meanwhile must still be sent.
   */
  private savingFields: FieldPatch = {};
  /** The document at `baseVersion` (what the server has); pending ops apply on top of it. */
  private confirmed: DeckDocument;
  /** The op sent over the co-editing channel awaiting its answer (null once others' changes made it moot). */
  private sent: Op | null = null;
  private awaiting = false;
  /**
   * Where our own typing ended in each text (in `doc`), moved along by others' changes; an insert there continues
   * our typing, one elsewhere starts somewhere new (see @podium/deck mergeText's `mineFirst`).
   */
  private typing = new Map<string, { at: number; probe: Op; prop: string }>();
  /** Whether each pending op's insert continues our typing (carried over to the ops it is rebased into). */
  private continues = new WeakMap<Op, boolean>();

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
    const typed = typedText(op);
    const before = typed ? textIn(this.doc, typed.probe, typed.prop) : undefined;
    const result = this.history.apply(op, options.record === false ? 'ignore' : 'record', { mergeKey: options.mergeKey });
    if (result.ok) {
      this.pend(op);
      if (typed && before !== undefined) this.noteTyping(op, typed, before);
    }
    return result;
  }

  // Typing in a text block while earlier typing there waits to be sent travels as one update with it.
  private pend(op: Op): void {
    const last = this.pendingOps[this.pendingOps.length - 1];
    if (op.type === 'deck.block.text' && last?.type === 'deck.block.text' && last.blockId === op.blockId && last.slideId === op.slideId) {
      this.pendingOps[this.pendingOps.length - 1] = { ...last, update: mergeUpdates(last.update, op.update) };
    } else {
      this.pendingOps.push(op);
    }
  }

  // An insert right where our typing ended continues it; the caret is then at its end (or where other changes were).
  private noteTyping(op: Op, typed: NonNullable<ReturnType<typeof typedText>>, before: string): void {
    const insert = insertOf(before, typed.value);
    const last = this.typing.get(typed.key);
    if (insert) this.continues.set(op, last?.at === insert.at);
    let end = insert?.end;
    if (end === undefined) {
      let start = 0;
      while (start < before.length && start < typed.value.length && before[start] === typed.value[start]) start += 1;
      let tail = 0;
      while (tail < before.length - start && tail < typed.value.length - start && before[before.length - 1 - tail] === typed.value[typed.value.length - 1 - tail]) tail += 1;
      end = typed.value.length - tail;
    }
    this.typing.set(typed.key, { at: end, probe: typed.probe, prop: typed.prop });
  }

  /** Make a change already in the document (applied unrecorded, e.g. a text editing session) one undo step. */
  recordStep(op: Op, inverse: Op): void {
    this.history.record(op, inverse);
  }

  /** Undo the last step; a step that no longer applies (someone else changed that content) is dropped. */
  undo(): HistoryStep | undefined {
    return this.pendStep(this.history.undo());
  }

  /** Redo the last undone step (dropped likewise when it no longer applies). */
  redo(): HistoryStep | undefined {
    return this.pendStep(this.history.redo());
  }

  private pendStep(step: HistoryStep | undefined): HistoryStep | undefined {
    if (step?.ok) this.pendingOps.push(step.op);
    return step;
  }

  /** Change deck fields (saved with the next save). */
  setFields(patch: FieldPatch): void {
    const next = { ...this.fields, ...patch };
    const server = this.baseMeta as unknown as Record<string, unknown>;
    const saving = this.savingFields as Record<string, unknown>;
    // A field set back to the server's value has nothing left to save, unless a save in flight carries another value
    // for it: once that save lands the server has the other value, so this one must follow it (theme A saving, B picked
    // back to the stored A would otherwise end as B on the server and on screen).
    for (const [key, value] of Object.entries(next)) {
      if (!jsonEqual(value, server[key])) continue;
      if (key in saving && !jsonEqual(saving[key], value)) continue;
      delete (next as Record<string, unknown>)[key];
    }
    this.fields = next;
  }

  /** Forget unsaved field changes (e.g. a slug the server refused). */
  dropFields(keys: readonly string[]): void {
    const next = { ...this.fields } as Record<string, unknown>;
    for (const key of keys) delete next[key];
    this.fields = next as FieldPatch;
  }

  /** What a save sends now (its fields count as in flight until `acknowledge`, `acknowledgeFields` or `rebase`). */
  snapshot(): SaveSnapshot {
    this.savingFields = { ...this.fields };
    return { version: this.baseVersion, opCount: this.pendingOps.length, doc: this.doc, fields: { ...this.fields } };
  }

  /** The server stored `snapshot` as `saved.version`: those ops and fields are no longer pending. */
  acknowledge(snapshot: SaveSnapshot, saved: DeckJson): void {
    this.baseVersion = saved.version;
    this.confirmed = snapshot.doc;
    this.baseMeta = { ...saved };
    this.savingFields = {};
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
    this.savingFields = {};
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
    // A save refused as stale (409) is followed by this pull: what it carried did not reach the server.
    this.savingFields = {};
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
    const shown = this.doc;
    const typing = (op: Op) => this.continues.get(op);
    const keep = (ops: Op[], sources: Op[]) => sources.forEach((source, i) => {
      const flag = this.continues.get(source);
      if (flag !== undefined) this.continues.set(ops[i]!, flag);
    });
    if (this.sent) {
      const before = applyOp(from, this.sent);
      const moved = rebaseOps([this.sent], from, to, typing);
      keep(moved.ops, moved.sources);
      if (before.ok) from = before.doc;
      this.sent = moved.ops[0] ?? null;
      to = moved.doc;
      dropped.push(...moved.dropped);
    }
    const out = rebaseOps(this.pendingOps, from, to, typing);
    keep(out.ops, out.sources);
    this.pendingOps = out.ops;
    this.history.replaceDocument(out.doc);
    // Where our typing ended moves with the text around it.
    for (const [key, last] of this.typing) {
      const was = textIn(shown, last.probe, last.prop);
      const now = textIn(out.doc, last.probe, last.prop);
      if (was === undefined || now === undefined) this.typing.delete(key);
      else if (was !== now) this.typing.set(key, { ...last, at: mapPosition(was, now, last.at) });
    }
    return [...dropped, ...out.dropped].filter((d) => !alreadyApplied(d.op, d.error));
  }

  /** The next op to send over the co-editing channel (one at a time), or null while one is in flight or none is pending. */
  beginSend(): { op: Op; baseSeq: number; bases: TextBases } | null {
    if (this.awaiting) return null;
    const op = this.pendingOps.shift();
    if (!op) return null;
    this.sent = op;
    this.awaiting = true;
    return { op, baseSeq: this.baseVersion, bases: withTyping(textBasesOf(this.confirmed, op), this.continues.get(op)) };
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
