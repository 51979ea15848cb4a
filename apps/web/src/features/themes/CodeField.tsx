/**
 * A labelled CodeMirror 6 field for a theme's CSS/LESS, HTML, JS and snippets. The value is owned by the caller;
 * outside changes (switching themes) replace the document. `errorLine` marks a compile error's line.
 */
import { useEffect, useId, useRef } from 'react';
import { Annotation, EditorState, StateEffect, StateField, type Extension } from '@codemirror/state';
import { Decoration, EditorView, keymap, lineNumbers, highlightActiveLine, type DecorationSet } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { syntaxHighlighting, defaultHighlightStyle } from '@codemirror/language';
import { less } from '@codemirror/lang-less';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';

export type CodeLanguage = 'less' | 'html' | 'javascript' | 'json';
const LANGUAGES: Record<CodeLanguage, () => Extension> = { less, html: () => html(), javascript: () => javascript(), json };

/** Marks changes made from the value prop (not typing), which must not call onChange back. */
const fromOutside = Annotation.define<boolean>();
const setErrorLine = StateEffect.define<number | null>();
const errorLineMark = Decoration.line({ class: 'th-code__error-line' });
/** Highlights the line a compile error points at. */
const errorLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    for (const effect of tr.effects) {
      if (!effect.is(setErrorLine)) continue;
      const line = effect.value;
      if (line === null || line < 1 || line > tr.state.doc.lines) return Decoration.none;
      return Decoration.set([errorLineMark.range(tr.state.doc.line(line).from)]);
    }
    return tr.docChanged ? Decoration.none : value.map(tr.changes);
  },
  provide: (field) => EditorView.decorations.from(field),
});

export interface CodeFieldProps {
  label: string;
  language: CodeLanguage;
  value: string;
  onChange(value: string): void;
  hint?: string;
  error?: string | null;
  errorLine?: number | null;
  testId?: string;
}

/** CodeField. */
export default function CodeField({ label, language, value, onChange, hint, error, errorLine = null, testId }: CodeFieldProps) {
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(), highlightActiveLine(), history(), errorLineField,
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          LANGUAGES[language](),
          keymap.of([indentWithTab, ...defaultKeymap, ...historyKeymap]),
          EditorView.updateListener.of((u) => {
            if (u.docChanged && !u.transactions.some((t) => t.annotation(fromOutside))) latest.current(u.state.doc.toString());
          }),
          EditorView.contentAttributes.of({ 'aria-labelledby': `${id}-label`, 'aria-describedby': `${id}-meta`, ...(testId ? { 'data-testid': testId } : {}) }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor is created once; value changes flow in through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value }, annotations: fromOutside.of(true) });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: setErrorLine.of(errorLine) });
  }, [errorLine, value]);

  return (
    <div className={`th-code${error ? ' th-code--invalid' : ''}`}>
      <span className="th-code__label" id={`${id}-label`}>{label}</span>
      <div ref={host} className="th-code__editor" />
      <div id={`${id}-meta`}>
        {error ? <p className="field__error" role="alert" data-testid={testId ? `${testId}-error` : undefined}>{error}</p> : hint && <p className="field__hint">{hint}</p>}
      </div>
    </div>
  );
}

