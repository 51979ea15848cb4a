/** The ownership check of every tag call: a tag exists for its owner only; to anyone else it is 404. */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { tags, type TagRow } from '../../db/schema.js';
import { NotFound, SignInRequired } from '../../domain/errors.js';

/** The signed-in user's tag `id` (of `tagType` when given), or NotFound. */
export async function ownTag(ctx: ServiceContext, id: number, tagType?: TagRow['tagType']): Promise<TagRow> {
  if (!ctx.user) throw new SignInRequired();
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new NotFound();
  const [tag] = await ctx.db.select().from(tags).where(and(eq(tags.id, id), eq(tags.userId, ctx.user.id)));
  if (!tag || (tagType && tag.tagType !== tagType)) throw new NotFound();
  return tag;
}
