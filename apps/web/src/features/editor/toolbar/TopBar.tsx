/** The editor's top bar: back, title, then the action registry's insert, history and deck buttons, save state, sharing. */
import type { ReactNode, RefObject } from 'react';
import { findSlide } from '@podium/deck';
import { DeckShareActions } from '../../sharing';
import { Link } from 'react-router';
import { IMAGE_CONTENT_TYPES } from '@podium/shared';
import { action, toolbarActions } from '../actions/deckActions';
import type { ToolbarBar } from '../actions/types';
import { formatShortcut } from '../actions/shortcuts';
import { useActionContext, useEditor, useEditorState, useRunAction } from '../state/EditorContext';
import { Icon, SvgIcon } from './icons';
import { SaveStatus } from './SaveStatus';
import { DeckMenu } from './DeckMenu';
import { TitleField } from './TitleField';
import { SnippetMenu } from '../blocks/snippet/SnippetMenu';
import { HistoryToggle } from '../history/HistoryToggle';
import { AccessibilityToggle } from '../accessibility/AccessibilityToggle';
import { CommentsToggle } from '../../comments';
import { PresenceAvatars } from '../presence/PresenceAvatars';

/** A toolbar button for an action: its label, first shortcut in the tooltip, disabled while the action is not enabled. */
export function ToolButton({ id, icon, testId, children }: { id: string; icon: string | ReactNode; testId?: string; children?: ReactNode }) {
  const run = useRunAction();
  const makeContext = useActionContext();
  const a = action(id);
  const disabled = !useEditorState(() => a.isEnabled(makeContext()));
  const pressed = useEditorState((s) => a.isActive?.(s));
  const keys = a.shortcut?.[0] ? ` (${formatShortcut(a.shortcut[0])})` : '';
  const hint = a.toolbar?.hint ?? `${a.label}${keys}`;
  return (
    <button type="button" className="ed-tool" data-testid={testId} title={hint} aria-label={a.label} aria-pressed={pressed} disabled={disabled} onClick={() => run(id)}>
      {typeof icon === 'string' ? <Icon name={icon} /> : <SvgIcon>{icon}</SvgIcon>}
      {children && <span className="ed-tool__label">{children}</span>}
    </button>
  );
}

/** The buttons of one top-bar group, as the action registry places them. */
function ToolbarButtons({ bar }: { bar: ToolbarBar }) {
  return toolbarActions(bar).map(({ id, label, toolbar }) => (
    <ToolButton key={id} id={id} icon={toolbar!.icon} testId={toolbar!.testId}>{toolbar!.showLabel ? label : undefined}</ToolButton>
  ));
}

/** Top bar; the hidden file input for image uploads lives here so it always exists. */
export function TopBar({ fileInput, onFiles }: { fileInput: RefObject<HTMLInputElement | null>; onFiles: (files: File[]) => void }) {
  const { username, store } = useEditor();
  const meta = useEditorState((s) => s.meta);
  return (
    <header className="ed-topbar">
      <Link className="ed-tool" to={`/${username}`} aria-label="Back to your decks" title="Back to your decks">
        <Icon name="back" />
      </Link>
      <TitleField />
      <div className="ed-topbar__group" role="toolbar" aria-label="Insert">
        <ToolbarButtons bar="insert" />
        <SnippetMenu />
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
        <ToolbarButtons bar="history" />
      </div>
      <HistoryToggle />
      <AccessibilityToggle />
      <SaveStatus />
      <PresenceAvatars />
      <div className="ed-topbar__group ed-topbar__end" role="toolbar" aria-label="Deck">
        <ToolbarButtons bar="deck" />
        <CommentsToggle />
        <DeckShareActions deck={meta} size="sm" getSlide={() => {
          // Read when a dialog opens, not on every render: finding the slide walks the whole deck.
          const { doc, slideId } = store.getSnapshot();
          const at = findSlide(doc, slideId);
          return at ? { indexh: at.h, indexv: at.v } : undefined;
        }} />
        <DeckMenu />
      </div>
    </header>
  );
}
