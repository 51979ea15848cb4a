/**
 * The one access rule of the media library: a medium is read and changed only by its owner (user library). Everyone
 * else gets NotFound, so ids of other people's media reveal nothing. Team libraries (teamId) plug in here.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { media, mediaTags, tags, type MediaRow } from '../../db/schema.js';
import { NotFound, SignInRequired } from '../../domain/errors.js';
import type { MediumWithParts } from '../../presenters/media.js';

/** The condition "this library original belongs to the signed-in user's own library". */
export function ownLibrary(ctx: ServiceContext) {
  if (!ctx.user) throw new SignInRequired();
  return and(eq(media.userId, ctx.user.id), isNull(media.teamId), eq(media.role, 'original'));
}

/** The user's own medium by id, or NotFound. */
export async function loadMedium({ ctx, id }: { ctx: ServiceContext; id: number }): Promise<MediaRow> {
  const where = ownLibrary(ctx);
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFound();
  const [row] = await ctx.db.select().from(media).where(and(where, eq(media.id, id))).limit(1);
  if (!row) throw new NotFound();
  return row;
}

/** The given ids that are the user's own media; NotFound when any is not. */
export async function loadOwnMediaIds({ ctx, ids }: { ctx: ServiceContext; ids: number[] }): Promise<number[]> {
  const unique = [...new Set(ids)];
  const rows = await ctx.db.select({ id: media.id }).from(media).where(and(ownLibrary(ctx), inArray(media.id, unique)));
  if (rows.length !== unique.length) throw new NotFound();
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
