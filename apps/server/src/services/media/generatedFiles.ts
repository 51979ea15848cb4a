/** Stores a generated file (variant of a library original, deck or theme thumbnail, avatar) as a media row of its own. */
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { stat } from 'node:fs/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppServices } from '../../context.js';
import { media, type MediaRow } from '../../db/schema.js';

export interface GeneratedFile {
  role: MediaRow['role'];
  /** The bytes, or a file on disk (streamed into storage, never read whole). */
  bytes?: Buffer;
  path?: string;
  extension: string;
  contentType: string;
  width?: number;
  height?: number;
}

/** Writes the file to storage and records it; a previous variant of the same role for the same parent is replaced. */
export async function storeGenerated(ctx: Pick<AppServices, 'db' | 'storage'>, owner: { userId: number; teamId?: number | null; parentId?: number | null }, file: GeneratedFile): Promise<MediaRow> {
  let key: string;
  let size: number;
  if (file.bytes) {
    key = await ctx.storage.put(file.bytes, file.extension);
    size = file.bytes.length;
  } else {
    size = (await stat(file.path!)).size;
    const staged = await ctx.storage.stage(createReadStream(file.path!), Number.MAX_SAFE_INTEGER);
    key = await staged.commit(file.extension);
  }
  try {
    if (owner.parentId) await removeVariant(ctx, owner.parentId, file.role);
    const [row] = await ctx.db.insert(media).values({
      userId: owner.userId, teamId: owner.teamId ?? null, parentId: owner.parentId ?? null, role: file.role, key,
      contentType: file.contentType, size, width: file.width ?? null, height: file.height ?? null,
    }).returning();
    return row!;
  } catch (error) {
    await ctx.storage.remove(key);
    throw error;
  }
}

/** Deletes a parent's variant of this role (row and file), if there is one. */
async function removeVariant(ctx: Pick<AppServices, 'db' | 'storage'>, parentId: number, role: MediaRow['role']): Promise<void> {
  const old = await ctx.db.delete(media).where(and(eq(media.parentId, parentId), eq(media.role, role))).returning({ key: media.key });
  for (const { key } of old) await ctx.storage.remove(key);
}

/** Deletes a stored avatar, deck or theme thumbnail by key (row and file); any other key is left alone. */
export async function removeGenerated(ctx: Pick<AppServices, 'db' | 'storage'>, key: string): Promise<void> {
  const removed = await ctx.db.delete(media).where(and(eq(media.key, key), inArray(media.role, ['avatar', 'deck_thumbnail', 'theme_thumbnail'])))
    .returning({ key: media.key });
  if (removed.length) await ctx.storage.remove(key);
}

/** The stored key of a generated file's `/media/{key}` URL (a deck's or theme's `thumbnail_url`), or null. */
export function mediaKeyOf(url: string | null | undefined): string | null {
  return url?.startsWith('/media/') ? url.slice('/media/'.length) : null;
}

/** Copies a stored file to a local path (ffmpeg and sharp read files). */
export async function downloadTo(ctx: Pick<AppServices, 'storage'>, key: string, path: string): Promise<void> {
  const source = ctx.storage.open(key);
  if (!source) throw new Error(`media file ${key} is missing`);
  await pipeline(source, createWriteStream(path));
}

/** Records the processing state of a library original. */
export async function setStatus(ctx: Pick<AppServices, 'db'>, id: number, state: Partial<Pick<MediaRow, 'status' | 'progress' | 'error' | 'width' | 'height'>>): Promise<void> {
  await ctx.db.update(media).set({ ...state, updatedAt: new Date() }).where(eq(media.id, id));
}
