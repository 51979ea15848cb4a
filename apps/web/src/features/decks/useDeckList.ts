/** Paged lists (a user's decks, shared decks, explore, search) as infinite queries that load more near their end. */
import { useCallback, useEffect, useState } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { DECKS_PAGE_LENGTH, TIMERS, pageCount } from '@podium/shared';
import { listDecks, type DeckLifecycleFilter } from '../../api/decks';

/** The query key of a user's deck list; invalidate it after creating or deleting a deck. */
export const deckListKey = (username: string, lifecycle: DeckLifecycleFilter = 'active', tag?: string) =>
  (tag === undefined ? ['decks', username.toLowerCase(), lifecycle] as const : ['decks', username.toLowerCase(), lifecycle, tag] as const);

/** The query key of one deck looked up by owner and slug (the deck screens use it). */
export const deckBySlugKey = (username: string, slug: string) => ['deck-by-slug', username.toLowerCase(), slug] as const;

/** Pages of a user's decks (only those with their deck tag `tag` when given). */
export function useDeckList(username: string, lifecycle: DeckLifecycleFilter = 'active', tag?: string) {
  return usePagedList({
    queryKey: deckListKey(username, lifecycle, tag),
    fetchPage: (page, signal) => listDecks(username, page, lifecycle, signal, tag),
  });
}

interface PagedListOptions<T> {
  queryKey: QueryKey;
  /** Page `page` (from 1) of the list. */
  fetchPage: (page: number, signal: AbortSignal) => Promise<{ total: number; results: T[] }>;
  /** Items per page (the server's); DECKS_PAGE_LENGTH unless said. */
  pageLength?: number;
  retry?: number;
}

/**
 * A paged list as an infinite query, loading the next page when the sentinel element comes near the viewport.
 * `list` is the query (flatten with `data.pages.flatMap(p => p.results)`), `setSentinel` the sentinel's ref (a state,
 * so the observer attaches once the sentinel actually renders after loading), `loadMore` for a "Load more" button.
 */
export function usePagedList<T>({ queryKey, fetchPage, pageLength = DECKS_PAGE_LENGTH, retry }: PagedListOptions<T>) {
  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < pageCount(last.total, pageLength) && last.results.length > 0 ? pages.length + 1 : undefined),
    ...(retry === undefined ? {} : { retry }),
  });
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  useLoadMoreNearEnd(sentinel, hasNextPage && !isFetchingNextPage && !list.isError, loadMore);
  return { list, setSentinel, loadMore };
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
