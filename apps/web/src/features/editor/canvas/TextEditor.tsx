/**
 * In-place text editing with TipTap, bound to the block's shared text (a Yjs document, see sharedTextDoc.ts).
 * Every change is sent as it is typed, as a `deck.block.text` op carrying the Yjs update (consecutive keystrokes
 * waiting to be sent travel as one); others' typing reaches the editor through the block's shared text in the
 * document, merged by Yjs, so both people's characters stay where each typed them. Others' carets show with their
 * names; undo and redo undo only our own typing. The block grows to fit its text. Escape ends editing.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import * as Y from 'yjs';
import type { EditorView } from '@tiptap/pm/view';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness';
import { EditorContent, useEditor as useTiptap } from '@tiptap/react';
import { Collaboration, isChangeOrigin } from '@tiptap/extension-collaboration';
import { decodeUpdate, encodeUpdate, sharedTextHtml, TEXT_FIELD, type Op, type TextBlock } from '@podium/deck';
import { TEXT_EXTENSIONS } from '@podium/deck/richText';
import { presenceColour } from '@podium/shared';
import { useSession } from '../../../session/SessionContext';
import { useEditor } from '../state/EditorContext';
import { blocksById } from '../model/blocks';
import type { TypeAhead } from './LazyTextEditor';
import { SelectAllText } from './selectAllText';
import { SharedCaret } from './sharedCaret';
import { FROM_BLOCK, openSharedText, trackOwnTyping } from './sharedTextDoc';
import { takeDomSelection } from './domSelection';

/** The TipTap editor for one text block; `typeAhead` holds what was typed before the editor had focus. */
export function TextEditor({ block, slideId, typeAhead }: { block: TextBlock; slideId: string; typeAhead?: TypeAhead }) {
  const { store, engine, username } = useEditor();
  const { user } = useSession();
  // A new generation when the block's text was set whole elsewhere (its shared text replaced): typing starts over on it.
  const [generation, setGeneration] = useState(0);
  const shared = useMemo(() => openSharedText(blockNow(store.getSnapshot().doc, slideId, block.id) ?? block), [generation]); // eslint-disable-line react-hooks/exhaustive-deps
  const awareness = useMemo(() => new Awareness(shared.doc), [shared]);
  const startHeight = useRef(block.height);
  const view = useRef<EditorView | null>(null);
  // Before others' typing or carets change the editor, the caret the browser moved is taken in (see domSelection.ts).
  const keepCaret = () => {
    if (view.current) takeDomSelection(view.current);
  };
  const contentRef = useRef<HTMLDivElement>(null);

  // Our typing becomes ops (with the seed, the first time); others' arrives through the block's shared text.
  useEffect(() => {
    const { doc } = shared;
    const session = trackOwnTyping(doc);
    let seed = shared.seed;
    let applied = blockNow(store.getSnapshot().doc, slideId, block.id)?.props.sharedText;
    let dispatching = false;
    const onUpdate = (update: Uint8Array, origin: unknown) => {
      session.follow(update, origin !== FROM_BLOCK);
      if (origin === FROM_BLOCK) return;
      const sent = seed ? Y.mergeUpdates([seed, update]) : update;
      seed = null;
      dispatching = true;
      try {
        const result = store.dispatch({ type: 'deck.block.text', slideId, blockId: block.id, update: encodeUpdate(sent) }, { record: false });
        if (result.ok) applied = blockNow(result.doc, slideId, block.id)?.props.sharedText;
      } finally {
        dispatching = false;
      }
    };
    doc.on('update', onUpdate);
    const stop = store.subscribe(() => {
      if (dispatching) return;
      const now = blockNow(store.getSnapshot().doc, slideId, block.id);
      const state = now?.props.sharedText;
      if (!now || state === applied) return;
      applied = state;
      if (state === undefined) {
        if (!seed) setGeneration((g) => g + 1);
        return;
      }
      keepCaret();
      Y.applyUpdate(doc, decodeUpdate(state), FROM_BLOCK);
      // The block went back to an older text (a restored version, or our typing refused): start over from it.
      if (sharedTextHtml(doc) !== now.props.html) setGeneration((g) => g + 1);
    });
    return () => {
      doc.off('update', onUpdate);
      stop();
      // The session's typing becomes one step of the deck's undo, which takes out our typing and keeps others'.
      const now = blockNow(store.getSnapshot().doc, slideId, block.id);
      const without = session.htmlWithoutOurs();
      if (now && without !== null && without !== now.props.html) {
        const set = (html: string): Op => ({ type: 'deck.block.update', slideId, blockId: block.id, props: { html } });
        store.recordStep(set(now.props.html), set(without));
      }
    };
  }, [shared, store, slideId, block.id]);

  // Carets: ours is sent to the others in the block, theirs are shown; a newcomer gets ours at once.
  useEffect(() => {
    const name = user?.name || username;
    awareness.setLocalStateField('user', { name, color: presenceColour(user?.id ?? username) });
    const send = () => engine.textCursors.send(block.id, encodeUpdate(encodeAwarenessUpdate(awareness, [shared.doc.clientID])));
    const onChange = (_: unknown, origin: unknown) => {
      if (origin !== 'remote') send();
    };
    awareness.on('update', onChange);
    const stop = engine.textCursors.listen(block.id, (update) => {
      const known = awareness.getStates().size;
      keepCaret();
      applyAwarenessUpdate(awareness, decodeUpdate(update), 'remote');
      if (awareness.getStates().size > known) send();
    });
    send();
    return () => {
      stop();
      removeAwarenessStates(awareness, [shared.doc.clientID], 'local');
      awareness.off('update', onChange);
      awareness.destroy();
    };
  }, [awareness, shared, engine, block.id, user, username]);

  const editor = useTiptap({
    extensions: [
      ...TEXT_EXTENSIONS, SelectAllText,
      Collaboration.configure({ document: shared.doc, field: TEXT_FIELD }),
      SharedCaret.configure({ awareness }),
    ],
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
      // A name for the text box (ProseMirror makes it role=textbox); the toolbar's controls are named too.
      attributes: { class: 'ed-text-editor__prose', 'data-testid': 'text-editor', 'aria-label': 'Text', 'aria-multiline': 'true' },
      handleKeyDown: (_view, event) => {
        if (event.key !== 'Escape') return false;
        store.setEditing(null);
        return true;
      },
    },
    onUpdate: ({ transaction }) => {
      if (isChangeOrigin(transaction)) return;
      const measured = Math.ceil(contentRef.current?.offsetHeight ?? 0);
      // An auto-height box (imported `height: auto`) follows its text both ways; a fixed box only grows.
      const height = block.props.autoHeight && measured > 0 ? measured : Math.max(startHeight.current, measured);
      const now = blockNow(store.getSnapshot().doc, slideId, block.id);
      if (now && height > 0 && height !== now.height) store.dispatch({ type: 'deck.block.update', slideId, blockId: block.id, set: { height } }, { record: false });
    },
  }, [shared, awareness]);

  useEffect(() => {
    store.setTextEditor(editor);
    view.current = editor?.view ?? null;
    return () => {
      view.current = null;
      store.setTextEditor(null);
    };
  }, [editor, store]);

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

/** The text block as it is in `doc` now (undefined when it is gone). */
function blockNow(doc: Parameters<typeof blocksById>[0], slideId: string, blockId: string): TextBlock | undefined {
  const found = blocksById(doc, slideId, [blockId])[0];
  return found?.type === 'text' ? found : undefined;
}
