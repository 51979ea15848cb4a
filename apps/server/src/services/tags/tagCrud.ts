/**
 * Tags CRUD (SPEC §7, `?tag_type`): a user's own deck and media tags, and a team's media tags (team/tags; its owners
 * and admins create, rename and delete them). Every function takes the library, the user's own unless given.
 */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { deckTags, mediaTags, tags, type TagRow } from '../../db/schema.js';
import { Invalid } from '../../domain/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { requestSearchIndex } from '../search/requestIndex.js';
import { ownTag } from './ownTag.js';
import { validTagName } from './tagName.js';
import { assertLibrary, tagsOf, teamIdOf, userLibrary, type Library } from '../media/library.js';

export type TagType = TagRow['tagType'];
/** A tag with how many decks or media carry it. */
export type TagWithCount = TagRow & { itemCount: number };

/** The library's tags (of one type when given), by name. */
export async function listTags(ctx: ServiceContext, tagType?: TagType, library: Library = userLibrary(ctx)): Promise<TagWithCount[]> {
  assertLibrary(library, 'read');
  const where: SQL[] = [tagsOf(library)];
  if (tagType) where.push(eq(tags.tagType, tagType));
  const rows = await ctx.db.select().from(tags).where(and(...where)).orderBy(asc(tags.name), asc(tags.id));
  const counts = new Map<number, number>();
  const deckCounts = await ctx.db.select({ id: deckTags.tagId, n: count() }).from(deckTags)
    .innerJoin(tags, eq(tags.id, deckTags.tagId)).where(tagsOf(library)).groupBy(deckTags.tagId);
  const mediaCounts = await ctx.db.select({ id: mediaTags.tagId, n: count() }).from(mediaTags)
    .innerJoin(tags, eq(tags.id, mediaTags.tagId)).where(tagsOf(library)).groupBy(mediaTags.tagId);
  for (const row of [...deckCounts, ...mediaCounts]) counts.set(row.id, Number(row.n));
  return rows.map((tag) => ({ ...tag, itemCount: counts.get(tag.id) ?? 0 }));
}

function taken(error: unknown): never {
  if (isUniqueViolation(error)) throw Invalid.field('name', MESSAGES.taken);
  throw error;
}

/** Creates a tag (its creator is the signed-in user); a name the library already has for that type is "taken". */
export async function createTag(ctx: ServiceContext, input: { name: string; tagType: TagType }, library: Library = userLibrary(ctx)): Promise<TagRow> {
  assertLibrary(library, 'manage_tags');
  const name = validTagName(input.name);
  const values = { userId: library.viewer.user.id, teamId: teamIdOf(library), name, tagType: input.tagType };
  const [tag] = await ctx.db.insert(tags).values(values).returning().catch(taken);
  return tag!;
}

/** Renames the library's tag; decks carrying it are re-indexed for search. */
export async function renameTag(ctx: ServiceContext, id: number, input: { name: string }, library: Library = userLibrary(ctx)): Promise<TagRow> {
  const tag = await ownTag(ctx, id, undefined, library);
  assertLibrary(library, 'manage_tags');
  const name = validTagName(input.name);
  const [saved] = await ctx.db.update(tags).set({ name }).where(eq(tags.id, tag.id)).returning().catch(taken);
  if (tag.tagType === 'deck') await reindexTagged(ctx, tag.id);
  return saved!;
}

/** Deletes the library's tag (its deck and media links go with it). */
export async function deleteTag(ctx: ServiceContext, id: number, library: Library = userLibrary(ctx)): Promise<void> {
  const tag = await ownTag(ctx, id, undefined, library);
  assertLibrary(library, 'manage_tags');
  const tagged = tag.tagType === 'deck' ? await taggedDeckIds(ctx, tag.id) : [];
  await ctx.db.delete(tags).where(eq(tags.id, tag.id));
  for (const deckId of tagged) requestSearchIndex(ctx, deckId);
}

async function taggedDeckIds(ctx: ServiceContext, tagId: number): Promise<number[]> {
  const rows = await ctx.db.select({ deckId: deckTags.deckId }).from(deckTags).where(eq(deckTags.tagId, tagId));
  return rows.map((row) => row.deckId);
}

async function reindexTagged(ctx: ServiceContext, tagId: number): Promise<void> {
  for (const deckId of await taggedDeckIds(ctx, tagId)) requestSearchIndex(ctx, deckId);
}
