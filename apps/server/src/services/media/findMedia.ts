/** Looks up a stored media file by its key (for GET /media/{key}). */
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context.js';
import { media } from '../../db/schema.js';
import { NotFound } from '../../domain/errors.js';

/** The file's key and size; NotFound for an unknown key. Media is public by key (keys are unguessable). */
export async function findMedia({ ctx, key }: { ctx: Pick<AppServices, 'db'>; key: string }): Promise<{ key: string; size: number }> {
  const [row] = await ctx.db.select({ key: media.key, size: media.size }).from(media).where(eq(media.key, key)).limit(1);
  if (!row) throw new NotFound();
  return row;
}
