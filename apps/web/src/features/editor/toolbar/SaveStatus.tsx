/** The save state (Saved / Saving… / Unsaved changes / Offline — changes kept) and the conflict banner. */
import { MESSAGES } from '@podium/shared';
import { useEditor, useEditorState } from '../state/EditorContext';
import type { SaveStatus as Status } from '../state/store';
import { usePhoneLayout } from './usePhoneLayout';

export const SAVE_STATUS_TEXT: Record<Status, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  unsaved: 'Unsaved changes',
  offline: 'Offline — changes kept',
};

/** The shorter words of the phone's top bar (the full text stays in the tooltip). */
const SAVE_STATUS_SHORT: Record<Status, string> = { saved: 'Saved', saving: 'Saving…', unsaved: 'Unsaved', offline: 'Offline' };

/** The status pill in the top bar. */
export function SaveStatus() {
  const status = useEditorState((s) => s.status);
  const phone = usePhoneLayout();
  return (
    <span className={`ed-status ed-status--${status}`} data-testid="save-status" role="status" aria-live="polite" title={SAVE_STATUS_TEXT[status]}>
      {(phone ? SAVE_STATUS_SHORT : SAVE_STATUS_TEXT)[status]}
    </span>
  );
}

/** A conflict or failure the user must see; stays until dismissed. */
export function ConflictBanner() {
  const { store, engine } = useEditor();
  const conflict = useEditorState((s) => s.conflict);
  if (!conflict) return null;
  return (
    <div className="ed-conflict alert alert--error" role="alert" data-testid="editor-conflict">
      <span>{conflict}</span>
      <span className="ed-conflict__actions">
        {conflict === MESSAGES.failedToSave && (
          <button type="button" className="btn btn--sm btn--secondary" onClick={() => void engine.save()}>
            Retry save
          </button>
        )}
        <button type="button" className="btn btn--sm btn--ghost" onClick={() => store.setConflict(null)}>
          Dismiss
        </button>
      </span>
    </div>
  );
}
