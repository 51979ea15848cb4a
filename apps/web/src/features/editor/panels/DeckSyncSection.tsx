/**
 * "Sync to my file storage" in the deck settings: on/off, PDF or ZIP, "sync on save", a push now, and the last push's
 * status, error and time (polled while a push is waiting or running, like the export screen).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { DeckSyncResponse, DeckSyncView, SyncFormat } from '@podium/shared';
import { fetchDeckSync, pushDeck, removeDeckSync, saveDeckSync } from '../../../api/sync';
import { ApiError } from '../../../api/client';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { TimeAgo } from '../../../components/TimeAgo';
import { Toggle } from '../../../components/Toggle';
import { Section, SelectField } from './fields';

const FORMATS: ReadonlyArray<readonly [SyncFormat, string]> = [['pdf', 'PDF'], ['zip', 'ZIP (offline deck)']];
const POLL_MS = 1000;

function StatusLine({ sync }: { sync: DeckSyncView }) {
  if (sync.status === 'pending') return <p className="muted" data-testid="deck-sync-status">Waiting to sync…</p>;
  if (sync.status === 'running') return <p className="muted" data-testid="deck-sync-status"><Spinner label="Syncing" /> Exporting and uploading…</p>;
  return (
    <>
      {sync.status === 'failed' && sync.last_error && (
        <p className="alert alert--error" role="alert" data-testid="deck-sync-error">Last sync failed: {sync.last_error}</p>
      )}
      <p className="muted" data-testid="deck-sync-status">
        {sync.last_synced_at
          ? <>Last synced <TimeAgo iso={sync.last_synced_at} />{sync.last_path ? <> to <code>{sync.last_path}</code></> : null}.</>
          : 'Not synced yet.'}
      </p>
    </>
  );
}

/** The deck's sync controls for the signed-in user. */
export function DeckSyncSection({ deckId }: { deckId: number }) {
  const queryClient = useQueryClient();
  const key = ['deck-sync', deckId] as const;
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchDeckSync(deckId, signal),
    refetchInterval: (query) => (query.state.data?.sync?.status === 'pending' || query.state.data?.sync?.status === 'running' ? POLL_MS : false),
  });
  const setSync = (sync: DeckSyncView | null) =>
    queryClient.setQueryData<DeckSyncResponse>(key, (old) => (old ? { ...old, sync } : old));
  const save = useMutation({ mutationFn: (input: { format: SyncFormat; sync_on_save: boolean }) => saveDeckSync(deckId, input), onSuccess: setSync });
  const turnOff = useMutation({ mutationFn: () => removeDeckSync(deckId), onSuccess: () => setSync(null) });
  const push = useMutation({ mutationFn: () => pushDeck(deckId), onSuccess: setSync });
  const failure = [save, turnOff, push].find((m) => m.isError)?.error;

  let body;
  if (state.isPending) body = <Spinner label="Loading sync settings" />;
  else if (state.isError) {
    body = (
      <div className="alert alert--error" role="alert">
        <p>{state.error instanceof ApiError && state.error.status === 403 ? 'Only people who can export this deck can sync it.' : 'The sync settings could not be loaded.'}</p>
        <Button size="sm" onClick={() => void state.refetch()}>Try again</Button>
      </div>
    );
  } else if (!state.data.storage_connected) {
    body = (
      <p className="muted" data-testid="deck-sync-connect">
        Connect your file storage (Nextcloud, ownCloud or another WebDAV service) in <Link to="/users/edit#file-storage">account settings</Link> to
        keep a PDF or ZIP of this deck there.
      </p>
    );
  } else {
    const sync = state.data.sync;
    const busy = sync?.status === 'pending' || sync?.status === 'running' || push.isPending;
    body = (
      <>
        <Toggle label="Sync to my file storage" description="Keep a copy of this deck in your file storage." checked={sync !== null}
          busy={save.isPending || turnOff.isPending} testId="deck-sync-enabled"
          onChange={(on) => (on ? save.mutate({ format: 'pdf', sync_on_save: true }) : turnOff.mutate())} />
        {sync && (
          <>
            <div className="ed-section__grid ed-section__grid--2">
              <SelectField label="Format" value={sync.format} options={FORMATS} testId="deck-sync-format"
                onCommit={(format) => save.mutate({ format, sync_on_save: sync.sync_on_save })} />
            </div>
            <Toggle label="Sync on save" description="Push a new copy a few seconds after you stop editing." checked={sync.sync_on_save}
              busy={save.isPending} testId="deck-sync-on-save" onChange={(on) => save.mutate({ format: sync.format, sync_on_save: on })} />
            <StatusLine sync={sync} />
            <div className="form-actions">
              <Button size="sm" loading={busy} disabled={busy} onClick={() => push.mutate()} testId="deck-sync-now">Sync now</Button>
            </div>
          </>
        )}
        {failure && <p className="alert alert--error" role="alert">{failure.message}</p>}
      </>
    );
  }
  return (
    <Section title="File storage sync" columns={1}>
      <div className="ed-sync" data-testid="deck-sync">{body}</div>
    </Section>
  );
}
