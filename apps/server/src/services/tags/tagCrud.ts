/** Tags CRUD (SPEC §7, `?tag_type`): a user's own deck and media tags. */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { deckTags, mediaTags, tags, type TagRow } from '../../db/schema.js';
import { Invalid, SignInRequired } from '../../domain/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { requestSearchIndex } from '../search/requestIndex.js';
import { ownTag } from './ownTag.js';
import { validTagName } from './tagName.js';

export type TagType = TagRow['tagType'];
/** A tag with how many decks or media carry it. */
export type TagWithCount = TagRow & { itemCount: number };

/** The user's tags (of one type when given), by name. */
export async function listTags(ctx: ServiceContext, tagType?: TagType): Promise<TagWithCount[]> {
  if (!ctx.user) throw new SignInRequired();
  const where: SQL[] = [eq(tags.userId, ctx.user.id)];
  if (tagType) where.push(eq(tags.tagType, tagType));
  const rows = await ctx.db.select().from(tags).where(and(...where)).orderBy(asc(tags.name), asc(tags.id));
  const counts = new Map<number, number>();
  const deckCounts = await ctx.db.select({ id: deckTags.tagId, n: count() }).from(deckTags)
    .innerJoin(tags, eq(tags.id, deckTags.tagId)).where(eq(tags.userId, ctx.user.id)).groupBy(deckTags.tagId);
  const mediaCounts = await ctx.db.select({ id: mediaTags.tagId, n: count() }).from(mediaTags)
    .innerJoin(tags, eq(tags.id, mediaTags.tagId)).where(eq(tags.userId, ctx.user.id)).groupBy(mediaTags.tagId);
  for (const row of [...deckCounts, ...mediaCounts]) counts.set(row.id, Number(row.n));
  return rows.map((tag) => ({ ...tag, itemCount: counts.get(tag.id) ?? 0 }));
}

function taken(error: unknown): never {
  if (isUniqueViolation(error)) throw Invalid.field('name', MESSAGES.taken);
  throw error;
}

/** Creates a tag; a name the user already has for that type is "taken". */
export async function createTag(ctx: ServiceContext, input: { name: string; tagType: TagType }): Promise<TagRow> {
  if (!ctx.user) throw new SignInRequired();
  const name = validTagName(input.name);
  const [tag] = await ctx.db.insert(tags).values({ userId: ctx.user.id, name, tagType: input.tagType }).returning().catch(taken);
  return tag!;
}

/** Renames the user's tag; decks carrying it are re-indexed for search. */
export async function renameTag(ctx: ServiceContext, id: number, input: { name: string }): Promise<TagRow> {
  const tag = await ownTag(ctx, id);
  const name = validTagName(input.name);
  const [saved] = await ctx.db.update(tags).set({ name }).where(eq(tags.id, tag.id)).returning().catch(taken);
  if (tag.tagType === 'deck') await reindexTagged(ctx, tag.id);
  return saved!;
}

/** Deletes the user's tag (its deck and media links go with it). */
export async function deleteTag(ctx: ServiceContext, id: number): Promise<void> {
  const tag = await ownTag(ctx, id);
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
