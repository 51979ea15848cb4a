/**
 * Loading media of a library (services/media/library.ts): a medium of another library, or one the caller may not
 * even read, is NotFound, so ids of other people's and other teams' media reveal nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { media, mediaTags, tags, users, type MediaRow, type UserRow } from '../../db/schema.js';
import { NotFound } from '../../domain/errors.js';
import type { MediumWithParts } from '../../presenters/media.js';
import { assertLibrary, mediaOf, userLibrary, type Library } from './library.js';

interface LoadInput {
  ctx: ServiceContext;
  /** The user's own library unless given. */
  library?: Library;
  /** `edit` also checks the caller may change this medium (a team member: only what they uploaded). */
  action?: 'read' | 'edit';
}

/** The library's medium by id, or NotFound (Forbidden when the caller may read but not `edit` it). */
export async function loadMedium({ ctx, id, library = userLibrary(ctx), action = 'read' }: LoadInput & { id: number }): Promise<MediaRow> {
  assertLibrary(library, 'read');
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFound();
  const [row] = await ctx.db.select().from(media).where(and(mediaOf(library), eq(media.id, id))).limit(1);
  if (!row) throw new NotFound();
  if (action === 'edit') assertLibrary(library, 'edit', row.userId);
  return row;
}

/** The given ids, all media of the library the caller may `action`; NotFound when any is not in the library. */
export async function loadLibraryMediaIds({ ctx, ids, library = userLibrary(ctx), action = 'read' }: LoadInput & { ids: number[] }): Promise<number[]> {
  assertLibrary(library, 'read');
  const unique = [...new Set(ids)];
  const rows = await ctx.db.select({ id: media.id, userId: media.userId }).from(media).where(and(mediaOf(library), inArray(media.id, unique)));
  if (rows.length !== unique.length) throw new NotFound();
  if (action === 'edit') for (const row of rows) assertLibrary(library, 'edit', row.userId);
  return unique;
}

/** Variants and tags for these originals, in the same order. */
export async function withParts(ctx: ServiceContext, rows: MediaRow[]): Promise<MediumWithParts[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const variants = await ctx.db.select().from(media).where(inArray(media.parentId, ids));
  const tagged = await ctx.db.select({ mediaId: mediaTags.mediaId, id: tags.id, name: tags.name })
    .from(mediaTags).innerJoin(tags, eq(tags.id, mediaTags.tagId)).where(inArray(mediaTags.mediaId, ids)).orderBy(tags.name);
  return rows.map((row) => ({
    row,
    variants: variants.filter((v) => v.parentId === row.id),
    tags: tagged.filter((t) => t.mediaId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** Who uploaded these media (their public name only), by user id: a team library shows it on each medium. */
export async function uploadersOf(ctx: ServiceContext, rows: MediaRow[]): Promise<Map<number, Pick<UserRow, 'id' | 'username' | 'name'>>> {
  const ids = [...new Set(rows.map((r) => r.userId))];
  if (!ids.length) return new Map();
  const people = await ctx.db.select({ id: users.id, username: users.username, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(people.map((person) => [person.id, person]));
}
