/** The editor route element, loaded on demand: TipTap, the deck renderer and the sync code stay out of the main bundle. */
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { LoadingView } from '../../routes/views';
import { prefetchDeck } from './sync/prefetch';

const EditorPage = lazy(() => import('./EditorPage').then((m) => ({ default: m.EditorPage })));

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
