/** Stores an uploaded image for the signed-in user, within their storage limit. */
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import { media, users, type MediaRow } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { HttpError, invalidField, unauthorized } from '../../http/errors.js';
import { detectImageType } from './imageType.js';

/** Checks type and storage, writes the file and records it; nothing is kept when any step fails. */
export async function uploadImage({ ctx, bytes, label }: { ctx: ServiceContext; bytes: Buffer; label?: string }): Promise<MediaRow> {
  const user = ctx.user;
  if (!user) throw unauthorized();
  if (!bytes.length) throw invalidField('file', MESSAGES.imageMissing);
  const type = detectImageType(bytes);
  if (!type) throw invalidField('file', MESSAGES.imageWrongType);
  if (user.storageLimit > 0 && user.storageUsed + bytes.length > user.storageLimit) {
    throw new HttpError(413, { error: MESSAGES.storageFull });
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
