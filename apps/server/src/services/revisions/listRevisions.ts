/** The revisions of a deck, newest first, with their authors (GET /decks/{id}/revisions.json). */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { RevisionJson } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { deckRevisions, users } from '../../db/schema.js';
import { NotFound } from '../../domain/errors.js';
import { editableDeck } from '../decks/editableDeck.js';
import type { RevisionRow } from './recordRevision.js';

type Author = { id: number; username: string; name: string | null } | null;

const columns = {
  id: deckRevisions.id, version: deckRevisions.version, name: deckRevisions.name, title: deckRevisions.title,
  slideCount: deckRevisions.slideCount, createdAt: deckRevisions.createdAt,
  authorId: users.id, authorUsername: users.username, authorName: users.name,
};

/** API JSON of one revision. */
export function presentRevision(row: Pick<RevisionRow, 'id' | 'version' | 'name' | 'title' | 'slideCount' | 'createdAt'>, author: Author, currentVersion: number): RevisionJson {
  return {
    id: row.id, version: row.version, name: row.name, title: row.title, slide_count: row.slideCount,
    created_at: row.createdAt.toISOString(), author, current: row.version === currentVersion,
  };
}

function authorOf(row: { authorId: number | null; authorUsername: string | null; authorName: string | null }): Author {
  return row.authorId === null ? null : { id: row.authorId, username: row.authorUsername ?? '', name: row.authorName };
}

/** Every kept revision of the deck (retention keeps the list short), newest first. */
export async function listRevisions({ ctx, id }: { ctx: ServiceContext; id: number }): Promise<{ results: RevisionJson[]; total: number }> {
  const { deck } = await editableDeck(ctx, id);
  const rows = await ctx.db.select(columns).from(deckRevisions).leftJoin(users, eq(users.id, deckRevisions.userId))
    .where(eq(deckRevisions.deckId, id)).orderBy(desc(deckRevisions.version));
  const results = rows.map((row) => presentRevision(row, authorOf(row), deck.version));
  return { results, total: results.length };
}

/** One revision by its id and the revision before it (by version), both of this deck; NotFound otherwise. */
export async function revisionWithPrevious(
  ctx: ServiceContext, deckId: number, revisionId: number,
): Promise<{ revision: RevisionRow; author: Author; previous: RevisionRow | null }> {
  const [found] = await ctx.db.select({ revision: deckRevisions, authorId: users.id, authorUsername: users.username, authorName: users.name })
    .from(deckRevisions).leftJoin(users, eq(users.id, deckRevisions.userId))
    .where(and(eq(deckRevisions.id, revisionId), eq(deckRevisions.deckId, deckId))).limit(1);
  if (!found) throw new NotFound();
  const [previous] = await ctx.db.select().from(deckRevisions)
    .where(and(eq(deckRevisions.deckId, deckId), lt(deckRevisions.version, found.revision.version)))
    .orderBy(desc(deckRevisions.version)).limit(1);
  return { revision: found.revision, author: authorOf(found), previous: previous ?? null };
}
