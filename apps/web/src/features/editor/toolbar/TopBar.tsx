/** The editor's top bar: back, title, insert tools, undo/redo, save state, shortcuts, settings, preview, present. */
import type { ReactNode, RefObject } from 'react';
import { findSlide } from '@podium/deck';
import { DeckShareActions } from '../../sharing/DeckShareActions';
import { Link } from 'react-router';
import { IMAGE_CONTENT_TYPES } from '@podium/shared';
import { action } from '../actions/deckActions';
import { formatShortcut } from '../actions/shortcuts';
import { useActionContext, useEditor, useEditorState, useRunAction } from '../state/EditorContext';
import { Icon } from './icons';
import { SaveStatus } from './SaveStatus';
import { PenButton } from '../blocks/drawing/PenButton';

/** A toolbar button for an action: its label, first shortcut in the tooltip, disabled while the action is not enabled. */
export function ToolButton({ id, icon, testId, children }: { id: string; icon: string; testId?: string; children?: ReactNode }) {
  const run = useRunAction();
  const makeContext = useActionContext();
  const a = action(id);
  const disabled = !useEditorState(() => a.isEnabled(makeContext()));
  const hint = a.shortcut?.[0] ? `${a.label} (${formatShortcut(a.shortcut[0])})` : a.label;
  return (
    <button type="button" className="ed-tool" data-testid={testId} title={hint} aria-label={a.label} disabled={disabled} onClick={() => run(id)}>
      <Icon name={icon} />
      {children && <span className="ed-tool__label">{children}</span>}
    </button>
  );
}

/** Top bar; the hidden file input for image uploads lives here so it always exists. */
export function TopBar({ fileInput, onFiles }: { fileInput: RefObject<HTMLInputElement | null>; onFiles: (files: File[]) => void }) {
  const { username, store } = useEditor();
  const title = useEditorState((s) => s.meta.title);
  const meta = useEditorState((s) => s.meta);
  return (
    <header className="ed-topbar">
      <Link className="ed-tool" to={`/${username}`} aria-label="Back to your decks" title="Back to your decks">
        <Icon name="back" />
      </Link>
      <h1 className="ed-topbar__title" data-testid="deck-title" title={title}>
        {title}
      </h1>
      <div className="ed-topbar__group" role="toolbar" aria-label="Insert">
        <ToolButton id="insert-text" icon="text" testId="toolbar-insert-text">Text</ToolButton>
        <ToolButton id="insert-image" icon="image" testId="toolbar-insert-image">Image</ToolButton>
        <ToolButton id="insert-shape" icon="shape" testId="toolbar-insert-shape">Shape</ToolButton>
        <ToolButton id="insert-line" icon="line" testId="toolbar-insert-line">Line</ToolButton>
        <ToolButton id="insert-video" icon="video" testId="toolbar-insert-video">Video</ToolButton>
        <ToolButton id="insert-iframe" icon="iframe" testId="toolbar-insert-iframe">Iframe</ToolButton>
        <ToolButton id="insert-table" icon="table" testId="toolbar-insert-table">Table</ToolButton>
        <ToolButton id="insert-code" icon="code" testId="toolbar-insert-code">Code</ToolButton>
        <ToolButton id="insert-math" icon="math" testId="toolbar-insert-math">Math</ToolButton>
        <PenButton />
        <ToolButton id="insert-snippet" icon="html" testId="toolbar-insert-snippet">HTML</ToolButton>
        <input
          ref={fileInput}
          type="file"
          hidden
          multiple
          accept={IMAGE_CONTENT_TYPES.join(',')}
          data-testid="image-upload-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
      </div>
      <div className="ed-topbar__group" role="toolbar" aria-label="History">
        <ToolButton id="undo" icon="undo" testId="undo-button" />
        <ToolButton id="redo" icon="redo" testId="redo-button" />
      </div>
      <SaveStatus />
      <div className="ed-topbar__group ed-topbar__end" role="toolbar" aria-label="Deck">
        <ToolButton id="shortcuts" icon="keyboard" testId="shortcuts-button" />
        <ToolButton id="settings" icon="settings" testId="deck-settings-button" />
        <ToolButton id="preview" icon="preview" testId="preview-button">Preview</ToolButton>
        <ToolButton id="present" icon="present" testId="present-button">Present</ToolButton>
        <DeckShareActions deck={meta} size="sm" getSlide={() => {
          // Read when a dialog opens, not on every render: finding the slide walks the whole deck.
          const { doc, slideId } = store.getSnapshot();
          const at = findSlide(doc, slideId);
          return at ? { indexh: at.h, indexv: at.v } : undefined;
        }} />
      </div>
    </header>
  );
}
