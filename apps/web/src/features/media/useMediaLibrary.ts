/**
 * State of the media library panel: the search (label text, debounced), the tag filter, pages loaded so far, and
 * polling of media still processing (variants, transcode) until they are ready.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MEDIA_PAGE_LENGTH, genericMessage, pageCount, type MediaJson } from '@podium/shared';
import { fetchMedium, listMedia, type MediaPage } from '../../api/media';

const SEARCH_DEBOUNCE_MS = 300;
const POLL_MS = 1500;

export interface LibraryState {
  items: MediaJson[];
  total: number;
  tags: MediaPage['tags'];
  loading: boolean;
  error: string | null;
}

/** The library of one kind (image or video). */
export function useMediaLibrary(kind: 'image' | 'video') {
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<LibraryState>({ items: [], total: 0, tags: [], loading: true, error: null });
  const itemsRef = useRef<MediaJson[]>([]);
  itemsRef.current = state.items;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(q.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [q]);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    listMedia({ q: search, tag, kind, page }, controller.signal)
      .then((found) => setState((s) => ({
        items: page === 1 ? found.results : [...s.items, ...found.results.filter((m) => !s.items.some((old) => old.id === m.id))],
        total: found.total, tags: found.tags, loading: false, error: null,
      })))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, error: error instanceof Error && error.message ? error.message : genericMessage() }));
      });
    return () => controller.abort();
  }, [search, tag, kind, page, reloads]);

  /** Puts a changed medium in place (or first, when it is new). */
  const replace = useCallback((medium: MediaJson) => {
    setState((s) => {
      const known = s.items.some((m) => m.id === medium.id);
      return known
        ? { ...s, items: s.items.map((m) => (m.id === medium.id ? medium : m)) }
        : { ...s, items: [medium, ...s.items], total: s.total + 1 };
    });
  }, []);

  const processing = state.items.some((m) => m.status === 'processing');
  useEffect(() => {
    if (!processing) return;
    const timer = window.setInterval(() => {
      for (const item of itemsRef.current.filter((m) => m.status === 'processing')) {
        fetchMedium(item.id).then((fresh) => replace(fresh)).catch(() => undefined);
      }
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [processing, replace]);

  const remove = useCallback((id: number) => {
    setState((s) => ({ ...s, items: s.items.filter((m) => m.id !== id), total: Math.max(0, s.total - 1) }));
  }, []);

  return {
    ...state, q, setQ, search, tag,
    setTag: (value: number | null) => { setTag(value); setPage(1); },
    /** Whether another page exists: pages = ceil(total / page length) (SPEC §9). */
    hasMore: page < pageCount(state.total, MEDIA_PAGE_LENGTH),
    more: () => setPage((p) => p + 1),
    reload: () => { setPage(1); setReloads((n) => n + 1); },
    replace, remove,
  };
}
