/**
 * Comments in the editor: the provider for the open deck, the top-bar toggle (with the number of open threads), the
 * panel in place of the properties panel while open (a sheet over the canvas on phones), and the navigator badges.
 * The editor shell only mounts these; everything about comments stays in this folder.
 */
import { useCallback, useEffect, type ReactNode } from 'react';
import { findSlide } from '@podium/deck';
import { BLOCK_TYPE_LABELS } from '@podium/shared';
import { blocksById, useEditor, useEditorState, SvgIcon } from '../editor';
import { CommentsPanel } from './CommentsPanel';
import { CommentsProvider, useComments, useCommentsStore } from './CommentsContext';
import { slideLabelIn } from './slideLabels';
import { openThreadsPerSlide } from './threads';
import './comments.css';

/** Loads and follows the open deck's comments for the editor's comment parts. */
export function EditorCommentsProvider({ children }: { children: ReactNode }) {
  const deckId = useEditorState((s) => s.meta.id);
  const owner = useEditorState((s) => s.meta.user);
  return (
    <CommentsProvider deckId={deckId} owner={{ username: owner.username, name: owner.name ?? null }}>
      <OneSidePanelAtATime />
      {children}
    </CommentsProvider>
  );
}

/**
 * The comments panel and the version history panel both take the properties panel's place: opening one closes the
 * other (whichever was opened last stays open).
 */
function OneSidePanelAtATime() {
  const store = useCommentsStore();
  const { store: editor } = useEditor();
  const commentsOpen = useComments((s) => s.open);
  const historyOpen = useEditorState((s) => s.historyOpen);
  useEffect(() => { if (historyOpen) store.setOpen(false); }, [historyOpen, store]);
  useEffect(() => { if (commentsOpen) editor.setHistoryOpen(false); }, [commentsOpen, editor]);
  return null;
}

const COMMENT_ICON = <path d="M4 5h16v11H9l-5 4V5Z" />;

/**
 * The top-bar button that opens and closes the comments panel; its badge counts open threads of the deck. The panel
 * and the version history share the side column (OneSidePanelAtATime).
 */
export function CommentsToggle() {
  const store = useCommentsStore();
  const open = useComments((s) => s.open);
  const count = useComments((s) => s.threads.filter((thread) => !thread.root.resolved).length);
  return (
    <button
      type="button"
      className="ed-tool comments-toggle"
      aria-pressed={open}
      aria-label={`Comments${count ? ` (${count} open)` : ''}`}
      title="Comments"
      data-testid="comments-toggle"
      onClick={() => store.setOpen(!open)}
    >
      <SvgIcon>{COMMENT_ICON}</SvgIcon>
      {count > 0 && <span className="comments-toggle__count" aria-hidden="true">{count}</span>}
    </button>
  );
}

/** The comments panel while open, otherwise `children` (the properties panel). */
export function CommentsSideArea({ children }: { children: ReactNode }) {
  const open = useComments((s) => s.open);
  return open ? <EditorCommentsPanel /> : children;
}

function EditorCommentsPanel() {
  const { store: editor } = useEditor();
  const comments = useCommentsStore();
  const doc = useEditorState((s) => s.doc);
  const slideId = useEditorState((s) => s.slideId);
  const selection = useEditorState((s) => s.selection);
  const selected = selection.length === 1 ? blocksById(doc, slideId, selection)[0] : undefined;
  const label = slideLabelIn(doc, slideId);
  const slideLabel = useCallback((hash: string) => slideLabelIn(doc, hash), [doc]);
  const goTo = useCallback((hash: string) => {
    if (findSlide(editor.getSnapshot().doc, hash)) editor.setSlide(hash);
  }, [editor]);
  return (
    // Escape closes the panel (a reply or edit box being typed in takes its own Escape first).
    <aside className="ed-side ed-comments" aria-label="Comments" onKeyDown={(event) => {
      const inDialog = (event.target as Element).closest?.('dialog, [role="dialog"]');
      if (event.key === 'Escape' && !event.defaultPrevented && !inDialog) comments.setOpen(false);
    }}>
      <CommentsPanel
        slide={label ? { hash: slideId, label } : null}
        slideLabel={slideLabel}
        onGoToSlide={goTo}
        block={selected ? { id: selected.id, label: `${(BLOCK_TYPE_LABELS[selected.type as keyof typeof BLOCK_TYPE_LABELS] ?? selected.type).toLowerCase()} block` } : null}
        onShowBlock={(thread) => {
          goTo(thread.root.slide_hash);
          if (thread.root.block_id && findSlide(editor.getSnapshot().doc, thread.root.slide_hash)) editor.select([thread.root.block_id]);
        }}
        // The editor opens only for people who may edit, and everyone who may view may comment (SPEC §6).
        canComment
        headerEnd={(
          <button type="button" className="ed-tool" aria-label="Close comments" title="Close comments" data-testid="comments-close" onClick={() => comments.setOpen(false)}>
            <SvgIcon><path d="M6 6l12 12M18 6 6 18" /></SvgIcon>
          </button>
        )}
      />
    </aside>
  );
}

/** The number of open threads on a navigator slide, if any. */
export function SlideCommentBadge({ slideId }: { slideId: string }) {
  const count = useComments((s) => openThreadsPerSlide(s.threads).get(slideId) ?? 0);
  if (!count) return null;
  return (
    <span className="slide-comment-badge" data-testid="slide-comment-badge" aria-label={`${count} open ${count === 1 ? 'comment' : 'comments'}`}>
      <SvgIcon size={11}>{COMMENT_ICON}</SvgIcon>{count}
    </span>
  );
}

