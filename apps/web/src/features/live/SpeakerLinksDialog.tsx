/**
 * Speaker links for another device (`/d/{id}/speaker/{token}`): create one (its address is shown once, to copy or
 * open on the phone), see when each was last used, revoke any (devices using it are disconnected at once).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { genericMessage } from '@podium/shared';
import { createSpeakerToken, listSpeakerTokens, revokeSpeakerToken } from '../../api/live';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useNotify } from '../../components/notifications';
import { Spinner } from '../../components/Spinner';
import { TimeAgo } from '../../components/TimeAgo';
import { SendToPhone } from '../sharing';

const when = (iso: string | null) => (iso ? <TimeAgo iso={iso} /> : 'never');

/** The dialog; loads the links while open. */
export function SpeakerLinksDialog({ deckId, open, onClose }: { deckId: number; open: boolean; onClose(): void }) {
  const client = useQueryClient();
  const notify = useNotify();
  const key = ['speaker-tokens', deckId];
  const links = useQuery({ queryKey: key, queryFn: ({ signal }) => listSpeakerTokens(deckId, signal), enabled: open });
  const [created, setCreated] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => createSpeakerToken(deckId),
    onSuccess: (link) => {
      setCreated(link.url);
      void client.invalidateQueries({ queryKey: key });
    },
    onError: () => notify(genericMessage(), { negative: true }),
  });
  const revoke = useMutation({
    mutationFn: (tokenId: number) => revokeSpeakerToken(deckId, tokenId),
    onSuccess: () => {
      setCreated(null);
      void client.invalidateQueries({ queryKey: key });
    },
    onError: () => notify(genericMessage(), { negative: true }),
  });
  const close = () => {
    setCreated(null);
    onClose();
  };

  return (
    <Dialog open={open} title="Phone remote" onCancel={close} size="md" testId="speaker-links-dialog"
      footer={<Button variant="primary" loading={create.isPending} onClick={() => create.mutate()} testId="create-speaker-link">Create link</Button>}>
      <p className="muted">Open a speaker link on your phone — or have one texted to it — to change slides and read your notes there. Anyone with the link can control this presentation, so keep it to yourself and revoke it when you are done.</p>
      {created && (
        <div className="speaker-link-new" data-testid="speaker-link-url">
          <label htmlFor="speaker-link-url">New link (shown once)</label>
          <input id="speaker-link-url" className="live-input" readOnly value={created} onFocus={(event) => event.currentTarget.select()} data-autofocus />
          <Button size="sm" onClick={() => void navigator.clipboard.writeText(created).then(() => notify('Speaker link copied'), () => undefined)}>Copy</Button>
        </div>
      )}
      <SendToPhone deckId={deckId} link="speaker" onSent={() => void client.invalidateQueries({ queryKey: key })} />
      {links.isPending && <Spinner label="Loading speaker links…" />}
      {links.isError && <p role="alert">{genericMessage()}</p>}
      {links.data && links.data.length === 0 && <p className="muted">No speaker links yet.</p>}
      {links.data && links.data.length > 0 && (
        <ul className="speaker-links" aria-label="Speaker links">
          {links.data.map((link) => (
            <li key={link.id}>
              <span>Created {when(link.created_at)} · last used {when(link.last_used_at)}</span>
              <Button size="sm" variant="danger" loading={revoke.isPending && revoke.variables === link.id} onClick={() => revoke.mutate(link.id)}>Revoke</Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
