/**
 * Co-editing over the `editor` channel: local ops go to the server one at a time with the sequence
 * they were made on; the server's answers and everyone else's ops are applied in sequence order under our pending
 * ops (text merged, see DocModel); a gap or a rejoin catches up with the ops missed, or a snapshot. An op that can no
 * longer apply (its block was deleted meanwhile) is dropped the same way on every client, and its author is told.
 */
import { findSlide, newId, type Op, type OpError } from '@podium/deck';
import { blocksById } from '../model/blocks';
import type { SequencedOp } from '@podium/shared';
import type { DroppedOp } from '../model/docModel';
import type { EditorStore } from '../state/store';
import type { RealtimeConnection } from './realtime';
import { readServerDocument } from './serverDocument';

const GAP_WAIT_MS = 1_000;
const RETRY_MS = 1_000;

type Arrival = { seq: number; op: Op; own: boolean; userId?: number | null };

/** What someone else's op took away from under us: the slide we were on or the block we were editing. */
export type Lost = { what: 'slide' | 'block'; userId: number | null };
type Payload = { clientOpId: string; baseSeq: number; op: Op; bases: unknown; retry?: boolean };

export class CoeditSession {
  private buffer = new Map<number, Arrival>();
  private payload: Payload | null = null;
  private canEdit = false;
  private used = false;
  private gapTimer: number | undefined;
  private catchingUp: Promise<void> | null = null;

  constructor(
    private readonly store: EditorStore,
    private readonly connection: () => RealtimeConnection | null,
    private readonly tell: (dropped: readonly DroppedOp[]) => void,
    private readonly lost: (lost: Lost) => void,
  ) {}

  /** Ops travel over the channel (once it has been joined with edit rights; until then saves are whole documents). */
  get active(): boolean {
    return this.used && this.canEdit;
  }

  /** Joined (or joined again): resend what was in flight, catch up on what was missed, send what is pending. */
  joined(seq: number, canEdit: boolean): void {
    this.canEdit = canEdit;
    this.used = true;
    if (this.payload) this.send(this.resent(this.payload));
    if (seq > this.store.model.version) void this.catchUp();
    else this.pump();
  }

  /** Send the next pending op unless one is in flight. */
  pump(): void {
    const connection = this.connection();
    if (!this.active || !connection?.live || this.payload) return;
    const next = this.store.model.beginSend();
    if (!next) return;
    this.payload = { clientOpId: newId(), ...next };
    this.send(this.payload);
  }

  /** Someone else's op. */
  remote(message: SequencedOp): void {
    this.arrive({ seq: message.seq, op: message.op as Op, own: false, userId: message.userId });
  }

  private send(payload: Payload): void {
    const connection = this.connection();
    if (!connection?.live) return;
    connection.sendOp(payload).then((ack) => {
      if (this.payload !== payload) return;
      this.payload = null;
      if (ack.ok) this.arrive({ seq: ack.seq, op: ack.op as Op, own: true });
      else if (ack.code === 'forbidden') {
        this.canEdit = false;
        this.changed(this.store.model.refuseOwn({ code: 'invalid', message: ack.message }));
      } else {
        this.changed(this.store.model.refuseOwn({ code: ack.code as OpError['code'], message: ack.message }));
      }
      this.pump();
    }, () => {
      // No answer (timeout, or the channel dropped): the same op is sent again, and the server applies it once.
      window.setTimeout(() => {
        if (this.payload === payload) this.send(this.resent(payload));
      }, RETRY_MS);
    });
  }

  // The same op again, marked so the server checks whether it already has it.
  private resent(payload: Payload): Payload {
    this.payload = { ...payload, retry: true };
    return this.payload;
  }

  private arrive(arrival: Arrival): void {
    const model = this.store.model;
    if (arrival.seq <= model.version) {
      // Already in a snapshot we caught up with; only our own answer still matters (it settles the in-flight op).
      if (arrival.own) this.changed(model.confirmOwn(arrival.seq, arrival.op));
      return;
    }
    // Our own answer waiting for an earlier sequence must not be replaced by the same op from a catch-up, which
    // reads as someone else's: the op in flight would then never be settled (saving forever, nothing more sent).
    if (arrival.own || !this.buffer.get(arrival.seq)?.own) this.buffer.set(arrival.seq, arrival);
    this.drain();
  }

  /**
   * The version moved outside the channel (a deck-fields save took the sequence before our op's): answers waiting
   * for it apply now, instead of after the gap timer's catch-up.
   */
  versionMoved(): void {
    if (this.buffer.size) this.drain();
  }

  private drain(): void {
    const model = this.store.model;
    const dropped: DroppedOp[] = [];
    let moved = false;
    const before = this.store.getSnapshot();
    let by: number | null | undefined;
    for (let next = this.buffer.get(model.version + 1); next; next = this.buffer.get(model.version + 1)) {
      this.buffer.delete(next.seq);
      moved = true;
      if (next.own) dropped.push(...model.confirmOwn(next.seq, next.op));
      else {
        by = next.userId ?? null;
        const result = model.applyRemote(next.seq, next.op);
        if (!result.ok) {
          void this.catchUp();
          break;
        }
        dropped.push(...result.dropped);
      }
    }
    for (const [seq, waiting] of this.buffer) {
      if (seq > model.version) continue;
      this.buffer.delete(seq);
      // A snapshot already holding our op still settles it (as an answer arriving after the snapshot would).
      if (waiting.own) {
        dropped.push(...model.confirmOwn(seq, waiting.op));
        moved = true;
      }
    }
    if (moved) this.changed(dropped);
    if (by !== undefined) this.checkLost(before, by);
    window.clearTimeout(this.gapTimer);
    if (this.buffer.size) this.gapTimer = window.setTimeout(() => void this.catchUp(), GAP_WAIT_MS);
    this.pump();
  }

  /** Ask for what we missed since our sequence: the ops, or the document when the log no longer reaches back. */
  catchUp(): Promise<void> {
    this.catchingUp ??= this.catchUpNow().finally(() => {
      this.catchingUp = null;
    });
    return this.catchingUp;
  }

  private async catchUpNow(): Promise<void> {
    const connection = this.connection();
    if (!connection?.live) return;
    const result = await connection.catchUp(this.store.model.version).catch(() => ({ ok: false as const }));
    if (!result.ok) return;
    if (result.kind === 'ops') {
      for (const message of result.ops) this.remote(message);
      return;
    }
    const parsed = await readServerDocument(result.document);
    if (!parsed.ok || result.version <= this.store.model.version) return;
    this.changed(this.store.model.resetTo(result.version, parsed.doc));
    this.drain();
  }

  // The slide we were on, or the block we were editing, is gone: the same on every client, and we are told.
  private checkLost(before: ReturnType<EditorStore['getSnapshot']>, userId: number | null): void {
    const { doc } = this.store.getSnapshot();
    if (!findSlide(doc, before.slideId)) this.lost({ what: 'slide', userId });
    else if (before.editingId && blocksById(doc, before.slideId, [before.editingId]).length === 0) this.lost({ what: 'block', userId });
  }

  private changed(dropped: readonly DroppedOp[]): void {
    this.store.refresh('remote');
    if (dropped.length) this.tell(dropped);
  }

  /** Stop timers. */
  stop(): void {
    window.clearTimeout(this.gapTimer);
  }
}
