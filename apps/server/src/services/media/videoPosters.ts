/**
 * The poster frames of a deck's uploaded videos, for what an export renders: a video block inserted while its upload
 * was still being processed has no poster, though the media pipeline has since taken one. Each such block gets the
 * poster of the medium its `src` names (on the copy of the document an export renders, never stored). The medium is
 * found by the key in `src`, so a deck only ever gets the poster of a video it already shows.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Block, DeckDocument, SlideFields } from '@podium/deck';
import type { AppServices } from '../../context.js';
import { media } from '../../db/schema.js';

const MEDIA_KEY = /^\/media\/([^/?#]+)$/;

/** Every block of a list, groups' children included. */
function* blocksOf(blocks: readonly Block[]): Generator<Block> {
  for (const block of blocks) {
    yield block;
    if (block.type === 'group') yield* blocksOf(block.props.children);
  }
}

/** The storage key of an uploaded video block without a poster, or null. */
function keyWanting(block: Block): string | null {
  if (block.type !== 'video' || block.props.provider || block.props.poster) return null;
  return MEDIA_KEY.exec(block.props.src)?.[1] ?? null;
}

/** Poster URL by the key of the video (original or its web MP4) it was taken from. */
async function postersByKey(db: AppServices['db'], keys: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (!keys.length) return found;
  const videos = await db.select({ key: media.key, id: media.id, parentId: media.parentId }).from(media).where(inArray(media.key, keys));
  const originalOf = new Map(videos.map((row) => [row.key, row.parentId ?? row.id]));
  if (!originalOf.size) return found;
  const posters = await db.select({ parentId: media.parentId, key: media.key }).from(media)
    .where(and(inArray(media.parentId, [...new Set(originalOf.values())]), eq(media.role, 'poster')));
  const posterOf = new Map(posters.map((row) => [row.parentId, `/media/${row.key}`]));
  for (const [key, original] of originalOf) {
    const poster = posterOf.get(original);
    if (poster) found.set(key, poster);
  }
  return found;
}

/** The document with each uploaded video that has no poster given the one the media pipeline made (the same document when none needs one). */
export async function withVideoPosters(db: AppServices['db'], doc: DeckDocument): Promise<DeckDocument> {
  const slides: SlideFields[] = doc.slides.flatMap((slide) => [slide, ...(slide.children ?? [])]);
  const keys = new Set<string>();
  for (const slide of slides) for (const block of blocksOf(slide.blocks)) {
    const key = keyWanting(block);
    if (key) keys.add(key);
  }
  const posters = await postersByKey(db, [...keys]);
  if (!posters.size) return doc;
  const fill = (blocks: readonly Block[]): Block[] => blocks.map((block) => {
    if (block.type === 'group') return { ...block, props: { ...block.props, children: fill(block.props.children) } };
    const key = keyWanting(block);
    const poster = key ? posters.get(key) : undefined;
    return poster && block.type === 'video' ? { ...block, props: { ...block.props, poster } } : block;
  });
  return { ...doc, slides: doc.slides.map((slide) => ({ ...slide, blocks: fill(slide.blocks), ...(slide.children ? { children: slide.children.map((child) => ({ ...child, blocks: fill(child.blocks) })) } : {}) })) };
}
