/**
 * The share dialog's "Collaborators" section: deck managers invite by username or e-mail with a role,
 * change roles, remove people and withdraw pending invitations; other collaborators see who is on the deck.
 * Everything is decided by the server (users.json answers can_manage); this only hides what it would refuse.
 */
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COLLABORATOR_MESSAGES, COLLABORATOR_ROLE_LABELS, COLLABORATOR_ROLES, genericMessage, type CollaboratorRole, type DeckUserJson,
} from '@podium/shared';
import { ApiError } from '../../api/client';
import { deckUsersKey, inviteDeckUser, listDeckUsers, removeDeckUser, updateDeckUser } from '../../api/collaborators';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useNotify } from '../../components/notifications';
import './collaborators.css';

type List = Awaited<ReturnType<typeof listDeckUsers>>;

/** CollaboratorsSection; renders nothing for viewers the server does not show the list to. */
export function CollaboratorsSection({ deckId }: { deckId: number }) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: deckUsersKey(deckId), queryFn: ({ signal }) => listDeckUsers(deckId, signal), retry: false });
  const setRows = (update: (rows: DeckUserJson[]) => DeckUserJson[]) =>
    queryClient.setQueryData<List>(deckUsersKey(deckId), (previous) => previous && { ...previous, results: update(previous.results), total: update(previous.results).length });

  if (list.isError && list.error instanceof ApiError && [401, 403, 404].includes(list.error.status)) return null;
  return (
    <section className="collab" aria-labelledby="collab-title" data-testid="collaborators">
      <h3 id="collab-title" className="share-subtitle">Collaborators</h3>
      {list.isPending ? <Spinner label="Loading collaborators…" /> : list.isError ? (
        <p className="alert alert--error" role="alert">
          The collaborators could not be loaded.{' '}
          <Button size="sm" variant="ghost" onClick={() => void list.refetch()}>Try again</Button>
        </p>
      ) : (
        <>
          {list.data.can_manage && <InviteForm deckId={deckId} onInvited={(row) => setRows((rows) => [...rows, row])} />}
          {list.data.results.length === 0 ? (
            <p className="share-muted" data-testid="collaborators-empty">
              No collaborators yet. Invite people to edit, present or view this deck with you.
            </p>
          ) : (
            <ul className="collab__list" aria-label="Collaborators">
              {list.data.results.map((row) => (
                <CollaboratorRow key={row.key} deckId={deckId} row={row} canManage={list.data.can_manage}
                  onChanged={(saved) => setRows((rows) => rows.map((r) => (r.key === saved.key ? saved : r)))}
                  onRemoved={() => setRows((rows) => rows.filter((r) => r.key !== row.key))} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function RoleSelect({ id, value, onChange, disabled, label, testId }: {
  id: string; value: CollaboratorRole; onChange: (role: CollaboratorRole) => void; disabled?: boolean; label: string; testId?: string;
}) {
  return (
    <select id={id} className="field__input collab__role" value={value} disabled={disabled} aria-label={label} data-testid={testId}
      onChange={(event) => onChange(event.target.value as CollaboratorRole)}>
      {COLLABORATOR_ROLES.map((role) => (
        <option key={role} value={role} title={COLLABORATOR_ROLE_LABELS[role].description}>{COLLABORATOR_ROLE_LABELS[role].label}</option>
      ))}
    </select>
  );
}

function InviteForm({ deckId, onInvited }: { deckId: number; onInvited: (row: DeckUserJson) => void }) {
  const notify = useNotify();
  const [who, setWho] = useState('');
  const [role, setRole] = useState<CollaboratorRole>('editor');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = who.trim();
    if (!value) { setError(COLLABORATOR_MESSAGES.usernameOrEmailRequired); return; }
    setBusy(true);
    setError(null);
    inviteDeckUser(deckId, value, role).then((row) => {
      onInvited(row);
      setWho('');
      notify(COLLABORATOR_MESSAGES.invited(row.username ?? row.email ?? value));
    }, (failure: unknown) => {
      const fields = failure instanceof ApiError ? failure.fieldErrors : {};
      const message = fields.username?.[0] ?? fields.email?.[0] ?? (failure instanceof ApiError && failure.status < 500 ? failure.message : null);
      if (message) setError(message);
      else notify(genericMessage(), { negative: true });
    }).finally(() => setBusy(false));
  };

  return (
    <form className="collab__invite" onSubmit={submit} noValidate>
      <div className={`field collab__who${error ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor="collab-who">Username or e-mail</label>
        <input id="collab-who" className="field__input" value={who} autoComplete="off" autoCapitalize="none" spellCheck={false}
          placeholder="ana or ana@example.com" data-testid="collab-invite-who" aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'collab-who-error' : undefined}
          onChange={(event) => { setWho(event.target.value); if (error) setError(null); }} />
        {error && <p id="collab-who-error" className="field__error" role="alert" data-testid="collab-invite-error">{error}</p>}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="collab-role">Role</label>
        <RoleSelect id="collab-role" value={role} onChange={setRole} label="Role" testId="collab-invite-role" />
      </div>
      <Button type="submit" variant="primary" loading={busy} testId="collab-invite-submit" className="collab__submit">Invite</Button>
      <p className="share-muted collab__hint" id="collab-role-hint" data-testid="collab-role-hint">
        {`${COLLABORATOR_ROLE_LABELS[role].label}s can: ${COLLABORATOR_ROLE_LABELS[role].description.toLowerCase()}.`}
      </p>
    </form>
  );
}

function CollaboratorRow({ deckId, row, canManage, onChanged, onRemoved }: {
  deckId: number; row: DeckUserJson; canManage: boolean; onChanged: (row: DeckUserJson) => void; onRemoved: () => void;
}) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const label = row.username ?? row.email ?? 'Invited';
  const change = (role: CollaboratorRole) => {
    setBusy(true);
    updateDeckUser(deckId, row.key, role).then((saved) => {
      onChanged(saved);
      notify(COLLABORATOR_MESSAGES.roleChanged(label, COLLABORATOR_ROLE_LABELS[role].label.toLowerCase()));
    }, () => notify(genericMessage(), { negative: true })).finally(() => setBusy(false));
  };
  const remove = () => {
    setBusy(true);
    removeDeckUser(deckId, row.key).then(() => { onRemoved(); notify(COLLABORATOR_MESSAGES.removed(label)); },
      () => { notify(genericMessage(), { negative: true }); setBusy(false); });
  };
  return (
    <li className="collab__row" data-testid="collaborator-row" data-key={row.key}>
      <Avatar username={row.username ?? row.email ?? '?'} name={row.name} src={row.thumbnail_url} size={32} />
      <span className="collab__who-text">
        <span className="collab__name">{row.name || label}</span>
        <span className="collab__meta">
          {row.pending ? <span className="collab__badge">Invitation pending</span> : row.name ? `@${row.username}` : null}
        </span>
      </span>
      {canManage ? (
        <>
          <RoleSelect id={`collab-role-${row.key}`} value={row.role} onChange={change} disabled={busy}
            label={`Role of ${label}`} testId="collaborator-role" />
          <button type="button" className="share-icon-button share-icon-button--danger" onClick={remove} disabled={busy}
            aria-label={row.pending ? `Withdraw the invitation of ${label}` : `Remove ${label}`} data-testid="collaborator-remove">
            <span aria-hidden="true">×</span>
          </button>
        </>
      ) : (
        <span className="collab__role-label">{COLLABORATOR_ROLE_LABELS[row.role].label}</span>
      )}
    </li>
  );
}
