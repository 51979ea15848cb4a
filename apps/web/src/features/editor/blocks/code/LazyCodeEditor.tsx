/** The code editor behind a dynamic import: CodeMirror stays out of the editor's first chunk. */
import { lazy, Suspense } from 'react';
import type { CodeBlock } from '@podium/deck';
import { Spinner } from '../../../../components/Spinner';

const CodeEditor = lazy(() => import('./CodeEditor'));

/** CodeMirror once loaded; a spinner over the block meanwhile. */
export function LazyCodeEditor(props: { block: CodeBlock; slideId: string }) {
  return (
    <Suspense fallback={<div className="ed-inplace ed-inplace--code"><Spinner label="Loading the code editor…" /></div>}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
