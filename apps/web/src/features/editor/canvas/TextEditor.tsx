/**
 * In-place text editing with TipTap. Typing is committed as `deck.block.update` ops TIMERS.saveDebounceMs after the
 * last keystroke, at least every LIVE_TYPING_MS while typing goes on (so co-editors see it as it is typed, not at
 * the pauses), and when editing ends; one editing session is one undo step (merged by key). The block grows to fit
 * its text. Escape ends editing.
 */
import { useEffect, useRef } from 'react';
import { EditorContent, useEditor as useTiptap } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import { TextStyleKit } from '@tiptap/extension-text-style';
import { newId, type TextBlock } from '@podium/deck';
import { TIMERS } from '@podium/shared';
import { useEditor } from '../state/EditorContext';
import type { TypeAhead } from './LazyTextEditor';
import { SelectAllText } from './selectAllText';
import { blockHtml, mergeTyping, showMerged } from './remoteText';

/** While typing goes on without a pause, what is typed is committed (and reaches co-editors) at least this often. */
const LIVE_TYPING_MS = 300;

/** The TipTap extensions for text blocks. */
export const TEXT_EXTENSIONS = [
  StarterKit.configure({ link: { openOnClick: false, autolink: true, defaultProtocol: 'https' }, codeBlock: false, trailingNode: false }),
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  TextStyleKit,
  SelectAllText,
];

/** The TipTap editor for one text block; `typeAhead` holds what was typed before the editor had focus. */
export function TextEditor({ block, slideId, typeAhead }: { block: TextBlock; slideId: string; typeAhead?: TypeAhead }) {
  const { store } = useEditor();
  const session = useRef(newId());
  const latest = useRef<{ html: string; height: number } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const liveTimer = useRef<number | undefined>(undefined);
  const startHeight = useRef(block.height);
  const contentRef = useRef<HTMLDivElement>(null);
  // The block HTML the editor's content was built from; a co-editor's typing since is merged into ours.
  const synced = useRef(block.props.html);
  const editorRef = useRef<ReturnType<typeof useTiptap>>(null);

  const commit = useRef(() => {
    window.clearTimeout(timer.current);
    window.clearTimeout(liveTimer.current);
    liveTimer.current = undefined;
    const next = latest.current;
    if (!next) return;
    latest.current = null;
    store.setInputPending(`text:${block.id}`, false);
    const current = blockHtml(store.getSnapshot().doc, slideId, block.id);
    const html = current === undefined || current === synced.current ? next.html : mergeTyping(synced.current, next.html, current);
    if (html !== next.html) showMerged(editorRef.current, html);
    synced.current = html;
    store.dispatch(
      { type: 'deck.block.update', slideId, blockId: block.id, props: { html }, set: { height: next.height } },
      { mergeKey: `text:${block.id}:${session.current}` },
    );
  });

  const editor = useTiptap({
    extensions: TEXT_EXTENSIONS,
    content: block.props.html,
    autofocus: 'end',
    onCreate: ({ editor: e }) => {
      // Put the caret where the double-click landed rather than at the end.
      const at = store.getSnapshot().editingAt;
      const pos = at && e.view.posAtCoords({ left: at.x, top: at.y });
      if (pos) e.commands.setTextSelection(pos.pos);
      // Through the editor's own key handling, as if the keys had been pressed here (TipTap's keyboardShortcut
      // command would drop selection-only changes such as select all).
      for (const typed of typeAhead?.take() ?? []) {
        if ('text' in typed) e.commands.insertContent({ type: 'text', text: typed.text });
        else e.view.someProp('handleKeyDown', (handle) => handle(e.view, new KeyboardEvent('keydown', { ...typed, bubbles: true, cancelable: true })));
      }
    },
    editorProps: {
      attributes: { class: 'ed-text-editor__prose', 'data-testid': 'text-editor' },
      handleKeyDown: (_view, event) => {
        if (event.key !== 'Escape') return false;
        store.setEditing(null);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      const measured = Math.ceil(contentRef.current?.offsetHeight ?? 0);
      // An auto-height box (imported `height: auto`) follows its text both ways; a fixed box only grows.
      const height = block.props.autoHeight && measured > 0 ? measured : Math.max(startHeight.current, measured);
      latest.current = { html: e.getHTML(), height };
      store.setInputPending(`text:${block.id}`, true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => commit.current(), TIMERS.saveDebounceMs);
      liveTimer.current ??= window.setTimeout(() => commit.current(), LIVE_TYPING_MS);
    },
  });

  useEffect(() => {
    editorRef.current = editor;
    store.setTextEditor(editor);
    return () => store.setTextEditor(null);
  }, [editor, store]);

  // Someone else's typing reached this block: ours waiting is committed merged with it, or the editor shows theirs.
  useEffect(() => store.subscribe(() => {
    const current = blockHtml(store.getSnapshot().doc, slideId, block.id);
    if (current === undefined || current === synced.current) return;
    if (latest.current) return commit.current();
    synced.current = current;
    showMerged(editorRef.current, current);
  }), [store, slideId, block.id]);

  // Leaving edit mode (unmount) commits whatever is still waiting.
  useEffect(() => () => commit.current(), []);

  const style = {
    opacity: block.opacity,
    padding: block.padding,
    border: block.border ? `${block.border.width}px ${block.border.style} ${block.border.color}` : undefined,
  };
  return (
    <div className="sl-block-content ed-text-editor" style={style} ref={contentRef} onPointerDown={(e) => e.stopPropagation()}>
      <EditorContent editor={editor} />
    </div>
  );
}
