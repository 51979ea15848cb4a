/** The revisions of a deck, newest first, with who cut them, their authors and changed slides (GET /decks/{id}/revisions.json). */
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { RevisionAuthorJson, RevisionJson } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { deckRevisionAuthors, deckRevisions, users } from '../../db/schema.js';
import { NotFound } from '../../domain/errors.js';
import { editableDeck } from '../decks/editableDeck.js';
import { changedSlideIds } from './changedSlides.js';
import type { RevisionRow } from './recordRevision.js';

type Author = { id: number; username: string; name: string | null } | null;
type Listed = Pick<RevisionRow, 'id' | 'version' | 'name' | 'title' | 'slideCount' | 'createdAt' | 'changedSlideIds' | 'settings'>;

const columns = {
  id: deckRevisions.id, version: deckRevisions.version, name: deckRevisions.name, title: deckRevisions.title,
  slideCount: deckRevisions.slideCount, createdAt: deckRevisions.createdAt, changedSlideIds: deckRevisions.changedSlideIds,
  settings: deckRevisions.settings, authorId: users.id, authorUsername: users.username, authorName: users.name,
};

/** API JSON of one revision. */
export function presentRevision(row: Listed, author: Author, authors: RevisionAuthorJson[], currentVersion: number): RevisionJson {
  return {
    id: row.id, version: row.version, name: row.name, title: row.title, slide_count: row.slideCount,
    created_at: row.createdAt.toISOString(), author, authors, changed_slide_ids: row.changedSlideIds ?? [], current: row.version === currentVersion,
    restores_settings: row.settings !== null,
  };
}

function authorOf(row: { authorId: number | null; authorUsername: string | null; authorName: string | null }): Author {
  return row.authorId === null ? null : { id: row.authorId, username: row.authorUsername ?? '', name: row.authorName };
}

/** The authors of each of `revisionIds`, by name. */
export async function authorsOf(db: Db, revisionIds: number[]): Promise<Map<number, RevisionAuthorJson[]>> {
  const out = new Map<number, RevisionAuthorJson[]>(revisionIds.map((id) => [id, []]));
  if (!revisionIds.length) return out;
  const rows = await db.select({ revisionId: deckRevisionAuthors.revisionId, id: users.id, username: users.username, name: users.name, thumbnailUrl: users.thumbnailUrl })
    .from(deckRevisionAuthors).innerJoin(users, eq(users.id, deckRevisionAuthors.userId))
    .where(inArray(deckRevisionAuthors.revisionId, revisionIds)).orderBy(asc(users.username));
  for (const row of rows) out.get(row.revisionId)?.push({ id: row.id, username: row.username, name: row.name, thumbnail_url: row.thumbnailUrl });
  return out;
}

/** Revisions recorded before their changed slides were kept: worked out once from the documents and stored. */
async function fillChangedSlides(db: Db, deckId: number, rows: Listed[]): Promise<void> {
  for (const row of rows.filter((r) => r.changedSlideIds === null)) {
    const [mine] = await db.select({ document: deckRevisions.document }).from(deckRevisions).where(eq(deckRevisions.id, row.id));
    const [previous] = await db.select({ document: deckRevisions.document }).from(deckRevisions)
      .where(and(eq(deckRevisions.deckId, deckId), lt(deckRevisions.version, row.version))).orderBy(desc(deckRevisions.version)).limit(1);
    if (!mine) continue;
    row.changedSlideIds = changedSlideIds(previous?.document ?? null, mine.document);
    await db.update(deckRevisions).set({ changedSlideIds: row.changedSlideIds }).where(eq(deckRevisions.id, row.id));
  }
}

/** Every kept revision of the deck (retention keeps the list short), newest first. */
export async function listRevisions({ ctx, id }: { ctx: ServiceContext; id: number }): Promise<{ results: RevisionJson[]; total: number }> {
  const { deck } = await editableDeck(ctx, id);
  const rows = await ctx.db.select(columns).from(deckRevisions).leftJoin(users, eq(users.id, deckRevisions.userId))
    .where(eq(deckRevisions.deckId, id)).orderBy(desc(deckRevisions.version));
  await fillChangedSlides(ctx.db, id, rows);
  const authors = await authorsOf(ctx.db, rows.map((row) => row.id));
  const results = rows.map((row) => presentRevision(row, authorOf(row), authors.get(row.id) ?? [], deck.version));
  return { results, total: results.length };
}

/** API JSON of a revision row just recorded or named. */
export async function presentRecorded(db: Db, row: RevisionRow, currentVersion: number): Promise<RevisionJson> {
  const [cutBy] = row.userId === null ? [] : await db.select({ id: users.id, username: users.username, name: users.name }).from(users).where(eq(users.id, row.userId)).limit(1);
  const authors = await authorsOf(db, [row.id]);
  return presentRevision(row, cutBy ?? null, authors.get(row.id) ?? [], currentVersion);
}

/** One revision by its id and the revision before it (by version), both of this deck; NotFound otherwise. */
export async function revisionWithPrevious(
  ctx: ServiceContext, deckId: number, revisionId: number,
): Promise<{ revision: RevisionRow; author: Author; authors: RevisionAuthorJson[]; previous: RevisionRow | null }> {
  const [found] = await ctx.db.select({ revision: deckRevisions, authorId: users.id, authorUsername: users.username, authorName: users.name })
    .from(deckRevisions).leftJoin(users, eq(users.id, deckRevisions.userId))
    .where(and(eq(deckRevisions.id, revisionId), eq(deckRevisions.deckId, deckId))).limit(1);
  if (!found) throw new NotFound();
  const [previous] = await ctx.db.select().from(deckRevisions)
    .where(and(eq(deckRevisions.deckId, deckId), lt(deckRevisions.version, found.revision.version)))
    .orderBy(desc(deckRevisions.version)).limit(1);
  const authors = await authorsOf(ctx.db, [found.revision.id]);
  return { revision: found.revision, author: authorOf(found), authors: authors.get(found.revision.id) ?? [], previous: previous ?? null };
}
