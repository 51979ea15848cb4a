/**
 * The snippet dialog: one labelled field per `{{variable}}` of a theme snippet and a live preview of the filled-in
 * markup. Inserting adds a snippet block to the current slide; editing changes the values of a snippet block (one undo
 * step). Values are HTML-escaped and the template goes through the deck's sanitiser, here and in every view.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { createBlock, SNIPPET_VARIABLE_LIMITS, snippetPropsFrom, type SnippetBlock } from '@podium/deck';
import { snippetVariables, type ThemeSnippet } from '@podium/shared';
import { Button } from '../../../../components/Button';
import { Dialog } from '../../../../components/Dialog';
import { TextField } from '../../../../components/TextField';
import { insertBlock } from '../../actions/insertBlock';
import { blockHtml } from '../../canvas/blockHtml';
import { blocksById } from '../../model/blocks';
import { useEditor, useEditorState } from '../../state/EditorContext';
import type { SnippetDialogRequest } from '../../state/toolSlices';
import './snippet.css';

/** Said when the block whose variables were asked for was deleted meanwhile (by a co-editor). */
const SNIPPET_GONE = 'That snippet is no longer on the slide.';

interface Target {
  snippet: ThemeSnippet;
  values: Record<string, string>;
  /** The block being edited; absent when inserting. */
  block?: { slideId: string; block: SnippetBlock };
}

/** What the request opens: the snippet and its starting values, or null when the block to edit is gone. */
function targetOf(request: SnippetDialogRequest, doc: Parameters<typeof blocksById>[0]): Target | null {
  if (request.mode === 'insert') {
    return { snippet: request.snippet, values: Object.fromEntries(snippetVariables(request.snippet.template).map((name) => [name, ''])) };
  }
  const [block] = blocksById(doc, request.slideId, [request.blockId]);
  if (block?.type !== 'snippet' || !block.props.source) return null;
  const { title, template, values } = block.props.source;
  return { snippet: { title, template }, values: { ...values }, block: { slideId: request.slideId, block } };
}

/** The dialog, mounted while a request is open. */
export function SnippetDialogHost() {
  const request = useEditorState((s) => s.snippetDialog);
  return request ? <SnippetDialog key={JSON.stringify(request)} request={request} /> : null;
}

function SnippetDialog({ request }: { request: SnippetDialogRequest }) {
  const { store, ui } = useEditor();
  const baseId = useId();
  const [target] = useState(() => targetOf(request, store.getSnapshot().doc));
  const [values, setValues] = useState(target?.values ?? {});
  const close = () => store.setSnippetDialog(null);
  const variables = useMemo(() => (target ? snippetVariables(target.snippet.template) : []), [target]);
  const props = useMemo(() => (target ? snippetPropsFrom(target.snippet, values) : null), [target, values]);
  const preview = useMemo(() => {
    if (!props || !target) return '';
    const size = target.block?.block ?? { width: 0, height: 0 };
    return blockHtml(createBlock('snippet', { x: 0, y: 0, ...(size.width ? { width: size.width, height: size.height } : {}), props }));
  }, [props, target]);

  useEffect(() => {
    if (target) return;
    ui.notify(SNIPPET_GONE);
    store.setSnippetDialog(null);
  }, [target, ui, store]);

  if (!target || !props) return null;
  const title = target.snippet.title.trim() || 'Snippet';
  const editing = Boolean(target.block);

  const confirm = () => {
    if (target.block) {
      const { slideId, block } = target.block;
      const result = store.dispatch({ type: 'deck.block.update', slideId, blockId: block.id, props: { html: props.html, source: props.source } });
      if (!result.ok) return ui.notify(result.error.message);
    } else if (!insertBlock(store, ui.notify, 'snippet', { props })) {
      return;
    }
    close();
  };

  return (
    <Dialog
      open
      title={`${editing ? 'Edit' : 'Insert'} snippet: ${title}`}
      onCancel={close}
      onConfirm={confirm}
      testId="snippet-dialog"
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={close}>Cancel</Button>
          <Button variant="primary" onClick={confirm} testId="snippet-confirm">{editing ? 'Save' : 'Insert'}</Button>
        </>
      }
    >
      {variables.length === 0 && <p className="ed-snippet__note">This snippet has no variables to fill in.</p>}
      {variables.map((name, index) => (
        <TextField
          key={name}
          id={`${baseId}-${index}`}
          name={name}
          label={name}
          value={values[name] ?? ''}
          error={null}
          maxLength={SNIPPET_VARIABLE_LIMITS.valueMax}
          testId={`snippet-var-${name}`}
          {...(index === 0 ? { 'data-autofocus': true } : {})}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      ))}
      <p className="ed-snippet__label" id={`${baseId}-preview`}>Preview</p>
      <div className="ed-snippet__preview ed-deck" data-testid="snippet-preview" aria-labelledby={`${baseId}-preview`} role="group">
        <div className="ed-snippet__preview-block" dangerouslySetInnerHTML={{ __html: preview }} />
      </div>
    </Dialog>
  );
}
