/**
 * The import's card: a progress bar while the file uploads and the server reads it (live, polling as fallback), then
 * the new deck opens in the editor with its fidelity report; or why it failed, with a way to try another file.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type ImportView } from '@podium/shared';
import { Button } from '../../components/Button';
import { rememberFidelityReport } from '../editor';
import { deckListKey } from '../decks';
import type { ImportFlow } from './useImportFlow';
import { useImportProgress } from './useImportProgress';
import { IMPORTS_KEY } from './ImportButton';
import './import.css';

/** The share of the bar the upload fills; the server's reading fills the rest. */
const UPLOAD_SHARE = 0.3;

function ProgressBar({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(Math.max(0, Math.min(1, fraction)) * 100);
  return (
    <>
      <div className="import-progress" role="progressbar" aria-label="Import progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} data-testid="import-progress">
        <div className="import-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="muted import-status__label" data-testid="import-progress-label">{label} · {percent}%</p>
    </>
  );
}

/** Follows the server's job; opens the editor when the deck exists. */
function ImportJob({ initial, username, onFailed }: { initial: ImportView; username: string; onFailed: (message: string) => void }) {
  const view = useImportProgress(initial) ?? initial;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    if (view.status === 'done' && view.deck) {
      handled.current = true;
      rememberFidelityReport(view.deck.id, view.warnings);
      void queryClient.invalidateQueries({ queryKey: deckListKey(username) });
      void queryClient.invalidateQueries({ queryKey: IMPORTS_KEY });
      navigate(`/${username}/${view.deck.slug}/edit`);
    } else if (view.status === 'failed') {
      handled.current = true;
      onFailed(view.error ?? `${MESSAGES.importFailed}.`);
    }
  }, [navigate, onFailed, queryClient, username, view]);

  const opening = view.status === 'done';
  return <ProgressBar fraction={UPLOAD_SHARE + (1 - UPLOAD_SHARE) * view.progress} label={opening ? 'Opening the deck' : view.progress_label} />;
}

/** The card of the page's import (nothing while idle). */
export function ImportStatus({ flow, username }: { flow: ImportFlow; username: string }) {
  const { state, fail } = flow;
  const fileName = state.phase === 'idle' ? '' : state.phase === 'processing' ? state.view.file_name : state.fileName;
  const onFailed = useCallback((message: string) => fail(fileName, message), [fail, fileName]);
  if (state.phase === 'idle') return null;
  return (
    <section className="import-status card" aria-live="polite" data-testid="import-status" data-phase={state.phase}>
      <h2 className="import-status__title">Importing <span className="import-status__file">{fileName}</span></h2>
      {state.phase === 'uploading' && <ProgressBar fraction={UPLOAD_SHARE * state.fraction} label="Uploading" />}
      {state.phase === 'processing' && <ImportJob initial={state.view} username={username} onFailed={onFailed} />}
      {state.phase === 'error' && (
        <>
          <p className="alert alert--error" role="alert" data-testid="import-error">{state.message}</p>
          <div className="import-status__actions">
            <Button size="sm" onClick={flow.reset} testId="import-dismiss">Dismiss</Button>
          </div>
        </>
      )}
      {state.phase === 'uploading' && (
        <div className="import-status__actions">
          <Button size="sm" variant="ghost" onClick={flow.reset}>Cancel</Button>
        </div>
      )}
    </section>
  );
}
