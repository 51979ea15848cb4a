/**
 * May this user send ops to this deck (deck role `edit`, decided by the one policy through loadDeck)? Verdicts are
 * kept for a second per user and deck, so a burst of typing costs no query per op while a role change or removal
 * still applies within a second.
 */
import { LRUCache } from 'lru-cache';
import type { ServiceContext } from '../../context.js';
import { loadDeck } from '../decks/loadDeck.js';

const VERDICT_MS = 1_000;
const verdicts = new LRUCache<string, { error: unknown }>({ max: 10_000, ttl: VERDICT_MS });

/** Throws (NotFound, Forbidden) unless the user may edit the deck's content. */
export async function authorizeOps(ctx: ServiceContext, deckId: number): Promise<void> {
  const key = `${ctx.user?.id ?? 0}:${deckId}`;
  let verdict = verdicts.get(key);
  if (!verdict) {
    verdict = await loadDeck({ ctx: { ...ctx, link: undefined }, ref: { id: deckId }, action: 'edit', fresh: true })
      .then(() => ({ error: null }), (error: unknown) => ({ error }));
    verdicts.set(key, verdict);
  }
  if (verdict.error) throw verdict.error;
}
