/**
 * In-place code editing with CodeMirror 6 (loaded only when a code block is first edited). It imports nothing of the
 * editor's own modules, so its chunk holds CodeMirror alone; LazyCodeEditor wires it to the store.
 */
import { useEffect, useRef } from 'react';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, highlightActiveLine } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';

export interface CodeEditorProps {
  /** The text when editing starts (later changes from outside are not pulled in while editing). */
  initialCode: string;
  onChange(code: string): void;
  /** Escape: stop editing. */
  onExit(): void;
}

/** CodeMirror filling its block, focused. */
export default function CodeEditor({ initialCode, onChange, onExit }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef({ initialCode, onChange, onExit });
  latest.current.onChange = onChange;
  latest.current.onExit = onExit;

  useEffect(() => {
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: latest.current.initialCode,
        extensions: [
          lineNumbers(),
          highlightActiveLine(),
          history(),
          keymap.of([{ key: 'Escape', run: () => (latest.current.onExit(), true) }, indentWithTab, ...defaultKeymap, ...historyKeymap]),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) latest.current.onChange(u.state.doc.toString());
          }),
          EditorView.contentAttributes.of({ 'aria-label': 'Code', 'data-testid': 'code-editor-input' }),
          EditorView.theme({ '&': { height: '100%' } }, { dark: true }),
        ],
      }),
    });
    view.focus();
    return () => view.destroy();
  }, []);

  return <div ref={host} className="ed-inplace ed-inplace--code" data-testid="code-editor" />;
}
