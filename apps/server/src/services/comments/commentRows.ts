/** Reading comments with their author and resolver in one query; shared by the list and by every write's answer. */
import { and, asc, count, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { comments, users } from '../../db/schema.js';
import type { CommentWithUsers } from '../../presenters/comment.js';

const author = alias(users, 'comment_author');
const resolver = alias(users, 'comment_resolver');

/** Comments matching `where`, oldest first, with the users they name. */
export async function readComments(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<CommentWithUsers[]> {
  const query = db.select({ comment: comments, author, resolver })
    .from(comments)
    .leftJoin(author, eq(author.id, comments.userId))
    .leftJoin(resolver, eq(resolver.id, comments.resolvedBy))
    .where(where)
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** How many comments match `where`. */
export async function countComments(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(comments).where(where);
  return Number(row?.value ?? 0);
}

/** One comment of a deck with its users, or undefined. */
export async function readComment(db: Db, deckId: number, id: number): Promise<CommentWithUsers | undefined> {
  const [row] = await readComments(db, and(eq(comments.deckId, deckId), eq(comments.id, id)));
  return row;
}

/** The comments of a deck on one slide (threads started there and their replies), or all of the deck's. */
export function deckCommentsWhere(deckId: number, slideHash?: string): SQL | undefined {
  return slideHash ? and(eq(comments.deckId, deckId), eq(comments.slideHash, slideHash)) : eq(comments.deckId, deckId);
}

/** A thread: its first comment and its replies. */
export function threadWhere(rootId: number): SQL | undefined {
  return or(eq(comments.id, rootId), eq(comments.parentId, rootId));
}
