/**
 * Puts media of a library under one of its media tags, or takes them off (`add_media` / `remove_media`). The tag and
 * every medium must be the library's (anything else is NotFound), and tagging a medium is editing it: in a team
 * library a member tags what they uploaded, the team's owners and admins anything.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { mediaTags } from '../../db/schema.js';
import { Invalid } from '../../domain/errors.js';
import { ownTag } from '../tags/ownTag.js';
import { loadLibraryMediaIds } from './loadMedium.js';
import { userLibrary, type Library } from './library.js';

interface TagMediaInput {
  ctx: ServiceContext;
  /** The user's own library unless given. */
  library?: Library;
  tagId: number;
  mediaIds: number[];
  remove: boolean;
}

/** Adds (or removes) the media to (from) the tag; returns the ids of every medium now carrying the tag. */
export async function tagMedia({ ctx, library = userLibrary(ctx), tagId, mediaIds, remove }: TagMediaInput): Promise<number[]> {
  const tag = await ownTag(ctx, tagId, undefined, library);
  if (tag.tagType !== 'media') throw Invalid.field('tag', MESSAGES.tagWrongType);
  const ids = await loadLibraryMediaIds({ ctx, library, ids: mediaIds, action: 'edit' });
  if (remove) {
    await ctx.db.delete(mediaTags).where(and(eq(mediaTags.tagId, tag.id), inArray(mediaTags.mediaId, ids)));
  } else {
    await ctx.db.insert(mediaTags).values(ids.map((mediaId) => ({ tagId: tag.id, mediaId }))).onConflictDoNothing();
  }
  const rows = await ctx.db.select({ id: mediaTags.mediaId }).from(mediaTags).where(eq(mediaTags.tagId, tag.id)).orderBy(mediaTags.mediaId);
  return rows.map((r) => r.id);
}
