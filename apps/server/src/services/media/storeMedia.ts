/** Writes an uploaded file within the user's storage limit and records it (shared by the image and video uploads). */
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import { media, users, type MediaRow } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { LimitReached } from '../../domain/errors.js';

/** What the sniffed content says the file is. */
export interface MediaType {
  contentType: string;
  extension: string;
}

/** Checks the storage quota, writes the file and records it; nothing is kept when any step fails. */
export async function storeMedia(
  { ctx, bytes, label, type }: { ctx: ServiceContext; bytes: Buffer; label?: string; type: MediaType },
): Promise<MediaRow> {
  const user = ctx.user!;
  if (user.storageLimit > 0 && user.storageUsed + bytes.length > user.storageLimit) {
    throw new LimitReached(MESSAGES.storageFull, 'size');
  }
  const key = await ctx.storage.put(bytes, type.extension);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(media).values({
        userId: user.id, key, contentType: type.contentType, size: bytes.length, label: label?.slice(0, 200) ?? null,
      }).returning();
      await tx.update(users).set({ storageUsed: sql`${users.storageUsed} + ${bytes.length}` }).where(eq(users.id, user.id));
      return row!;
    });
  } catch (error) {
    await ctx.storage.remove(key);
    throw error;
  }
}
