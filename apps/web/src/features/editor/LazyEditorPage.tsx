/** The editor route element, loaded on demand: TipTap, the deck renderer and the sync code stay out of the main bundle. */
import { lazy, Suspense } from 'react';
import { LoadingView } from '../../routes/views';

const EditorPage = lazy(() => import('./EditorPage').then((m) => ({ default: m.EditorPage })));

/** Lazy wrapper of EditorPage. */
export function LazyEditorPage() {
  return (
    <Suspense fallback={<LoadingView label="Loading editor…" />}>
      <EditorPage />
    </Suspense>
  );
}
