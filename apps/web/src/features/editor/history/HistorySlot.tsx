/**
 * Where the history panel lives in the editor: in place of the properties panel while open (loaded on first open).
 * Also records a revision when the editor is left, and closes the panel with the editor.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Spinner } from '../../../components/Spinner';
import { useEditor, useEditorState } from '../state/EditorContext';
import { useSettleOnLeave } from './useSettleOnLeave';

const HistoryPanel = lazy(() => import('./HistoryPanel').then((m) => ({ default: m.HistoryPanel })));

/** HistorySlot: the panel when open, otherwise `children`. */
export function HistorySlot({ children }: { children: ReactNode }) {
  const { store, engine } = useEditor();
  const deckId = useEditorState((s) => s.meta.id);
  const open = useEditorState((s) => s.historyOpen);
  useSettleOnLeave(deckId, engine);
  useEffect(() => () => store.setHistoryOpen(false), [store]);
  if (!open) return children;
  return (
    <Suspense fallback={<aside className="ed-side" aria-label="Version history"><Spinner label="Loading history…" /></aside>}>
      <HistoryPanel />
    </Suspense>
  );
}
