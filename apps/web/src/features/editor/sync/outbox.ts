/**
 * Unacknowledged edits in IndexedDB, so a reload, a crash or a network drop loses nothing. One record per deck and
 * browser tab (two tabs on one deck must not overwrite each other's outbox); a reloaded tab finds its own record via
 * sessionStorage, and records of tabs that stopped beating (closed or crashed) are claimed by the next editor.
 */
import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import { newId, type Op, type TextBases } from '@podium/deck';
import type { FieldPatch } from '../model/docModel';
import { openOutboxDatabase } from './outboxDatabase';

export interface OutboxRecord {
  key: string;
  deckId: number;
  tabId: string;
  /** The server version the ops were made against. */
  baseVersion: number;
  pending: Op[];
  /** What each pending op typed over (records of older versions have none: their ops are re-applied as they are). */
  bases?: TextBases[];
  fields: FieldPatch;
  /** Last time the owning tab was alive (ms since epoch). */
  heartbeat: number;
}

interface OutboxDb extends DBSchema {
  outbox: { key: string; value: OutboxRecord; indexes: { deckId: number } };
}

/** A tab's record counts as abandoned after this long without a heartbeat (hidden tabs' timers may run only once a minute). */
export const OUTBOX_STALE_MS = 90_000;
const TAB_KEY = 'podium-editor-tab';

let dbPromise: Promise<IDBPDatabase<OutboxDb>> | null = null;
function db(): Promise<IDBPDatabase<OutboxDb>> {
  dbPromise ??= openOutboxDatabase().then(
    (database) => wrap(database) as IDBPDatabase<OutboxDb>,
    (error: unknown) => {
      dbPromise = null;
      throw error;
    },
  );
  return dbPromise;
}

/** This tab's id (kept across reloads of the same tab by sessionStorage). */
export function tabId(): string {
  try {
    let id = sessionStorage.getItem(TAB_KEY);
    if (!id) {
      id = newId();
      sessionStorage.setItem(TAB_KEY, id);
    }
    return id;
  } catch {
    return newId();
  }
}

/** The outbox of one deck in this tab. Every method swallows storage errors: without IndexedDB the editor still works. */
export class Outbox {
  readonly key: string;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(readonly deckId: number, readonly tab: string = tabId()) {
    this.key = `${deckId}:${tab}`;
  }

  /** This tab's record and abandoned ones of the same deck (oldest first); they are removed once replayed via `write`. */
  async claim(now = Date.now()): Promise<OutboxRecord[]> {
    try {
      const all = await (await db()).getAllFromIndex('outbox', 'deckId', this.deckId);
      return all
        .filter((r) => r.key === this.key || now - r.heartbeat > OUTBOX_STALE_MS)
        .filter((r) => r.pending.length > 0 || Object.keys(r.fields).length > 0)
        .sort((a, b) => a.heartbeat - b.heartbeat);
    } catch {
      return [];
    }
  }

  /** Delete claimed records of other tabs (their work now lives in this tab's record). */
  async release(records: readonly OutboxRecord[]): Promise<void> {
    await this.enqueue(async () => {
      const database = await db();
      for (const r of records) if (r.key !== this.key) await database.delete('outbox', r.key);
    });
  }

  /** Store this tab's unacknowledged work (writes are serialised, so the last call wins). */
  write(baseVersion: number, pending: readonly Op[], bases: readonly TextBases[], fields: FieldPatch): Promise<void> {
    const record: OutboxRecord = {
      key: this.key, deckId: this.deckId, tabId: this.tab, baseVersion, pending: [...pending], bases: [...bases], fields: { ...fields }, heartbeat: Date.now(),
    };
    return this.enqueue(async () => {
      const database = await db();
      if (record.pending.length === 0 && Object.keys(record.fields).length === 0) await database.delete('outbox', this.key);
      else await database.put('outbox', record);
    });
  }

  /** Mark this tab alive so other tabs leave its record alone. */
  beat(): Promise<void> {
    return this.enqueue(async () => {
      const database = await db();
      const record = await database.get('outbox', this.key);
      if (record) await database.put('outbox', { ...record, heartbeat: Date.now() });
    });
  }

  /** Forget this tab's unsaved work (the user chose Discard). */
  clear(): Promise<void> {
    return this.enqueue(async () => (await db()).delete('outbox', this.key));
  }

  /** Resolves when every queued write has reached IndexedDB. */
  flushed(): Promise<void> {
    return this.enqueue(async () => undefined);
  }

  private enqueue(task: () => Promise<unknown>): Promise<void> {
    const next = this.chain.then(task).catch(() => undefined);
    this.chain = next;
    return next.then(() => undefined);
  }
}
