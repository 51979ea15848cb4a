/**
 * Read cache of decks with their owners, so reading a deck (viewer, embed, API) costs no query while it is warm.
 * Every write in any process invalidates through the event bus; a short TTL bounds staleness from changes made
 * outside a server (the admin CLI on PostgreSQL).
 */
import type { Db } from '../../db/client.js';
import type { DeckWithOwner } from '../../auth/policies.js';
import type { EventBus } from '../../realtime/bus.js';
import { loadDeck } from './loadDeck.js';

const TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  value: DeckWithOwner;
  expires: number;
  /** Serialised responses derived from this value (keyed by variant), dropped with it. */
  bodies: Map<string, string>;
}

export class DeckCache {
  private readonly entries = new Map<number, Entry>();

  constructor(private readonly db: Db, bus: EventBus) {
    bus.on('deck-changed', ({ deckId }) => this.entries.delete(deckId));
    bus.on('user-changed', ({ userId }) => {
      for (const [id, entry] of this.entries) if (entry.value.owner.id === userId) this.entries.delete(id);
    });
  }

  /** The cached deck and owner when fresh, without waiting (the hot path of anonymous reads). */
  peek(id: number): DeckWithOwner | undefined {
    const hit = this.entries.get(id);
    return hit && hit.expires > Date.now() ? hit.value : undefined;
  }

  /** The deck and its owner (from cache when fresh), or null for an unknown id. */
  async get(id: number): Promise<DeckWithOwner | null> {
    const hit = this.peek(id);
    if (hit) return hit;
    const value = await loadDeck(this.db, id);
    if (!value) return null;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { value, expires: Date.now() + TTL_MS, bodies: new Map() });
    return value;
  }

  /** A serialised response for a cached deck, computed once per deck version and variant. */
  body(value: DeckWithOwner, variant: string, render: () => string): string {
    const entry = this.entries.get(value.deck.id);
    if (!entry || entry.value.deck !== value.deck) return render();
    let body = entry.bodies.get(variant);
    if (body === undefined) entry.bodies.set(variant, (body = render()));
    return body;
  }
}
