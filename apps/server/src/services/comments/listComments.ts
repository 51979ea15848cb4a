/** Lists a deck's comments (SPEC §7 Comments: list, optional slide_hash) for anyone who may view the deck. */
import { COMMENT_PAGE_SIZE, type CommentListJson } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { presentComment } from '../../presenters/comment.js';
import { loadDeck } from '../decks/loadDeck.js';
import { countComments, deckCommentsWhere, readComments } from './commentRows.js';

export interface ListCommentsInput {
  ctx: ServiceContext;
  deckId: number;
  slideHash?: string;
  /** 1-based page of COMMENT_PAGE_SIZE comments, oldest first. */
  page: number;
}

/** The page of comments (threads in order, replies after their thread's first comment by time) and the total. */
export async function listComments({ ctx, deckId, slideHash, page }: ListCommentsInput): Promise<CommentListJson> {
  const { deck } = await loadDeck({ ctx, ref: { id: deckId } });
  const where = deckCommentsWhere(deck.id, slideHash);
  const [rows, total] = await Promise.all([
    readComments(ctx.db, where, { limit: COMMENT_PAGE_SIZE, offset: (page - 1) * COMMENT_PAGE_SIZE }),
    countComments(ctx.db, where),
  ]);
  return { results: rows.map(presentComment), total };
}
