/** The code editor behind a dynamic import (CodeMirror stays out of the editor's first chunk), wired to the store. */
import { lazy, Suspense } from 'react';
import type { CodeBlock } from '@podium/deck';
import { Spinner } from '../../../../components/Spinner';
import { useEditor } from '../../state/EditorContext';
import { useBlockProps } from '../useBlockProps';

const CodeEditor = lazy(() => import('./CodeEditor'));

/** CodeMirror once loaded (each change updates the block, one undo step per editing session); a spinner meanwhile. */
export function LazyCodeEditor({ block, slideId }: { block: CodeBlock; slideId: string }) {
  const { store } = useEditor();
  const update = useBlockProps(block, slideId);
  return (
    <Suspense fallback={<div className="ed-inplace ed-inplace--code"><Spinner label="Loading the code editor…" /></div>}>
      <CodeEditor initialCode={block.props.code} onChange={(code) => update('code', { code })} onExit={() => store.setEditing(null)} />
    </Suspense>
  );
}
