/** Stores an uploaded image for the signed-in user, within their storage limit. */
import { MESSAGES } from '@podium/shared';
import type { MediaRow } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { Invalid, SignInRequired } from '../../domain/errors.js';
import { detectImageType } from './imageType.js';
import { storeMedia } from './storeMedia.js';

/** Checks the image type (sniffed, not trusted from the client) and stores it. */
export async function uploadImage({ ctx, bytes, label }: { ctx: ServiceContext; bytes: Buffer; label?: string }): Promise<MediaRow> {
  if (!ctx.user) throw new SignInRequired();
  if (!bytes.length) throw Invalid.field('file', MESSAGES.imageMissing);
  const type = detectImageType(bytes);
  if (!type) throw Invalid.field('file', MESSAGES.imageWrongType);
  return storeMedia({ ctx, bytes, label, type });
}
