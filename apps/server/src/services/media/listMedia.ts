/**
 * A media library (a user's or a team's), newest first, searched by label or tag name (`q`) and filtered by media tag
 * (`tag`).
 */
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { MEDIA_PAGE_LENGTH } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { media, mediaTags, tags } from '../../db/schema.js';
import type { MediumWithParts } from '../../presenters/media.js';
import { withParts } from './loadMedium.js';
import { assertLibrary, mediaOf, tagsOf, userLibrary, type Library } from './library.js';

export interface MediaQuery {
  q?: string;
  /** A tag id or name of the library's media tags. */
  tag?: string;
  kind?: 'image' | 'video';
  page: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the library and the total matching. */
export async function listMedia({ ctx, library = userLibrary(ctx), query }: { ctx: ServiceContext; library?: Library; query: MediaQuery }): Promise<{ results: MediumWithParts[]; total: number }> {
  assertLibrary(library, 'read');
  const conditions = [mediaOf(library)];
  const q = query.q?.trim();
  if (q) {
    // A medium matches by its label or by one of its tags (as a library's user searches "logo" for the media tagged Logo).
    const pattern = `%${escapeLike(q)}%`;
    const taggedLike = ctx.db.select({ id: mediaTags.mediaId }).from(mediaTags).innerJoin(tags, eq(tags.id, mediaTags.tagId))
      .where(and(tagsOf(library), eq(tags.tagType, 'media'), ilike(tags.name, pattern)));
    conditions.push(or(ilike(media.label, pattern), inArray(media.id, taggedLike))!);
  }
  if (query.kind) conditions.push(ilike(media.contentType, `${query.kind}/%`));
  if (query.tag) {
    const byId = /^\d{1,10}$/.test(query.tag) ? Number(query.tag) : null;
    const tagged = ctx.db.select({ id: mediaTags.mediaId }).from(mediaTags).innerJoin(tags, eq(tags.id, mediaTags.tagId))
      .where(and(tagsOf(library), eq(tags.tagType, 'media'), byId !== null ? eq(tags.id, byId) : eq(tags.name, query.tag)));
    conditions.push(inArray(media.id, tagged));
  }
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(media).where(where);
  const rows = await ctx.db.select().from(media).where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(MEDIA_PAGE_LENGTH).offset((Math.max(1, query.page) - 1) * MEDIA_PAGE_LENGTH);
  return { results: await withParts(ctx, rows), total: Number(total) };
}

/** The library's media tags, for its tag filter. */
export async function listMediaTags({ ctx, library = userLibrary(ctx) }: { ctx: ServiceContext; library?: Library }): Promise<Array<{ id: number; name: string; media_count: number }>> {
  assertLibrary(library, 'read');
  const rows = await ctx.db.select({ id: tags.id, name: tags.name, mediaCount: sql<number>`count(${mediaTags.mediaId})::int` })
    .from(tags).leftJoin(mediaTags, eq(mediaTags.tagId, tags.id))
    .where(and(tagsOf(library), eq(tags.tagType, 'media')))
    .groupBy(tags.id).orderBy(tags.name);
  return rows.map((r) => ({ id: r.id, name: r.name, media_count: Number(r.mediaCount) }));
}
