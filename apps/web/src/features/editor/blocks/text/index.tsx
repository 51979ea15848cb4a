/** The text block in the editor: inserted from the top bar; edited in place by the canvas's TipTap editor. */
import type { EditorBlock } from '../types';
import { useEditorState } from '../../state/EditorContext';
import { formatShortcut } from '../../actions/shortcuts';

/**
 * Double-click opens TipTap (canvas/TextEditor), which is not a block-registry in-place editor: it needs the toolbar.
 * Inside an entered group it does not open (the group draws its children), so the hint says how to get there.
 */
function TextHint() {
  const inGroup = useEditorState((s) => s.groupId !== null);
  return (
    <p className="ed-panel__hint">
      {inGroup
        ? `Text inside a group is not edited in place: ungroup (${formatShortcut('Mod+Shift+G')}), edit the text, then group again.`
        : 'Double-click the text to edit it; the text toolbar appears above the slide.'}
    </p>
  );
}

export const textEditorBlock: EditorBlock<'text'> = {
  type: 'text',
  insert: { label: 'Text', order: 10, icon: <path d="M5 6V4h14v2M12 4v16M9 20h6" /> },
  Panel: TextHint,
  describe: (block) => {
    const text = block.props.html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    return text ? `Text “${text.slice(0, 24)}${text.length > 24 ? '…' : ''}”` : 'Text';
  },
  // Inline math (Markdown's `$…$`) is typeset as the player does; KaTeX loads only for text that has some.
  enhance: (el) => {
    if (el.querySelector('.math-inline')) void import('../math/typeset').then((m) => m.typesetMath(el));
  },
};
