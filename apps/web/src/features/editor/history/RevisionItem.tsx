/** One revision in the history: when, whose changes, which slides changed, name, slide count; opened, its changed slides, Preview and Restore. */
import type { RevisionJson } from '@podium/shared';
import { ButtonLink, Button } from '../../../components/Button';
import { RevisionChanges } from './RevisionChanges';
import { RevisionAuthors, RevisionSlides } from './RevisionAuthors';
import { timeOf } from './days';

export interface RevisionItemProps {
  revision: RevisionJson;
  deckId: number;
  previewUrl: string;
  open: boolean;
  onToggle: () => void;
  onRestore: (revision: RevisionJson) => void;
}

/** RevisionItem. */
export function RevisionItem({ revision, deckId, previewUrl, open, onToggle, onRestore }: RevisionItemProps) {
  const slides = revision.slide_count === 1 ? '1 slide' : `${revision.slide_count} slides`;
  const panelId = `history-revision-${revision.id}`;
  return (
    <li className={`ed-history__item${open ? ' is-open' : ''}`} data-testid="history-revision" data-version={revision.version}>
      <button type="button" className="ed-history__summary" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        <span className="ed-history__when">
          <time dateTime={revision.created_at}>{timeOf(revision)}</time>
          {revision.current && <span className="ed-history__badge">Current</span>}
        </span>
        {revision.name && <span className="ed-history__title" data-testid="history-revision-name">{revision.name}</span>}
        <span className="ed-history__meta"><RevisionAuthors revision={revision} /> · {slides}</span>
        <RevisionSlides revision={revision} />
      </button>
      {open && (
        <div id={panelId} className="ed-history__detail">
          <RevisionChanges deckId={deckId} revisionId={revision.id} />
          <div className="ed-history__row">
            <ButtonLink size="sm" to={previewUrl} target="_blank" rel="noopener" testId="history-preview">Preview</ButtonLink>
            {!revision.current && (
              <Button size="sm" variant="primary" testId="history-restore" onClick={() => onRestore(revision)}>Restore</Button>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
