/**
 * The editor's version history: revisions grouped by day with author and name, each opening to the
 * slides it changed, a preview and Restore (confirmed; pending edits are saved first, and the server refuses with
 * 409 if the deck moved meanwhile; slides, size, theme and settings come back, or the slides alone for a revision
 * recorded before settings were kept, which the prompt and the message say). "Name this version" keeps the current
 * content under a name.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, REVISION_MESSAGES, type RevisionJson } from '@podium/shared';
import { Button } from '../../../components/Button';
import { Prompt } from '../../../components/Prompt';
import { Spinner } from '../../../components/Spinner';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../api/client';
import { listRevisions, restoreRevision } from '../../../api/revisions';
import { Icon } from '../toolbar/icons';
import { useEditor, useEditorState } from '../state/EditorContext';
import { groupByDay, timeOf } from './days';
import { NameVersionForm } from './NameVersionForm';
import { RevisionItem } from './RevisionItem';
import './HistoryPanel.css';

/** HistoryPanel. */
export function HistoryPanel() {
  const { store, engine, username } = useEditor();
  const deckId = useEditorState((s) => s.meta.id);
  const slug = useEditorState((s) => s.meta.slug);
  const version = useEditorState((s) => s.meta.version);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = ['revisions', deckId];
  // The deck's version is part of the key's freshness: a save or restore marks the list current again.
  const revisions = useQuery({ queryKey: [...key, version], queryFn: ({ signal }) => listRevisions(deckId, signal) });
  const [openId, setOpenId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<RevisionJson | null>(null);
  const [restoring, setRestoring] = useState(false);

  const restore = async (revision: RevisionJson) => {
    setRestoring(true);
    try {
      // Pending edits go first, so the version sent is the one on screen; if they cannot be saved, nothing is restored.
      if (!(await engine.save())) {
        notify(MESSAGES.failedToSave, { negative: true });
        return;
      }
      await restoreRevision(deckId, revision.id, store.model.version);
      await engine.pull();
      notify(revision.restores_settings ? REVISION_MESSAGES.restored : REVISION_MESSAGES.restoredSlidesOnly);
      setOpenId(null);
    } catch (failure) {
      notify(failure instanceof ApiError ? failure.message : String(failure), { negative: true });
    } finally {
      setRestoring(false);
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };

  return (
    <aside
      className="ed-history" aria-label="Version history" data-testid="history-panel"
      onKeyDown={(event) => { if (event.key === 'Escape' && !confirming) store.setHistoryOpen(false); }}
    >
      <header className="ed-history__header">
        <h2 className="ed-panel__title">Version history</h2>
        <button type="button" className="ed-tool" aria-label="Close version history" title="Close" onClick={() => store.setHistoryOpen(false)}>
          <Icon name="back" />
        </button>
      </header>
      <div className="ed-history__actions">
        <NameVersionForm deckId={deckId} onNamed={() => void queryClient.invalidateQueries({ queryKey: key })} />
      </div>
      {revisions.isPending && <div className="ed-history__state"><Spinner label="Loading history…" /></div>}
      {revisions.isError && (
        <div className="ed-history__state" role="alert">
          <p>Could not load the version history.</p>
          <Button size="sm" onClick={() => void revisions.refetch()}>Try again</Button>
        </div>
      )}
      {revisions.data?.length === 0 && (
        <div className="ed-history__state" data-testid="history-empty">
          <p>No versions yet.</p>
          <p className="ed-history__muted">A version is kept a few minutes after your changes settle, when you leave the editor, or when you name one.</p>
        </div>
      )}
      {revisions.data && revisions.data.length > 0 && (
        <div className="ed-history__days">
          {groupByDay(revisions.data).map((day) => (
            <section key={day.key} className="ed-history__day" aria-label={day.label}>
              <h3 className="ed-history__day-label">{day.label}</h3>
              <ul className="ed-history__list">
                {day.revisions.map((revision) => (
                  <RevisionItem
                    key={revision.id} revision={revision} deckId={deckId} open={openId === revision.id}
                    previewUrl={`/${username}/${slug}/preview?revision=${revision.version}`}
                    onToggle={() => setOpenId(openId === revision.id ? null : revision.id)} onRestore={setConfirming}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <Prompt
        open={confirming !== null} title="Restore this version?" confirmLabel="Restore" busy={restoring} testId="history-restore-confirm"
        onConfirm={() => confirming && void restore(confirming)} onCancel={() => setConfirming(null)}
      >
        <p>
          The deck goes back to {confirming?.name ? `“${confirming.name}”` : `the version saved at ${confirming ? timeOf(confirming) : ''}`}.
          Its current content is kept in the history, so you can restore it again.
        </p>
        {confirming && !confirming.restores_settings && <p data-testid="history-restore-slides-only">{REVISION_MESSAGES.restoresSlidesOnly}</p>}
      </Prompt>
    </aside>
  );
}
