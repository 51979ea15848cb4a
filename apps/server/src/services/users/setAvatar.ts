/**
 * Sets the signed-in user's profile picture from an upload: a PNG, JPEG, GIF or WebP (by its bytes) cropped to a
 * square WebP with sharp. The previous picture's file is deleted. Avatars do not count against media storage.
 */
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { LIMITS, MEDIA_VARIANTS, MESSAGES } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { users } from '../../db/schema.js';
import { Invalid, LimitReached, SignInRequired } from '../../domain/errors.js';
import type { StagedUpload } from '../../storage/local.js';
import { sniffMedia } from '../media/sniffMedia.js';
import { removeGenerated, storeGenerated } from '../media/generatedFiles.js';

/** Stores the new picture and returns its URL; the staged upload never stays. */
export async function setAvatar({ ctx, staged }: { ctx: ServiceContext; staged: StagedUpload }): Promise<string> {
  try {
    const user = ctx.user;
    if (!user) throw new SignInRequired();
    if (!staged.size) throw Invalid.field('file', MESSAGES.imageMissing);
    if (staged.size > LIMITS.imageUploadBytes) throw new LimitReached(MESSAGES.imageTooLarge(LIMITS.imageUploadBytes), 'size');
    const type = await sniffMedia(staged.head, staged.size);
    if (!type || type.kind !== 'image' || type.extension === 'svg') throw Invalid.field('file', MESSAGES.avatarWrongType);
    const key = await staged.commit(type.extension);
    let picture: Buffer;
    try {
      const px = MEDIA_VARIANTS.avatarPx;
      const original = ctx.storage.open(key);
      if (!original) throw new Error('staged avatar missing');
      const chunks: Buffer[] = [];
      for await (const chunk of original) chunks.push(chunk as Buffer);
      picture = await sharp(Buffer.concat(chunks), { pages: 1 }).rotate().resize({ width: px, height: px, fit: 'cover' }).webp({ quality: 85 }).toBuffer();
    } catch {
      throw Invalid.field('file', MESSAGES.avatarWrongType);
    } finally {
      await ctx.storage.remove(key);
    }
    const stored = await storeGenerated(ctx, { userId: user.id }, { role: 'avatar', bytes: picture, extension: 'webp', contentType: 'image/webp', width: MEDIA_VARIANTS.avatarPx, height: MEDIA_VARIANTS.avatarPx });
    const url = `/media/${stored.key}`;
    const [previous] = await ctx.db.select({ url: users.thumbnailUrl }).from(users).where(eq(users.id, user.id));
    await ctx.db.update(users).set({ thumbnailUrl: url, updatedAt: new Date() }).where(eq(users.id, user.id));
    ctx.events.broadcast('user-changed', { userId: user.id });
    await removeOwnPicture(ctx, previous?.url ?? null);
    return url;
  } finally {
    await staged.discard();
  }
}

/** Deletes a previous picture's file when it is one we generated (an `/media/{key}` avatar row). */
export async function removeOwnPicture(ctx: ServiceContext, url: string | null): Promise<void> {
  if (!url?.startsWith('/media/')) return;
  await removeGenerated(ctx, url.slice('/media/'.length)).catch((error: unknown) => ctx.log.warn({ err: error }, 'old avatar not removed'));
}
