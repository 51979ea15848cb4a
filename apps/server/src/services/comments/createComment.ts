/**
 * Creates a comment (SPEC §7 Comments: create): a new thread on a slide (and optionally a block), or a reply. Replies
 * are one level deep, as in Google Slides: a reply to a reply joins the same thread. Replying to a resolved thread
 * reopens it. Anyone who may view the deck may comment (SPEC §6), once signed in.
 */
import { and, eq } from 'drizzle-orm';
import { findSlide } from '@podium/deck';
import { MESSAGES, type CommentJson, type CreateCommentInput } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { comments, type CommentRow } from '../../db/schema.js';
import { Invalid, SignInRequired } from '../../domain/errors.js';
import { presentComment } from '../../presenters/comment.js';
import { loadDeck } from '../decks/loadDeck.js';
import { assertAnchor } from './anchors.js';
import { notifyMentions } from './mentions.js';
import { publishSaved } from './publish.js';

export interface CreateCommentArgs {
  ctx: ServiceContext;
  deckId: number;
  input: CreateCommentInput['comment'];
}

/** The new comment as the API answers it, with the usernames its mentions e-mailed. */
export async function createComment({ ctx, deckId, input }: CreateCommentArgs): Promise<{ comment: CommentJson; mentioned: string[] }> {
  const user = ctx.user;
  if (!user) throw new SignInRequired();
  const deck = await loadDeck({ ctx, ref: { id: deckId }, action: 'comment', fresh: true });
  const root = input.parent_id ? await threadRoot(ctx, deck.deck.id, input.parent_id) : null;
  const anchor = root
    ? { slideHash: root.slideHash, blockId: root.blockId }
    : { slideHash: assertAnchor(deck.deck.document, input.slide_hash, input.block_id).slide.id, blockId: input.block_id ?? null };

  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(comments).values({
      deckId: deck.deck.id, userId: user.id, ...anchor, parentId: root?.id ?? null, message: input.message,
    }).returning({ id: comments.id });
    if (root?.resolvedAt) await tx.update(comments).set({ resolvedAt: null, resolvedBy: null }).where(eq(comments.id, root.id));
    return row!.id;
  });
  if (root?.resolvedAt) await publishSaved(ctx, deck.deck.id, root.id);
  const saved = await publishSaved(ctx, deck.deck.id, id);
  const at = findSlide(deck.deck.document, anchor.slideHash);
  const mentioned = await notifyMentions({ ctx: { ...ctx, user }, deck, message: input.message, position: { h: at?.h ?? 0, v: at?.v ?? 0 } });
  return { comment: presentComment(saved!), mentioned };
}

/** The first comment of the thread `parentId` belongs to (a deleted one keeps its thread open); Invalid when not of this deck. */
async function threadRoot(ctx: ServiceContext, deckId: number, parentId: number): Promise<CommentRow> {
  const [parent] = await ctx.db.select().from(comments).where(and(eq(comments.deckId, deckId), eq(comments.id, parentId)));
  if (!parent) throw Invalid.field('parent_id', MESSAGES.commentParentMissing);
  if (parent.parentId === null) return parent;
  const [root] = await ctx.db.select().from(comments).where(eq(comments.id, parent.parentId));
  if (!root) throw Invalid.field('parent_id', MESSAGES.commentParentMissing);
  return root;
}
