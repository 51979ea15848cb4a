/**
 * Your data: export every deck (each as its offline ZIP) with the account's data as JSON in one ZIP, made by a job on
 * the server. Its progress is polled while it runs; the download expires like a deck's export. The JSON alone
 * downloads at once.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { genericMessage, type AccountExportView } from '@podium/shared';
import { ACCOUNT_DATA_JSON_URL, fetchAccountExport, fetchLatestAccountExport, startAccountExport } from '../../api/accountData';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import './account-data.css';

const POLL_MS = 1000;
const LATEST_KEY = ['account-export', 'latest'] as const;
const running = (view: AccountExportView | null | undefined) => view?.status === 'queued' || view?.status === 'running';

/** The export button, the running export's progress and the finished download. */
export function YourDataSection() {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const latest = useQuery({
    queryKey: LATEST_KEY,
    queryFn: async ({ signal }) => {
      const previous = client.getQueryData<AccountExportView | null>(LATEST_KEY);
      return previous ? fetchAccountExport(previous.id, signal) : fetchLatestAccountExport(signal);
    },
    refetchInterval: (query) => (running(query.state.data) ? POLL_MS : false),
  });
  const start = async () => {
    setError(null);
    setStarting(true);
    try {
      client.setQueryData(LATEST_KEY, await startAccountExport());
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : genericMessage());
    } finally {
      setStarting(false);
    }
  };
  const view = latest.data;
  return (
    <div className="your-data" data-testid="your-data">
      <p>
        Download every deck as an offline ZIP that presents without Podium, together with your account data (profile,
        settings, team membership, collaborations, comments, tags and media list) as JSON. Passwords, sessions and share-link tokens are never included.
      </p>
      <div className="form-actions your-data__actions">
        <Button variant={view?.url ? 'secondary' : 'primary'} onClick={start} loading={starting} disabled={running(view)} testId="account-export-start">
          Export all my decks
        </Button>
        <a className="btn btn--secondary btn--md" href={ACCOUNT_DATA_JSON_URL} download data-testid="account-data-json">
          Download account data (JSON)
        </a>
      </div>
      {error && <p className="alert alert--error" role="alert">{error}</p>}
      {latest.isPending && <Spinner label="Loading your last export" />}
      {view && <ExportState view={view} />}
    </div>
  );
}

function ExportState({ view }: { view: AccountExportView }) {
  const percent = Math.round(view.progress * 100);
  const decks = view.deck_count === 1 ? '1 deck' : `${view.deck_count} decks`;
  return (
    <div className="your-data__status" aria-live="polite" data-testid="account-export-status" data-status={view.status}>
      {running(view) && (
        <>
          <div className="your-data__progress" role="progressbar" aria-label="Export progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <div className="your-data__bar" style={{ width: `${percent}%` }} />
          </div>
          <p className="muted" data-testid="account-export-label">{view.progress_label} · {percent}%</p>
        </>
      )}
      {view.status === 'failed' && <p className="alert alert--error" role="alert">{view.error}</p>}
      {view.status === 'done' && view.url && (
        <p>
          <a className="btn btn--primary btn--md" href={view.url} download data-testid="account-export-download">Download ZIP ({decks})</a>
          {view.expires_at && <span className="muted your-data__expiry">Available until <time dateTime={view.expires_at}>{new Date(view.expires_at).toLocaleString()}</time>.</span>}
        </p>
      )}
      {view.status === 'done' && !view.url && <p className="muted">Your last export has expired. Export again to download it.</p>}
    </div>
  );
}
