/** Username availability (SPEC §5): taken or free; the signed-in user's own name is never "taken". */
import { eq } from 'drizzle-orm';
import { isReservedUsername, normalizeSlug } from '@podium/shared';
import { users } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { isUsernameQuarantined } from './usernameQuarantine.js';

/** True when the name belongs to someone else or is reserved for a route. */
export async function isUsernameTaken({ ctx, name }: { ctx: ServiceContext; name: string }): Promise<boolean> {
  const username = normalizeSlug(name);
  if (ctx.user && ctx.user.username === username) return false;
  if (isReservedUsername(username)) return true;
  return (await ctx.db.$count(users, eq(users.username, username))) > 0 || isUsernameQuarantined(ctx.db, username);
}
