/**
 * The deck request of the editor route, started by the route's lazy wrapper (main bundle) while the editor's own code
 * is still downloading and starting, instead of after it. The session takes it once; an unclaimed request expires.
 */
import { loadEditorDeck, type EditorDeck } from '../../../api/decks';

/** A prefetched deck older than this is not used (the route was left before the editor started). */
const FRESH_MS = 10_000;

let prefetched: { key: string; at: number; deck: Promise<EditorDeck | null> } | null = null;

const keyOf = (username: string, slug: string) => `${username}/${slug}`;

/** Start loading the deck of /{username}/{slug}/edit (unless that request is already under way). */
export function prefetchDeck(username: string, slug: string): void {
  const key = keyOf(username, slug);
  if (prefetched?.key === key && Date.now() - prefetched.at < FRESH_MS) return;
  const deck = loadEditorDeck(username, slug);
  deck.catch(() => undefined); // a failure is reported by whoever takes it
  prefetched = { key, at: Date.now(), deck };
}

/** The prefetched deck request for this route (once), or null when there is none or it is stale. */
export function takePrefetchedDeck(username: string, slug: string): Promise<EditorDeck | null> | null {
  const hit = prefetched;
  prefetched = null;
  return hit && hit.key === keyOf(username, slug) && Date.now() - hit.at < FRESH_MS ? hit.deck : null;
}
