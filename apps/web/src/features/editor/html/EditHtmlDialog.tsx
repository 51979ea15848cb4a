/**
 * "Edit HTML" for power users: the selected block's markup in a code field, with a live preview. Text and snippet
 * blocks keep their type; any other block becomes a snippet holding the edited markup (same box, same id).
 * Both the preview and the saved block go through the deck's sanitiser, so scripts never run on the app's origin.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { blockDefinition, renderContext, textSanitizer, type Block } from '@podium/deck';
import { LIMITS } from '@podium/shared';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { blockHtml } from '../canvas/blockHtml';
import { blocksById } from '../model/blocks';
import { useEditor } from '../state/EditorContext';
import './EditHtmlDialog.css';

/** The markup a block's HTML editor starts from. */
export function editableHtml(block: Block): string {
  if (block.type === 'text' || block.type === 'snippet') return block.props.html;
  // The type's own content markup (raw, like the player receives it before sanitising).
  return blockDefinition(block.type).render(block as never, renderContext({ sanitize: textSanitizer })).html;
}

/** The block after its HTML was edited. */
export function withHtml(block: Block, html: string): Block {
  if (block.type === 'text') return { ...block, props: { ...block.props, html } };
  // Edited markup no longer follows a theme snippet's template: its variables are not offered any more.
  if (block.type === 'snippet') return { ...block, props: { html } };
  return { ...block, type: 'snippet', props: { html } } as Block;
}

/** The Edit HTML dialog for the selected block. */
export function EditHtmlDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { store, ui } = useEditor();
  const id = useId();
  const [target, setTarget] = useState<Block | null>(null);
  const [html, setHtml] = useState('');

  useEffect(() => {
    if (!open) return;
    const snap = store.getSnapshot();
    const [block] = blocksById(snap.doc, snap.slideId, snap.selection);
    setTarget(block ?? null);
    setHtml(block ? editableHtml(block) : '');
  }, [open, store]);

  const preview = useMemo(() => (target ? blockHtml(withHtml({ ...target, x: 0, y: 0, rotation: 0 }, html)) : ''), [target, html]);
  const tooLong = html.length > LIMITS.inlineSvgMax;

  const save = () => {
    if (!target || tooLong) return;
    const result = store.dispatch({ type: 'deck.block.replace', slideId: store.getSnapshot().slideId, block: withHtml(target, html) });
    if (!result.ok) return ui.notify(result.error.message);
    onClose();
  };

  return (
    <Dialog
      open={open}
      title="Edit HTML"
      onCancel={onClose}
      testId="edit-html-dialog"
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={save} disabled={!target || tooLong} testId="edit-html-save">Save</Button>
        </>
      }
    >
      {target && target.type !== 'text' && target.type !== 'snippet' && (
        <p className="ed-html__note">Saving turns this {target.type} block into an HTML snippet.</p>
      )}
      <label htmlFor={id} className="ed-html__label">HTML</label>
      <textarea
        id={id}
        className="ed-html__code"
        value={html}
        spellCheck={false}
        data-autofocus
        data-testid="edit-html-input"
        aria-invalid={tooLong || undefined}
        onChange={(e) => setHtml(e.target.value)}
      />
      {tooLong && <p className="field__error" role="alert">At most {LIMITS.inlineSvgMax} characters</p>}
      <p className="ed-html__label">Preview (sanitised: scripts, event handlers and styles are removed, here and in the player)</p>
      <div className="ed-html__preview ed-deck" data-testid="edit-html-preview">
        <div className="ed-html__preview-block" style={target ? { width: target.width, height: target.height } : undefined} dangerouslySetInnerHTML={{ __html: preview }} />
      </div>
    </Dialog>
  );
}
