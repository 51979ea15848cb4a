/**
 * The private-link list: each row shows the name (or the token when unnamed) and its view count; rows are selected
 * by click or arrow keys, created with the plus button and deleted with the trash icon after the SPEC confirmation.
 */
import { useState } from 'react';
import { MESSAGES, formatViewCount, genericMessage, type AccessTokenJson } from '@podium/shared';
import { useNotify } from '../../components/notifications';
import { Prompt } from '../../components/Prompt';
import { Spinner } from '../../components/Spinner';
import { createAccessToken, deleteAccessToken } from '../../api/sharing';

export interface AccessTokenListProps {
  deckId: number;
  tokens: AccessTokenJson[];
  selectedId: number | null;
  canDelete: boolean;
  onSelect: (id: number) => void;
  onCreated: (token: AccessTokenJson) => void;
  onDeleted: (id: number) => void;
}

/** The list with its plus button. */
export function AccessTokenList({ deckId, tokens, selectedId, canDelete, onSelect, onCreated, onDeleted }: AccessTokenListProps) {
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AccessTokenJson | null>(null);
  const [busyDelete, setBusyDelete] = useState(false);

  const create = () => {
    if (creating) return;
    setCreating(true);
    createAccessToken(deckId).then(onCreated, () => notify(genericMessage(), { negative: true })).finally(() => setCreating(false));
  };
  const confirmDelete = () => {
    if (!deleting) return;
    setBusyDelete(true);
    deleteAccessToken(deckId, deleting.id)
      .then(() => onDeleted(deleting.id), () => notify(genericMessage(), { negative: true }))
      .finally(() => { setBusyDelete(false); setDeleting(null); });
  };
  const move = (step: number) => {
    const index = tokens.findIndex((t) => t.id === selectedId);
    const next = tokens[Math.min(tokens.length - 1, Math.max(0, index + step))];
    if (next) onSelect(next.id);
  };

  return (
    <div className="share-tokens">
      <div className="share-tokens__head">
        <h3 className="share-subtitle">Private links</h3>
        <button type="button" className="share-icon-button" aria-label="New link" title="New link" data-testid="token-create"
          onClick={create} disabled={creating}>
          {creating ? <Spinner /> : '+'}
        </button>
      </div>
      {tokens.length === 0 ? (
        <p className="share-muted">No private links yet. Create one with the plus button.</p>
      ) : (
        <ul className="share-tokens__list" role="listbox" aria-label="Private links" tabIndex={0} data-testid="token-list"
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') { e.preventDefault(); move(1); }
            if (e.key === 'ArrowUp') { e.preventDefault(); move(-1); }
          }}>
          {tokens.map((token) => (
            <li key={token.id} role="option" aria-selected={token.id === selectedId}
              className={`share-tokens__row${token.id === selectedId ? ' is-selected' : ''}`} data-testid="token-row"
              onClick={() => onSelect(token.id)}>
              <span className="share-tokens__name">{token.name || token.token}</span>
              <span className="share-tokens__views" data-testid="token-views">{formatViewCount(token.deck_view_count)}</span>
              {canDelete && (
                <button type="button" className="share-icon-button share-icon-button--danger" aria-label={`Delete ${token.name || 'link'}`}
                  title="Delete link" data-testid="token-delete" onClick={(e) => { e.stopPropagation(); setDeleting(token); }}>
                  <TrashIcon />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Prompt open={deleting !== null} title="Delete link" confirmLabel="Delete" confirmVariant="danger" busy={busyDelete}
        onConfirm={confirmDelete} onCancel={() => setDeleting(null)} testId="token-delete-prompt">
        <p>{MESSAGES.deleteLinkConfirmation}</p>
      </Prompt>
    </div>
  );
}

function TrashIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}
