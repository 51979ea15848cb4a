/** Tells the deck's open editors and review pages about a comment change (realtime relays it to every process). */
import type { ServiceContext } from '../../context.js';
import { presentComment, type CommentWithUsers } from '../../presenters/comment.js';
import { readComment } from './commentRows.js';

/** Announces a saved comment (re-read with its users, so every reader gets the same JSON the API answers). */
export async function publishSaved(ctx: Pick<ServiceContext, 'db' | 'events'>, deckId: number, id: number): Promise<CommentWithUsers | undefined> {
  const row = await readComment(ctx.db, deckId, id);
  if (row) ctx.events.emit('comment-changed', { deck_id: deckId, type: 'saved', comment: presentComment(row) });
  return row;
}

/** Announces that a comment is gone for good. */
export function publishRemoved(ctx: Pick<ServiceContext, 'events'>, deckId: number, id: number): void {
  ctx.events.emit('comment-changed', { deck_id: deckId, type: 'removed', id });
}
