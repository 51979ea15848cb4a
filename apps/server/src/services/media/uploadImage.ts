/** Stores an uploaded image or video for the signed-in user, within their storage limit. */
import { eq, sql } from 'drizzle-orm';
import { LIMITS, MESSAGES } from '@podium/shared';
import { media, users, type MediaRow } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { Invalid, LimitReached, SignInRequired } from '../../domain/errors.js';
import { detectImageType } from './imageType.js';
import { detectVideoType } from './videoType.js';

/** Checks type and storage, writes the file and records it; nothing is kept when any step fails. */
export async function uploadImage({ ctx, bytes, label }: { ctx: ServiceContext; bytes: Buffer; label?: string }): Promise<MediaRow> {
  if (!ctx.user) throw new SignInRequired();
  if (!bytes.length) throw Invalid.field('file', MESSAGES.imageMissing);
  const type = detectImageType(bytes);
  if (!type) throw Invalid.field('file', MESSAGES.imageWrongType);
  return storeMedia({ ctx, bytes, label, type });
}

/** Stores an uploaded video (MP4, WebM, Ogg, QuickTime) the same way, within the video size limit. */
export async function uploadVideo({ ctx, bytes, label }: { ctx: ServiceContext; bytes: Buffer; label?: string }): Promise<MediaRow> {
  if (!ctx.user) throw new SignInRequired();
  const type = detectVideoType(bytes);
  if (!type) throw Invalid.field('file', MESSAGES.videoWrongType);
  if (bytes.length > LIMITS.videoUploadBytes) throw new LimitReached(MESSAGES.videoTooLarge(LIMITS.videoUploadBytes), 'size');
  return storeMedia({ ctx, bytes, label, type });
}

/** Writes the file within the user's storage limit and records it; nothing is kept when any step fails. */
async function storeMedia({ ctx, bytes, label, type }: { ctx: ServiceContext; bytes: Buffer; label?: string; type: { contentType: string; extension: string } }): Promise<MediaRow> {
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
