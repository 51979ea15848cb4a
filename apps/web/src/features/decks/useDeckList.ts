/** A user's decks as an infinite list, DECKS_PAGE_LENGTH per page, plus "load more when near the end" wiring. */
import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { DECKS_PAGE_LENGTH, TIMERS, pageCount } from '@podium/shared';
import { listDecks, type DeckLifecycleFilter } from '../../api/decks';

/** The query key of a user's deck list; invalidate it after creating or deleting a deck. */
export const deckListKey = (username: string, lifecycle: DeckLifecycleFilter = 'active', tag?: string) =>
  (tag === undefined ? ['decks', username.toLowerCase(), lifecycle] as const : ['decks', username.toLowerCase(), lifecycle, tag] as const);

/** The query key of one deck looked up by owner and slug (the deck screens use it). */
export const deckBySlugKey = (username: string, slug: string) => ['deck-by-slug', username.toLowerCase(), slug] as const;

/** Pages of a user's decks (only those with their deck tag `tag` when given); flatten with `data.pages.flatMap(p => p.results)`. */
export function useDeckList(username: string, lifecycle: DeckLifecycleFilter = 'active', tag?: string) {
  return useInfiniteQuery({
    queryKey: deckListKey(username, lifecycle, tag),
    queryFn: ({ pageParam, signal }) => listDecks(username, pageParam, lifecycle, signal, tag),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < pageCount(last.total, DECKS_PAGE_LENGTH) && last.results.length > 0 ? pages.length + 1 : undefined),
  });
}

/**
 * Calls `loadMore` when the sentinel comes within ~a screen of the viewport, debounced by
 * TIMERS.deckListScrollDebounceMs (SPEC §9). It re-fires after each page while the sentinel stays near.
 */
export function useLoadMoreNearEnd(sentinel: HTMLElement | null, canLoad: boolean, loadMore: () => void): void {
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: '0px 0px 800px 0px',
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel]);

  useEffect(() => {
    if (!near || !canLoad) return;
    const timer = window.setTimeout(loadMore, TIMERS.deckListScrollDebounceMs);
    return () => window.clearTimeout(timer);
  }, [near, canLoad, loadMore]);
}
