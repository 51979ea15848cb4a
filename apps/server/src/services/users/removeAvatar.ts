/** Removes the signed-in user's profile picture (SPEC §7 remove_avatar). */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { SignInRequired } from '../../domain/errors.js';
import { removeOwnPicture } from './setAvatar.js';

/** Clears the avatar and tells every process, so cached decks stop showing the old picture in their byline. */
export async function removeAvatar({ ctx }: { ctx: ServiceContext }): Promise<void> {
  if (!ctx.user) throw new SignInRequired();
  const [previous] = await ctx.db.select({ url: users.thumbnailUrl }).from(users).where(eq(users.id, ctx.user.id));
  await ctx.db.update(users).set({ thumbnailUrl: null, updatedAt: new Date() }).where(eq(users.id, ctx.user.id));
  ctx.events.broadcast('user-changed', { userId: ctx.user.id });
  await removeOwnPicture(ctx, previous?.url ?? null);
}
