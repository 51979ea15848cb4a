/**
 * The deck read cache behind loadDeck: decks with their owner and owner's team, so reading a warm deck costs no
 * query. Bounded by bytes (a deck's size is its document's JSON length), least recently used first out. Every write
 * in any process invalidates through the event bus; a short TTL bounds staleness from changes made outside a server
 * (the admin CLI on PostgreSQL). Viewer roles are never cached here: loadDeck computes them per request.
 * A cached LoadedDeck is never changed in place: a change drops it and the next read loads a new object, so what is
 * derived from one copy may be kept by identity (the bodies below, loadDeck's anonymous views).
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DeckDocument } from '@podium/deck';
import type { Db } from '../../db/client.js';
import { decks, teams, users, type DeckRow, type TeamRow, type UserRow } from '../../db/schema.js';
import type { EventBus } from '../events/bus.js';
import { documentAt, storedDocument } from '../../services/coedit/storedDocument.js';
import type { VersionedDocument } from '../../services/coedit/deckDocuments.js';

/** This process's copies of decks being co-edited (the op sequencer's): the one held, and a newer one to keep. */
export interface DocumentCopies {
  get(deckId: number): VersionedDocument | undefined;
  offer(deckId: number, entry: VersionedDocument): void;
}

/** A deck (its document migrated to the current version), its owner and the owner's team. */
export interface LoadedDeck {
  deck: DeckRow & { document: DeckDocument };
  owner: UserRow;
  ownerTeam: TeamRow | null;
}

export interface DeckStoreLimits {
  /** Bytes of deck documents kept (default 64 MiB). */
  maxBytes?: number;
  /** Bytes of serialised responses kept (default 64 MiB). */
  maxBodyBytes?: number;
  ttlMs?: number;
}

const ROW_OVERHEAD_BYTES = 2_048;
const MAX_PATHS = 10_000;
const pathKey = (username: string, slug: string) => `${username.toLowerCase()}/${slug.toLowerCase()}`;
const validId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

export class DeckStore {
  private readonly decks: LRUCache<number, LoadedDeck>;
  /** Serialised responses per deck and variant; `deck` tells a body of the current row from a stale one. */
  private readonly bodies: LRUCache<string, { deck: DeckRow; body: Buffer }>;
  /** /{username}/{slug} → deck id; re-checked against the loaded deck (a renamed slug or user misses). */
  private readonly paths = new LRUCache<string, number>({ max: MAX_PATHS });

  /**
   * `copies`: a deck being co-edited is read without its document: this process's copy, brought to the stored version
   * with the ops logged since when it is behind (every op drops the cached deck, and reading and replaying a 300-slide
   * document again for each would cost what the op saves).
   */
  constructor(private readonly db: Db, bus: EventBus, limits: DeckStoreLimits = {}, private readonly copies?: DocumentCopies) {
    const ttl = limits.ttlMs ?? 10_000;
    this.decks = new LRUCache({
      maxSize: limits.maxBytes ?? 64 * 1024 * 1024, ttl, sizeCalculation: (value) => sizeOf(value),
    });
    this.bodies = new LRUCache({ maxSize: limits.maxBodyBytes ?? 64 * 1024 * 1024, ttl, sizeCalculation: (v) => v.body.length || 1 });
    bus.on('deck-changed', ({ deckId }) => this.decks.delete(deckId));
    bus.on('user-changed', ({ userId }) => {
      for (const [id, value] of this.decks.entries()) if (value.owner.id === userId) this.decks.delete(id);
    });
  }

  /** The cached deck when fresh, without waiting (the hot path of anonymous reads). */
  peek(id: number): LoadedDeck | undefined {
    return this.decks.get(id);
  }

  /** The cached deck at a path when fresh, without waiting. */
  peekPath(username: string, slug: string): LoadedDeck | undefined {
    const key = pathKey(username, slug);
    const id = this.paths.get(key);
    const found = id === undefined ? undefined : this.decks.get(id);
    return found && pathKey(found.owner.username, found.deck.slug) === key ? found : undefined;
  }

  /** The deck (from cache when fresh; `fresh` re-reads the database), or null for an unknown id. */
  async get(id: number, fresh = false): Promise<LoadedDeck | null> {
    if (!validId(id)) return null;
    const hit = fresh ? undefined : this.decks.get(id);
    if (hit) return hit;
    const copy = this.copies?.get(id);
    // With a copy, the document is read only if the log cannot bring the copy to the stored version (documentAt).
    const [row] = await this.db.select({
      deck: copy ? { ...getTableColumns(decks), document: sql<unknown>`null` } : decks,
      owner: users, ownerTeam: teams,
    }).from(decks)
      .innerJoin(users, eq(users.id, decks.userId)).leftJoin(teams, eq(teams.id, users.teamId))
      .where(eq(decks.id, id)).limit(1);
    if (!row) return null;
    const document = copy ? await documentAt(this.db, id, row.deck, () => this.copies!.get(id) ?? copy) : await storedDocument(this.db, row.deck);
    // A copy brought forward is kept: the text merged on the way is not merged again when the ops' event arrives.
    if (copy && copy.version < row.deck.version) this.copies!.offer(id, { version: row.deck.version, doc: document });
    const value: LoadedDeck = { ...row, deck: { ...row.deck, document } };
    this.decks.set(id, value);
    return value;
  }

  /** The deck at /{username}/{slug}, or null. */
  async getByPath(username: string, slug: string): Promise<LoadedDeck | null> {
    const key = pathKey(username, slug);
    const known = this.paths.get(key);
    if (known !== undefined) {
      const found = await this.get(known);
      if (found && pathKey(found.owner.username, found.deck.slug) === key) return found;
      this.paths.delete(key);
    }
    const [row] = await this.db.select({ id: decks.id }).from(decks).innerJoin(users, eq(users.id, decks.userId))
      .where(and(eq(users.username, username.toLowerCase()), eq(decks.slug, slug.toLowerCase()))).limit(1);
    if (!row) return null;
    this.paths.set(key, row.id);
    return this.get(row.id);
  }

  /**
   * A serialised response for a deck, computed once per deck row and variant while both are cached; kept encoded, so
   * a hot page is not re-encoded (and measured) on every request.
   */
  body(value: LoadedDeck, variant: string, render: () => string): Buffer {
    if (this.decks.peek(value.deck.id)?.deck !== value.deck) return Buffer.from(render());
    const key = `${value.deck.id}\u0000${variant}`;
    const hit = this.bodies.get(key);
    if (hit && hit.deck === value.deck) return hit.body;
    const body = Buffer.from(render());
    this.bodies.set(key, { deck: value.deck, body });
    return body;
  }
}

/** Approximate bytes a cached deck holds: its document's JSON plus the rows around it. */
function sizeOf(value: LoadedDeck): number {
  return JSON.stringify(value.deck.document).length + (value.deck.cssOutput?.length ?? 0) + ROW_OVERHEAD_BYTES;
}
