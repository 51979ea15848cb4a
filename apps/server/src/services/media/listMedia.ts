/** The media library: the user's media, newest first, searched by label (`q`) and filtered by media tag (`tag`). */
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { MEDIA_PAGE_LENGTH } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { media, mediaTags, tags } from '../../db/schema.js';
import type { MediumWithParts } from '../../presenters/media.js';
import { ownLibrary, withParts } from './loadMedium.js';

export interface MediaQuery {
  q?: string;
  /** A tag id or name of the user's media tags. */
  tag?: string;
  kind?: 'image' | 'video';
  page: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the library and the total matching. */
export async function listMedia({ ctx, query }: { ctx: ServiceContext; query: MediaQuery }): Promise<{ results: MediumWithParts[]; total: number }> {
  const conditions = [ownLibrary(ctx)];
  const q = query.q?.trim();
  if (q) conditions.push(ilike(media.label, `%${escapeLike(q)}%`));
  if (query.kind) conditions.push(ilike(media.contentType, `${query.kind}/%`));
  if (query.tag) {
    const byId = /^\d{1,10}$/.test(query.tag) ? Number(query.tag) : null;
    const tagged = ctx.db.select({ id: mediaTags.mediaId }).from(mediaTags).innerJoin(tags, eq(tags.id, mediaTags.tagId))
      .where(and(eq(tags.userId, ctx.user!.id), eq(tags.tagType, 'media'), byId !== null ? eq(tags.id, byId) : eq(tags.name, query.tag)));
    conditions.push(inArray(media.id, tagged));
  }
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(media).where(where);
  const rows = await ctx.db.select().from(media).where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(MEDIA_PAGE_LENGTH).offset((Math.max(1, query.page) - 1) * MEDIA_PAGE_LENGTH);
  return { results: await withParts(ctx, rows), total: Number(total) };
}

/** The user's media tags, for the library's tag filter. */
export async function listMediaTags({ ctx }: { ctx: ServiceContext }): Promise<Array<{ id: number; name: string; media_count: number }>> {
  if (!ctx.user) return [];
  const rows = await ctx.db.select({ id: tags.id, name: tags.name, mediaCount: sql<number>`count(${mediaTags.mediaId})::int` })
    .from(tags).leftJoin(mediaTags, eq(mediaTags.tagId, tags.id))
    .where(and(eq(tags.userId, ctx.user.id), eq(tags.tagType, 'media')))
    .groupBy(tags.id).orderBy(tags.name);
  return rows.map((r) => ({ id: r.id, name: r.name, media_count: Number(r.mediaCount) }));
}
