/**
 * Which decks still use a medium: any active deck whose document mentions one of the medium's files (`/media/{key}`
 * of the original or of a variant). The user's own decks are named; decks of other people are only counted, so a
 * private deck's title never leaks to whoever owns a picture in it.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { deckOps, decks, media, type MediaRow } from '../../db/schema.js';

export interface MediaUsage {
  decks: Array<{ id: number; title: string; slug: string }>;
  otherDecks: number;
}

/** Every file key of a medium: the original and its variants. */
export async function fileKeysOf(ctx: ServiceContext, row: MediaRow): Promise<string[]> {
  const variants = await ctx.db.select({ key: media.key }).from(media).where(eq(media.parentId, row.id));
  return [row.key, ...variants.map((v) => v.key)];
}

/** The decks using any of these keys. */
export async function decksUsingMedia(ctx: ServiceContext, keys: string[]): Promise<MediaUsage> {
  if (!keys.length) return { decks: [], otherDecks: 0 };
  // The document, or co-editing ops not yet folded into it (a block just added; one just removed errs on "in use").
  const mentions = or(...keys.map((key) => sql`(strpos(${decks.document}::text, ${`/media/${key}`}) > 0 OR (${decks.snapshotVersion} IS NOT NULL AND EXISTS (
    SELECT 1 FROM ${deckOps} WHERE ${deckOps.deckId} = ${decks.id} AND ${deckOps.seq} > ${decks.snapshotVersion} AND strpos(${deckOps.op}::text, ${`/media/${key}`}) > 0)))`));
  const rows = await ctx.db.select({ id: decks.id, title: decks.title, slug: decks.slug, userId: decks.userId })
    .from(decks).where(and(eq(decks.lifecycle, 'active'), mentions)).orderBy(decks.title).limit(500);
  const own = rows.filter((r) => r.userId === ctx.user?.id).map(({ id, title, slug }) => ({ id, title, slug }));
  return { decks: own, otherDecks: rows.length - own.length };
}
