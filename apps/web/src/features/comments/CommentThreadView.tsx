/**
 * One thread: its first comment and replies, each with author, time and "(edited)"; actions for what the viewer may do
 * (edit, delete with confirmation, resolve/reopen the thread, reply). A deleted first comment shows as such.
 */
import { useState } from 'react';
import { MESSAGES, type CommentJson } from '@podium/shared';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Prompt } from '../../components/Prompt';
import { TimeAgo } from '../../components/TimeAgo';
import { CommentComposer } from './CommentComposer';
import { useCommentActions, useCommentRights } from './CommentsContext';
import type { CommentThread } from './threads';

interface ThreadProps {
  thread: CommentThread;
  /** "Slide 3", shown when the list spans several slides; a button to go there when `onGoToSlide` is given. */
  slideLabel?: string | null;
  onGoToSlide?: () => void;
  /** Selects the block the thread is anchored to (editor only). */
  onShowBlock?: () => void;
}

/** A thread card. */
export function CommentThreadView({ thread, slideLabel, onGoToSlide, onShowBlock }: ThreadProps) {
  const { root, replies } = thread;
  const actions = useCommentActions();
  const rights = useCommentRights();
  const [replying, setReplying] = useState(false);
  const rootRights = rights(root);
  return (
    <article className={`comment-thread${root.resolved ? ' is-resolved' : ''}`} data-testid="comment-thread" data-comment-id={root.id} aria-label={`Comment thread${slideLabel ? ` on ${slideLabel}` : ''}`}>
      {(slideLabel !== undefined || root.block_id || root.resolved) && (
        <div className="comment-thread__context">
          {slideLabel !== undefined && (onGoToSlide && slideLabel
            ? <button type="button" className="comment-thread__slide" onClick={onGoToSlide}>{slideLabel}</button>
            : <span className="comment-thread__slide">{slideLabel ?? 'Deleted slide'}</span>)}
          {root.block_id && (onShowBlock
            ? <button type="button" className="comment-thread__block" onClick={onShowBlock}>On a block</button>
            : <span className="comment-thread__block">On a block</span>)}
          {root.resolved && <span className="comment-thread__resolved" data-testid="comment-resolved-label">Resolved{root.resolved_by ? ` by ${root.resolved_by.name || root.resolved_by.username}` : ''}</span>}
        </div>
      )}
      <CommentItem comment={root} />
      {replies.length > 0 && (
        <ol className="comment-thread__replies" aria-label="Replies">
          {replies.map((reply) => <li key={reply.id}><CommentItem comment={reply} /></li>)}
        </ol>
      )}
      {replying ? (
        <CommentComposer
          label="Reply"
          placeholder="Reply…"
          submitLabel="Reply"
          autoFocus
          testId="comment-reply"
          onSubmit={async (message) => {
            const saved = await actions.reply(root.id, message);
            if (saved) setReplying(false);
            return saved;
          }}
          onCancel={() => setReplying(false)}
        />
      ) : (
        <div className="comment-thread__actions">
          {rootRights.reply && <Button size="sm" variant="ghost" testId="comment-reply-button" onClick={() => setReplying(true)}>Reply</Button>}
          {rootRights.resolve && (root.resolved
            ? <Button size="sm" variant="ghost" testId="comment-reopen" onClick={() => void actions.resolve(root.id, false)}>Reopen</Button>
            : <Button size="sm" variant="secondary" testId="comment-resolve" onClick={() => void actions.resolve(root.id, true)}>Resolve</Button>)}
        </div>
      )}
    </article>
  );
}

/** One comment: avatar, name, time, message; Edit and Delete when allowed. */
function CommentItem({ comment }: { comment: CommentJson }) {
  const actions = useCommentActions();
  const rights = useCommentRights()(comment);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (comment.deleted) {
    return <p className="comment comment--deleted muted" data-testid="comment-deleted">{MESSAGES.commentDeletedPlaceholder}</p>;
  }
  const author = comment.user;
  const name = author ? author.name || author.username : 'Former user';
  return (
    <div className="comment" data-testid="comment" data-comment-id={comment.id}>
      <div className="comment__head">
        <Avatar username={author?.username ?? '?'} name={author?.name} src={author?.thumbnail_url} size={28} />
        <div className="comment__who">
          <span className="comment__name">{name}</span>
          <span className="comment__time">
            <TimeAgo iso={comment.created_at} />{comment.edited_at ? ' (edited)' : ''}
          </span>
        </div>
      </div>
      {editing ? (
        <CommentComposer
          label="Edit comment"
          placeholder="Edit your comment…"
          submitLabel="Save"
          initial={comment.message}
          autoFocus
          testId="comment-edit"
          onSubmit={async (message) => {
            const saved = await actions.edit(comment.id, message);
            if (saved) setEditing(false);
            return saved;
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="comment__message" data-testid="comment-message"><MessageText text={comment.message} /></p>
      )}
      {!editing && (rights.edit || rights.delete) && (
        <div className="comment__tools">
          {rights.edit && <button type="button" className="comment__tool" data-testid="comment-edit-button" onClick={() => setEditing(true)}>Edit</button>}
          {rights.delete && <button type="button" className="comment__tool" data-testid="comment-delete-button" onClick={() => setConfirming(true)}>Delete</button>}
        </div>
      )}
      <Prompt
        open={confirming}
        title="Delete comment"
        confirmLabel="Delete"
        confirmVariant="danger"
        busy={deleting}
        testId="comment-delete-prompt"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setDeleting(true);
          const done = await actions.remove(comment.id);
          setDeleting(false);
          if (done) setConfirming(false);
        }}
      >
        <p>{comment.parent_id === null ? MESSAGES.confirmDeleteThread : MESSAGES.confirmDeleteComment}</p>
      </Prompt>
    </div>
  );
}

/** The message with @mentions set off (plain text: nothing in a comment is ever HTML). */
function MessageText({ text }: { text: string }) {
  const parts = text.split(/(@[A-Za-z0-9_-]{2,40})/g);
  return parts.map((part, index) => (index % 2 ? <strong key={index} className="comment__mention">{part}</strong> : part));
}
