/**
 * The order a slide's blocks are read in (screen readers in the player, Tab on the editor's canvas, the PDF's tags,
 * the PPTX's shapes): the author's own order when the slide stores one, otherwise top to bottom, left to right. Never
 * the paint (z) order: a title drawn last is still read first.
 */
import { LIMITS } from '@podium/shared';
import { paintOrder } from '../blocks/group/render.js';
import type { SlideFields } from '../schema/slide.js';

interface Box { id: string; x: number; y: number; width: number; height: number }

/**
 * Top to bottom, left to right: blocks are gathered into rows (a block whose top lies in the upper half of the row's
 * first block joins that row, so a picture beside a heading is read after it, not before), rows top to bottom,
 * each row left to right. Ties keep the array order.
 */
export function defaultReadingOrder<T extends Box>(blocks: readonly T[]): T[] {
  const byTop = blocks.map((b, i) => [b, i] as const).sort((a, b) => a[0].y - b[0].y || a[0].x - b[0].x || a[1] - b[1]);
  const rows: Array<Array<readonly [T, number]>> = [];
  for (const entry of byTop) {
    const row = rows[rows.length - 1];
    const anchor = row?.[0]?.[0];
    if (row && anchor && entry[0].y < anchor.y + anchor.height / 2) row.push(entry);
    else rows.push([entry]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a[0].x - b[0].x || a[1] - b[1]).map(([b]) => b));
}

/** The slide's top-level blocks in reading order: its stored order (unknown ids dropped), then any others by default. */
export function readingOrder<T extends Box>(slide: { blocks: readonly T[]; readingOrder?: readonly string[] }): T[] {
  if (!slide.readingOrder?.length) return defaultReadingOrder(slide.blocks);
  const byId = new Map(slide.blocks.map((b) => [b.id, b]));
  const listed = slide.readingOrder.flatMap((id) => byId.get(id) ?? []);
  const seen = new Set(listed.map((b) => b.id));
  return [...listed, ...defaultReadingOrder(slide.blocks.filter((b) => !seen.has(b.id)))];
}

/** Whether the slide's reading order is its default one (nothing stored, or the same order as the default). */
export function isDefaultReadingOrder(slide: { blocks: readonly Box[]; readingOrder?: readonly string[] }): boolean {
  const own = readingOrder(slide).map((b) => b.id);
  return defaultReadingOrder(slide.blocks).every((b, i) => own[i] === b.id);
}

/**
 * What a slide should store for a reading order a source format gives (a PowerPoint slide's shape tree): the ids, or
 * nothing when they read the same as the default order anyway.
 */
export function readingOrderToStore(blocks: readonly Box[], ids: readonly string[]): string[] | undefined {
  const stored = ids.slice(0, LIMITS.readingOrderMax);
  return isDefaultReadingOrder({ blocks, readingOrder: stored }) ? undefined : stored;
}

/** The stored order after moving one block by `delta` places (null when it cannot move). */
export function movedReadingOrder(slide: Pick<SlideFields, 'blocks' | 'readingOrder'>, id: string, delta: number): string[] | null {
  const ids = readingOrder(slide).map((b) => b.id);
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length || delta === 0) return null;
  ids.splice(to, 0, ...ids.splice(from, 1));
  return ids;
}

interface Painted extends Box { z: number }

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * An order that reads as close to `reading` as painting allows, for formats where one list is both (PPTX shapes): a
 * block comes as early as its reading position says, except after every block it overlaps that is painted below it.
 * Without overlaps this is the reading order; the picture never changes.
 */
export function readablePaintOrder<T extends Painted>(blocks: readonly T[], reading: readonly T[]): T[] {
  const painted = paintOrder(blocks);
  const rank = new Map(painted.map((b, i) => [b, i]));
  const left = [...reading];
  const out: T[] = [];
  while (left.length) {
    // The first block in reading order that no block still waiting must be painted under (there always is one: the
    // lowest painted of those left qualifies).
    const at = left.findIndex((b) => !left.some((o) => o !== b && rank.get(o)! < rank.get(b)! && overlap(o, b)));
    out.push(...left.splice(at, 1));
  }
  return out;
}
