/**
 * The comments panel (editor side panel, review page column): the threads of the current slide or of every slide,
 * resolved ones on request, and a box to start a thread on the current slide (on the selected block in the editor).
 * Loading, error (with Retry) and empty states; signed-out readers are offered sign-in.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { MESSAGES } from '@podium/shared';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { Toggle } from '../../components/Toggle';
import { useSession } from '../../session/SessionContext';
import { CommentComposer } from './CommentComposer';
import { useCommentActions, useComments, useCommentsStore } from './CommentsContext';
import { CommentThreadView } from './CommentThreadView';
import { visibleThreads, type CommentThread } from './threads';
import '../../components/TextField.css';
import './comments.css';

export interface CommentsPanelProps {
  /** The slide shown now (its hash and "Slide 2"-style label), or null while none is. */
  slide: { hash: string; label: string } | null;
  /** The label of any slide by hash; null when the deck no longer has it. */
  slideLabel: (hash: string) => string | null;
  onGoToSlide?: (hash: string) => void;
  /** The block new threads are anchored to (the editor's single selected block), and a way to show a thread's block. */
  block?: { id: string; label: string } | null;
  onShowBlock?: (thread: CommentThread) => void;
  /** Whether the viewer may comment (signed in and allowed to view); null while that is being found out. */
  canComment: boolean | null;
  /** Extra controls in the header (the editor's close button). */
  headerEnd?: ReactNode;
}

/** The panel. */
export function CommentsPanel({ slide, slideLabel, onGoToSlide, block, onShowBlock, canComment, headerEnd }: CommentsPanelProps) {
  const status = useComments((s) => s.status);
  const threads = useComments((s) => s.threads);
  const store = useCommentsStore();
  const actions = useCommentActions();
  const [scope, setScope] = useState<'slide' | 'all'>('slide');
  const [showResolved, setShowResolved] = useState(false);
  const [attach, setAttach] = useState(true);
  // A newly selected block is commented on again by default.
  useEffect(() => setAttach(true), [block?.id]);
  const slideHash = scope === 'slide' ? slide?.hash ?? null : null;
  const shown = visibleThreads(threads, slideHash, showResolved);
  const hiddenResolved = !showResolved && visibleThreads(threads, slideHash, true).length > shown.length;

  return (
    <section className="comments-panel" aria-labelledby="comments-panel-title" data-testid="comments-panel">
      <header className="comments-panel__head">
        <h2 id="comments-panel-title" className="comments-panel__title">Comments</h2>
        {headerEnd}
      </header>
      <div className="comments-panel__filters">
        <div className="comments-panel__scope" role="group" aria-label="Show comments of">
          <button type="button" className="comments-panel__scope-button" aria-pressed={scope === 'slide'} onClick={() => setScope('slide')} data-testid="comments-scope-slide">
            This slide
          </button>
          <button type="button" className="comments-panel__scope-button" aria-pressed={scope === 'all'} onClick={() => setScope('all')} data-testid="comments-scope-all">
            All slides
          </button>
        </div>
        <Toggle label="Show resolved" checked={showResolved} onChange={setShowResolved} testId="comments-show-resolved" />
      </div>
      <div className="comments-panel__list" aria-live="polite" aria-busy={status === 'loading'}>
        {status === 'loading' && <p className="comments-panel__state"><Spinner label="Loading comments" /> Loading comments…</p>}
        {status === 'error' && (
          <div className="comments-panel__state" role="alert">
            <p>{MESSAGES.commentsLoadFailed}</p>
            <Button size="sm" onClick={() => void store.load()}>Retry</Button>
          </div>
        )}
        {status === 'ready' && shown.length === 0 && (
          <p className="comments-panel__state muted" data-testid="comments-empty">
            {hiddenResolved ? MESSAGES.commentsAllResolved : scope === 'slide' ? MESSAGES.commentsEmptySlide : MESSAGES.commentsEmptyDeck}
          </p>
        )}
        {status === 'ready' && shown.map((thread) => (
          <CommentThreadView
            key={thread.root.id}
            thread={thread}
            slideLabel={scope === 'all' ? slideLabel(thread.root.slide_hash) : undefined}
            onGoToSlide={onGoToSlide && (() => onGoToSlide(thread.root.slide_hash))}
            onShowBlock={onShowBlock && (() => onShowBlock(thread))}
          />
        ))}
      </div>
      <footer className="comments-panel__compose">
        <Compose
          canComment={canComment}
          slide={slide}
          block={block && attach ? block : null}
          onDetach={block ? () => setAttach(false) : undefined}
          onSubmit={(message) => actions.create({ message, slide_hash: slide!.hash, block_id: block && attach ? block.id : null })}
        />
      </footer>
    </section>
  );
}

interface ComposeProps {
  canComment: boolean | null;
  slide: CommentsPanelProps['slide'];
  block: { id: string; label: string } | null;
  onDetach?: () => void;
  onSubmit: (message: string) => Promise<boolean>;
}

function Compose({ canComment, slide, block, onDetach, onSubmit }: ComposeProps) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    const back = `${location.pathname}${location.search}${location.hash}`;
    return <p className="muted"><Link to={`/users/sign_in?return_to=${encodeURIComponent(back)}`}>Sign in</Link> to comment.</p>;
  }
  if (canComment === null || !slide) return null;
  if (!canComment) return <p className="muted">{MESSAGES.noPermission('comment on')}</p>;
  return (
    <>
      {block && (
        <p className="comments-panel__anchor" data-testid="comment-anchor">
          On the selected {block.label}
          {onDetach && <button type="button" className="comment__tool" onClick={onDetach}>Comment on the slide instead</button>}
        </p>
      )}
      <CommentComposer
        label={`Comment on ${slide.label}`}
        placeholder={`Comment on ${slide.label.toLowerCase()}… (@name to notify)`}
        submitLabel="Comment"
        testId="comment-new"
        onSubmit={onSubmit}
      />
    </>
  );
}
