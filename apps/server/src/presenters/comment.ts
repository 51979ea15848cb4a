/** Turns comment rows (with their author and resolver) into API JSON: public profile fields only, never e-mails. */
import type { CommentJson, CommentUserJson } from '@podium/shared';
import type { CommentRow, UserRow } from '../db/schema.js';

/** A comment row as read with the users it names. */
export interface CommentWithUsers {
  comment: CommentRow;
  author: UserRow | null;
  resolver: UserRow | null;
}

function presentCommentUser(user: UserRow | null): CommentUserJson | null {
  return user ? { id: user.id, username: user.username, name: user.name, thumbnail_url: user.thumbnailUrl } : null;
}

/** API JSON for a comment; a deleted one shows neither its message nor its author. */
export function presentComment({ comment, author, resolver }: CommentWithUsers): CommentJson {
  return {
    id: comment.id,
    deck_id: comment.deckId,
    slide_hash: comment.slideHash,
    block_id: comment.blockId,
    parent_id: comment.parentId,
    message: comment.deleted ? '' : comment.message,
    user: comment.deleted ? null : presentCommentUser(author),
    resolved: comment.resolvedAt !== null,
    resolved_at: comment.resolvedAt?.toISOString() ?? null,
    resolved_by: comment.resolvedAt ? presentCommentUser(resolver) : null,
    edited_at: comment.deleted ? null : comment.editedAt?.toISOString() ?? null,
    created_at: comment.createdAt.toISOString(),
    deleted: comment.deleted,
  };
}
