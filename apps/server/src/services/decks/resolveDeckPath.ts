/**
 * Resolves /{username}/{slug} to a deck the viewer may see, through the same policy as the API (readDeck), so every
 * deck screen answers 404 exactly when the API would. Path → id lookups are remembered and re-checked against the
 * cached deck (a renamed slug or user misses and queries again).
 */
import type { DeckRole } from '@podium/shared';
import { deckRoleFor, type DeckWithOwner } from '../../auth/policies.js';
import { NotFound } from '../../domain/errors.js';
import type { DeckCache } from './deckCache.js';
import { findDeckId } from './findDeckId.js';
import { readDeck, type ReadDeckOptions } from './readDeck.js';

const MAX_PATHS = 5_000;
const pathIds = new WeakMap<DeckCache, Map<string, number>>();

function pathsOf(cache: DeckCache): Map<string, number> {
  let paths = pathIds.get(cache);
  if (!paths) pathIds.set(cache, (paths = new Map()));
  return paths;
}

const keyOf = (username: string, slug: string) => `${username.toLowerCase()}/${slug.toLowerCase()}`;
const matches = (found: DeckWithOwner, key: string) => keyOf(found.owner.username, found.deck.slug) === key;

export type ViewableDeck = DeckWithOwner & { role: DeckRole };

/**
 * The deck at a path for an anonymous viewer straight from the cache (no promise, no query), or undefined when it is
 * not warm or not public: then resolveDeckPath decides (other ways in, such as share links, are checked there).
 */
export function peekAnonymousDeck(cache: DeckCache, username: string, slug: string): ViewableDeck | undefined {
  const key = keyOf(username, slug);
  const id = pathsOf(cache).get(key);
  const found = id === undefined ? undefined : cache.peek(id);
  if (!found || !matches(found, key)) return undefined;
  const role = deckRoleFor(null, found);
  return role ? { ...found, role } : undefined;
}

type ResolveDeckPathOptions = Omit<ReadDeckOptions, 'id'> & { username: string; slug: string };

/** The deck at /{username}/{slug} with the viewer's role; throws 404 when there is none the viewer may see. */
export async function resolveDeckPath({ ctx, username, slug, ...read }: ResolveDeckPathOptions): Promise<ViewableDeck> {
  const key = keyOf(username, slug);
  const paths = pathsOf(ctx.decks);
  const known = paths.get(key);
  if (known !== undefined) {
    const cached = await ctx.decks.get(known);
    if (cached && matches(cached, key)) return readDeck({ ctx, id: known, ...read });
    paths.delete(key);
  }
  const id = await findDeckId(ctx.db, username, slug);
  if (!id) throw new NotFound();
  const found = await readDeck({ ctx, id, ...read });
  if (paths.size >= MAX_PATHS) paths.delete(paths.keys().next().value!);
  paths.set(key, id);
  return found;
}
