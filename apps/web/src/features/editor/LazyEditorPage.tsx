/** The editor route element, loaded on demand: TipTap, the deck renderer and the sync code stay out of the main bundle. */
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { LoadingView } from '../../routes/views';
import { prefetchDeck } from './sync/prefetch';

const loadEditorPage = () => import('./EditorPage');
const EditorPage = lazy(() => loadEditorPage().then((m) => ({ default: m.EditorPage })));

// Opening an editor URL directly (a link, a reload) starts the editor's code and the deck request as soon as the
// app's script runs, instead of after the app has booted and matched the route (`:username/:deckslug/edit`;
// `users/password/edit` is the one other three-part path ending in edit).
const direct = /^\/([^/]+)\/([^/]+)\/edit\/?$/.exec(window.location.pathname);
if (direct && direct[1] !== 'users') {
  loadEditorPage().catch(() => undefined); // a failure shows when the route renders
  prefetchDeck(decodeURIComponent(direct[1]!), decodeURIComponent(direct[2]!));
}

/** Lazy wrapper of EditorPage; the deck starts loading at once, alongside the editor's code. */
export function LazyEditorPage() {
  const { username = '', deckslug = '' } = useParams();
  // Once per mount, during the first render (before the lazy chunk is even requested); a rename changes the slug
  // but keeps the session, so it must not fetch again.
  useState(() => prefetchDeck(username, deckslug));
  return (
    <Suspense fallback={<LoadingView label="Loading editor…" />}>
      <EditorPage />
    </Suspense>
  );
}
