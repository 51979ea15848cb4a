/**
 * The editor route element, loaded on demand: TipTap, the deck renderer and the sync code stay out of the main bundle.
 * Not React.lazy: a suspended boundary's content is revealed at the earliest 300 ms after its fallback was shown
 * (React throttles retries), which held the editor back even when its code and deck had long arrived. A plain state
 * update renders it as soon as the code is there.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { LoadingView } from '../../components/PageStates';
import { openOutboxDatabase } from './sync/outboxDatabase';
import { prefetchDeck } from './sync/prefetch';

let loaded: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;
const loadEditorPage = (): Promise<ComponentType> => {
  loading ??= import('./EditorPage').then(
    (m) => (loaded = m.EditorPage),
    (error: unknown) => {
      loading = null; // a failed download may succeed on the next visit of the route
      throw error;
    },
  );
  return loading;
};

// Opening an editor URL directly (a link, a reload) starts the editor's code, the deck request and the opening of the
// unsaved-work database as soon as the app's script runs, instead of after the app has booted and matched the route
// (`:username/:deckslug/edit`; `users/password/edit` is the one other three-part path ending in edit).
const direct = /^\/([^/]+)\/([^/]+)\/edit\/?$/.exec(window.location.pathname);
if (direct && direct[1] !== 'users') {
  loadEditorPage().catch(() => undefined); // a failure shows when the route renders
  prefetchDeck(decodeURIComponent(direct[1]!), decodeURIComponent(direct[2]!));
  openOutboxDatabase().catch(() => undefined); // without IndexedDB the editor still works (see sync/outbox.ts)
}

/** Lazy wrapper of EditorPage; the deck starts loading at once, alongside the editor's code. */
export function LazyEditorPage() {
  const { username = '', deckslug = '' } = useParams();
  // Once per mount, during the first render (before the editor's code is even requested); a rename changes the slug
  // but keeps the session, so it must not fetch again.
  useState(() => prefetchDeck(username, deckslug));
  const [EditorPage, setEditorPage] = useState<ComponentType | null>(() => loaded);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (EditorPage) return;
    let live = true;
    loadEditorPage().then(
      (page) => live && setEditorPage(() => page),
      (error: unknown) => live && setFailure(() => error ?? new Error('The editor could not be loaded')),
    );
    return () => {
      live = false;
    };
  }, [EditorPage]);
  if (failure) throw failure; // the route's error view, as a failed lazy import would show
  return EditorPage ? <EditorPage /> : <LoadingView label="Loading editor…" />;
}
