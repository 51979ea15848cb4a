/** The ownership check of every tag call: a tag exists for its library (a user's own, or a team's) only; to anyone else it is 404. */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { tags, type TagRow } from '../../db/schema.js';
import { NotFound } from '../../domain/errors.js';
import { assertLibrary, tagsOf, userLibrary, type Library } from '../media/library.js';

/** The library's tag `id` (of `tagType` when given), or NotFound; the library is the signed-in user's own unless given. */
export async function ownTag(ctx: ServiceContext, id: number, tagType?: TagRow['tagType'], library: Library = userLibrary(ctx)): Promise<TagRow> {
  assertLibrary(library, 'read');
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new NotFound();
  const [tag] = await ctx.db.select().from(tags).where(and(eq(tags.id, id), tagsOf(library)));
  if (!tag || (tagType && tag.tagType !== tagType)) throw new NotFound();
  return tag;
}
