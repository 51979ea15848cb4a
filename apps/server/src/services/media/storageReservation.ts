/**
 * A user's media storage: bytes are reserved before a file is kept (one conditional UPDATE, so concurrent uploads
 * cannot all slip under the limit) and given back when a file goes.
 */
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import type { StagedUpload } from '../../storage/local.js';
import { users, type UserRow } from '../../db/schema.js';
import { LimitReached } from '../../domain/errors.js';
import { storageLimitOf } from './storageLimit.js';

/** Counts `size` bytes against the user's storage, or throws LimitReached (413) when it would pass their limit. */
async function reserveStorage(ctx: Pick<ServiceContext, 'db' | 'config'>, user: Pick<UserRow, 'id' | 'accountType' | 'storageLimit'>, size: number): Promise<void> {
  const limit = storageLimitOf(ctx.config, user);
  const [reserved] = await ctx.db.update(users).set({ storageUsed: sql`${users.storageUsed} + ${size}` })
    .where(and(eq(users.id, user.id), limit > 0 ? sql`${users.storageUsed} + ${size} <= ${limit}` : undefined))
    .returning({ id: users.id });
  if (!reserved) throw new LimitReached(MESSAGES.storageFull, 'size');
}

/** Gives `size` bytes back to the user's storage. */
export async function releaseStorage(ctx: Pick<ServiceContext, 'db'>, userId: number, size: number): Promise<void> {
  await ctx.db.update(users).set({ storageUsed: sql`greatest(${users.storageUsed} - ${size}, 0)` }).where(eq(users.id, userId));
}

/**
 * Keeps a staged file as a media row within the user's storage: `size` bytes reserved, the file committed under
 * `extension`, then `insert(key)`; a failure at any step undoes the ones before it (file removed, bytes given back).
 */
export async function keepWithinStorage<T>(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'storage'>, user: Pick<UserRow, 'id' | 'accountType' | 'storageLimit'>, size: number,
  staged: StagedUpload, extension: string, insert: (key: string) => Promise<T>,
): Promise<T> {
  await reserveStorage(ctx, user, size);
  try {
    const key = await staged.commit(extension);
    try {
      return await insert(key);
    } catch (error) {
      await ctx.storage.remove(key);
      throw error;
    }
  } catch (error) {
    await releaseStorage(ctx, user.id, size);
    throw error;
  }
}
