/**
 * The current document of decks being co-edited, by version, in this process: an op batch is planned on it without
 * reading the stored document, and committed in one statement that holds only if the stored version is still the one
 * planned on (opCommit.ts). Every process follows the others' commits through the `deck-changed` event, which carries
 * the ops, so with editors spread over several processes the copy is usually current and the one statement suffices.
 */
import { LRUCache } from 'lru-cache';
import { applyOp, type DeckDocument, type Op } from '@podium/deck';
import type { EventBus } from '../../infra/events/bus.js';

export interface VersionedDocument {
  version: number;
  doc: DeckDocument;
}

export class DeckDocuments {
  private readonly documents = new LRUCache<number, VersionedDocument>({ max: 200 });

  constructor(bus: EventBus) {
    bus.on('deck-changed', ({ deckId, ops }) => {
      if (ops) this.follow(deckId, ops.from, ops.ops);
    });
  }

  get(deckId: number): VersionedDocument | undefined {
    return this.documents.get(deckId);
  }

  set(deckId: number, entry: VersionedDocument): void {
    this.documents.set(deckId, entry);
  }

  /** Keeps `entry` unless the copy held is as new or newer (a copy read from the database, possibly behind already). */
  offer(deckId: number, entry: VersionedDocument): void {
    const held = this.documents.get(deckId);
    if (!held || held.version < entry.version) this.documents.set(deckId, entry);
  }

  delete(deckId: number): void {
    this.documents.delete(deckId);
  }

  /**
   * Applies ops committed elsewhere that took the deck from version `from` on. A copy that is already past them stays;
   * one that misses ops before them, or that they do not apply to, is dropped (the next batch reads the stored one).
   */
  private follow(deckId: number, from: number, ops: Op[]): void {
    const entry = this.documents.get(deckId);
    if (!entry || entry.version >= from + ops.length) return;
    if (entry.version < from) return void this.documents.delete(deckId);
    let doc = entry.doc;
    for (const op of ops.slice(entry.version - from)) {
      const result = applyOp(doc, op);
      if (!result.ok) return void this.documents.delete(deckId);
      doc = result.doc;
    }
    this.documents.set(deckId, { version: from + ops.length, doc });
  }
}
