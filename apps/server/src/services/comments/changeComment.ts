/**
 * Edits, resolves, reopens and deletes comments (SPEC §7 Comments: update, delete). Rules: only the author edits a
 * message; the thread's author or anyone who may edit the deck resolves and reopens it; the author or a deck manager
 * (owner, admin) deletes. A thread's first comment deleted while it has replies stays as "deleted" so the replies keep
 * their thread; otherwise the row goes, and a deleted first comment goes with its last reply.
 */
import { and, count, eq } from 'drizzle-orm';
import { findSlide } from '@podium/deck';
import type { CommentJson, UpdateCommentInput } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { comments, type CommentRow, type UserRow } from '../../db/schema.js';
import { NotFound, SignInRequired } from '../../domain/errors.js';
import { assertCan, type CommentSubject } from '../../auth/policies.js';
import { presentComment } from '../../presenters/comment.js';
import { loadDeck, type ViewableDeck } from '../decks/loadDeck.js';
import { notifyMentions } from './mentions.js';
import { publishRemoved, publishSaved } from './publish.js';
import { readComment } from './commentRows.js';

interface Target {
  ctx: ServiceContext & { user: UserRow };
  deck: ViewableDeck;
  row: CommentRow;
  /** The comment as a subject of the policy. */
  subject: CommentSubject;
}

/** The deck (the viewer may comment on it) and its live comment `id`; NotFound for anything else. */
async function target(ctx: ServiceContext, deckId: number, id: number): Promise<Target> {
  const user = ctx.user;
  if (!user) throw new SignInRequired();
  const deck = await loadDeck({ ctx, ref: { id: deckId }, action: 'comment', fresh: true });
  const [row] = Number.isSafeInteger(id)
    ? await ctx.db.select().from(comments).where(and(eq(comments.deckId, deck.deck.id), eq(comments.id, id)))
    : [];
  if (!row || row.deleted) throw new NotFound();
  return { ctx: { ...ctx, user }, deck, row, subject: { kind: 'comment', comment: row, deck } };
}

/** Applies a PUT: a new message, `resolved` true/false, or both; answers the comment as saved. */
export async function updateComment(
  { ctx: base, deckId, id, input }: { ctx: ServiceContext; deckId: number; id: number; input: UpdateCommentInput['comment'] },
): Promise<CommentJson> {
  const { ctx, deck, row, subject } = await target(base, deckId, id);
  if (input.message !== undefined) assertCan(deck.viewer, 'edit', subject);
  if (input.resolved !== undefined) assertCan(deck.viewer, 'resolve', subject);
  const changes: Partial<CommentRow> = {};
  if (input.message !== undefined && input.message !== row.message) Object.assign(changes, { message: input.message, editedAt: new Date() });
  if (input.resolved === true && !row.resolvedAt) Object.assign(changes, { resolvedAt: new Date(), resolvedBy: ctx.user.id });
  if (input.resolved === false && row.resolvedAt) Object.assign(changes, { resolvedAt: null, resolvedBy: null });
  if (Object.keys(changes).length) await ctx.db.update(comments).set(changes).where(eq(comments.id, row.id));
  const saved = Object.keys(changes).length ? await publishSaved(ctx, deck.deck.id, row.id) : undefined;
  if (changes.message !== undefined) {
    const at = findSlide(deck.deck.document, row.slideHash);
    await notifyMentions({ ctx, deck, message: input.message!, previous: row.message, position: { h: at?.h ?? 0, v: at?.v ?? 0 } });
  }
  return presentComment(saved ?? (await readComment(ctx.db, deck.deck.id, row.id))!);
}

/** Deletes a comment (author or deck manager); a thread start with replies is kept as deleted. */
export async function deleteComment({ ctx: base, deckId, id }: { ctx: ServiceContext; deckId: number; id: number }): Promise<void> {
  const { ctx, deck, row, subject } = await target(base, deckId, id);
  assertCan(deck.viewer, 'delete', subject);
  const removed: number[] = [];
  let kept = false;
  await ctx.db.transaction(async (tx) => {
    const replies = row.parentId === null ? await repliesOf(tx, row.id) : 0;
    if (replies > 0) {
      await tx.update(comments).set({ deleted: true, message: '' }).where(eq(comments.id, row.id));
      kept = true;
      return;
    }
    await tx.delete(comments).where(eq(comments.id, row.id));
    removed.push(row.id);
    if (row.parentId === null) return;
    // The last reply under a deleted first comment takes the empty thread with it.
    const [parent] = await tx.select().from(comments).where(eq(comments.id, row.parentId));
    if (parent?.deleted && (await repliesOf(tx, parent.id)) === 0) {
      await tx.delete(comments).where(eq(comments.id, parent.id));
      removed.push(parent.id);
    }
  });
  if (kept) await publishSaved(ctx, deck.deck.id, row.id);
  for (const gone of removed) publishRemoved(ctx, deck.deck.id, gone);
}

async function repliesOf(db: Pick<ServiceContext['db'], 'select'>, rootId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(comments).where(eq(comments.parentId, rootId));
  return Number(row?.value ?? 0);
}
