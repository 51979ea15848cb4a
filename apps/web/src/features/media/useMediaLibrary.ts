/**
 * State of the media library panel (the user's own library or their team's): the search (label text, debounced), the
 * tag filter, pages loaded so far, and polling of media still processing (variants, transcode) until they are ready.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MEDIA_PAGE_LENGTH, genericMessage, pageCount, type MediaJson } from '@podium/shared';
import { fetchMedium, listMedia, type MediaLibraryScope, type MediaPage } from '../../api/media';

const SEARCH_DEBOUNCE_MS = 300;
const POLL_MS = 1500;

export interface LibraryState {
  items: MediaJson[];
  total: number;
  tags: MediaPage['tags'];
  /** Whether the caller may create tags in this library (always in their own; owners and admins in a team's). */
  canManageTags: boolean;
  loading: boolean;
  error: string | null;
}

/** The library of one kind (image or video). */
export function useMediaLibrary(kind: 'image' | 'video', scope: MediaLibraryScope = 'own') {
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<LibraryState>({ items: [], total: 0, tags: [], canManageTags: scope === 'own', loading: true, error: null });
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
    listMedia({ q: search, tag, kind, page, scope }, controller.signal)
      .then((found) => setState((s) => ({
        items: page === 1 ? found.results : [...s.items, ...found.results.filter((m) => !s.items.some((old) => old.id === m.id))],
        total: found.total, tags: found.tags, canManageTags: found.can_manage_tags ?? scope === 'own', loading: false, error: null,
      })))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, error: error instanceof Error && error.message ? error.message : genericMessage() }));
      });
    return () => controller.abort();
  }, [search, tag, kind, page, scope, reloads]);

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
        fetchMedium(item.id, undefined, scope).then((fresh) => replace(fresh)).catch(() => undefined);
      }
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [processing, replace, scope]);

  const remove = useCallback((id: number) => {
    setState((s) => ({ ...s, items: s.items.filter((m) => m.id !== id), total: Math.max(0, s.total - 1) }));
  }, []);

  /** A tag just created in this library joins the filter and the preview's choices. */
  const addTag = useCallback((created: { id: number; name: string }) => {
    setState((s) => (s.tags.some((t) => t.id === created.id) ? s : {
      ...s, tags: [...s.tags, { ...created, media_count: 0 }].sort((a, b) => a.name.localeCompare(b.name)),
    }));
  }, []);

  return {
    ...state, q, setQ, search, tag, scope, addTag,
    setTag: (value: number | null) => { setTag(value); setPage(1); },
    /** Whether another page exists: pages = ceil(total / page length) (SPEC §9). */
    hasMore: page < pageCount(state.total, MEDIA_PAGE_LENGTH),
    more: () => setPage((p) => p + 1),
    reload: () => { setPage(1); setReloads((n) => n + 1); },
    replace, remove,
  };
}
