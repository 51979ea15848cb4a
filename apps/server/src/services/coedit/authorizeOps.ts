/**
 * May this user send ops to this deck (deck role `edit`, decided by the one policy through loadDeck)? Verdicts are
 * kept for a second per user and deck, so a burst of typing costs no query per op while a role change or removal
 * still applies within a second.
 */
import { LRUCache } from 'lru-cache';
import type { ServiceContext } from '../../context.js';
import { loadDeck, type ViewableDeck } from '../decks/loadDeck.js';

const VERDICT_MS = 1_000;
type Verdicts = LRUCache<string, { error: unknown }>;
/** Per database: user and deck ids mean something only within one (two apps in one process keep theirs apart). */
const verdictsByDatabase = new WeakMap<object, Verdicts>();
function verdictsOf(db: object): Verdicts {
  let verdicts = verdictsByDatabase.get(db);
  if (!verdicts) verdictsByDatabase.set(db, verdicts = new LRUCache({ max: 10_000, ttl: VERDICT_MS }));
  return verdicts;
}

/**
 * Throws (NotFound, Forbidden) unless the user may edit the deck's content. Answers the deck when it was read to decide
 * (its stored document and version, which the op commit can start from), null when a kept verdict decided.
 */
export async function authorizeOps(ctx: ServiceContext, deckId: number): Promise<ViewableDeck | null> {
  const verdicts = verdictsOf(ctx.db);
  const key = `${ctx.user?.id ?? 0}:${deckId}`;
  const kept = verdicts.get(key);
  if (kept) {
    if (kept.error) throw kept.error;
    return null;
  }
  try {
    const found = await loadDeck({ ctx: { ...ctx, link: undefined }, ref: { id: deckId }, action: 'edit', fresh: true });
    verdicts.set(key, { error: null });
    return found;
  } catch (error) {
    verdicts.set(key, { error });
    throw error;
  }
}
