/**
 * The deck title in the top bar, renamed in place as in every editor: click (or Enter) to edit, Enter or leaving the
 * field keeps a valid title, Escape puts the old one back. Saved with the deck's next save, like Deck settings.
 */
import { useState } from 'react';
import { LIMITS, validateDeckTitle } from '@podium/shared';
import { useEditor, useEditorState } from '../state/EditorContext';

/** TitleField. */
export function TitleField() {
  const { store } = useEditor();
  const title = useEditorState((s) => s.meta.title);
  const [draft, setDraft] = useState<string | null>(null);
  const error = draft === null ? null : validateDeckTitle(draft);

  const finish = (keep: boolean) => {
    const next = draft?.trim();
    if (keep && next && !validateDeckTitle(next) && next !== title) store.setFields({ title: next });
    setDraft(null);
  };

  return (
    <h1 className="ed-topbar__title" data-testid="deck-title" title={title}>
      {draft === null ? (
        <button type="button" className="ed-topbar__title-button" aria-label={`Rename deck: ${title}`} data-testid="deck-title-button" onClick={() => setDraft(title)}>
          {title}
        </button>
      ) : (
        <input
          className="ed-topbar__title-input"
          aria-label="Deck title"
          data-testid="deck-title-input"
          value={draft}
          maxLength={LIMITS.deckTitleMax}
          aria-invalid={error ? true : undefined}
          title={error ?? undefined}
          autoFocus
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => finish(true)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') finish(true);
            else if (e.key === 'Escape') finish(false);
            else return;
            e.preventDefault();
            e.stopPropagation();
          }}
        />
      )}
    </h1>
  );
}
