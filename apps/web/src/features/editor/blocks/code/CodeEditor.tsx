/**
 * In-place code editing with CodeMirror 6 (loaded only when a code block is first edited). Each change updates the
 * block, merged into one undo step per editing session; Escape or a click elsewhere ends editing.
 */
import { useEffect, useRef } from 'react';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, highlightActiveLine } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import type { CodeBlock } from '@podium/deck';
import { useEditor } from '../../state/EditorContext';
import { useBlockProps } from '../useBlockProps';

/** CodeMirror over the block, holding its code. */
export default function CodeEditor({ block, slideId }: { block: CodeBlock; slideId: string }) {
  const { store } = useEditor();
  const host = useRef<HTMLDivElement>(null);
  const update = useBlockProps(block, slideId);
  const latest = useRef({ update, code: block.props.code });
  latest.current.update = update;

  useEffect(() => {
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: latest.current.code,
        extensions: [
          lineNumbers(),
          highlightActiveLine(),
          history(),
          keymap.of([{ key: 'Escape', run: () => (store.setEditing(null), true) }, indentWithTab, ...defaultKeymap, ...historyKeymap]),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) latest.current.update('code', { code: u.state.doc.toString() });
          }),
          EditorView.contentAttributes.of({ 'aria-label': 'Code', 'data-testid': 'code-editor-input' }),
          EditorView.theme({ '&': { height: '100%' } }, { dark: true }),
        ],
      }),
    });
    view.focus();
    return () => view.destroy();
  }, [store]);

  return <div ref={host} className="ed-inplace ed-inplace--code" data-testid="code-editor" />;
}
