/**
 * Puts the user's media under one of their media tags, or takes them off (`add_media` / `remove_media`). The tag must
 * be the user's own media tag and every medium the user's own; anything else is NotFound.
 *
 * `loadOwnMediaTag` is a small tag-ownership check of our own: the tags CRUD service (services/tags/) is written in
 * parallel; once it is merged this should call its loader instead.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { mediaTags, tags, type TagRow } from '../../db/schema.js';
import { Invalid, NotFound, SignInRequired } from '../../domain/errors.js';
import { loadOwnMediaIds } from './loadMedium.js';

/** The user's own tag by id; Invalid when it is a deck tag. */
export async function loadOwnMediaTag({ ctx, id }: { ctx: ServiceContext; id: number }): Promise<TagRow> {
  if (!ctx.user) throw new SignInRequired();
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFound();
  const [tag] = await ctx.db.select().from(tags).where(and(eq(tags.id, id), eq(tags.userId, ctx.user.id))).limit(1);
  if (!tag) throw new NotFound();
  if (tag.tagType !== 'media') throw Invalid.field('tag', MESSAGES.tagWrongType);
  return tag;
}

/** Adds (or removes) the media to (from) the tag; returns the ids of every medium now carrying the tag. */
export async function tagMedia({ ctx, tagId, mediaIds, remove }: { ctx: ServiceContext; tagId: number; mediaIds: number[]; remove: boolean }): Promise<number[]> {
  const tag = await loadOwnMediaTag({ ctx, id: tagId });
  const ids = await loadOwnMediaIds({ ctx, ids: mediaIds });
  if (remove) {
    await ctx.db.delete(mediaTags).where(and(eq(mediaTags.tagId, tag.id), inArray(mediaTags.mediaId, ids)));
  } else {
    await ctx.db.insert(mediaTags).values(ids.map((mediaId) => ({ tagId: tag.id, mediaId }))).onConflictDoNothing();
  }
  const rows = await ctx.db.select({ id: mediaTags.mediaId }).from(mediaTags).where(eq(mediaTags.tagId, tag.id)).orderBy(mediaTags.mediaId);
  return rows.map((r) => r.id);
}
