/**
 * The drawn heights of auto-height text blocks (imported `height: auto`, e.g. every text block of a slides.com deck):
 * such a block takes its text's height on the canvas, whatever height the document holds, so the selection outline
 * and handles use the measured height. In slide px (offsetHeight ignores the stage's scale transform).
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Block } from '@podium/deck';

const AUTO_HEIGHT_BLOCKS = '.ed-block.is-auto-height[data-block-id]';

function sameHeights(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  return a.size === b.size && [...a].every(([id, height]) => b.get(id) === height);
}

/** Measured heights by block id, kept current as the blocks change or their text reflows (fonts loading). */
export function useAutoHeights(slideRef: RefObject<HTMLElement | null>, blocks: readonly Block[]): ReadonlyMap<string, number> {
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  useLayoutEffect(() => {
    const slide = slideRef.current;
    if (!slide) return;
    const measure = () => {
      const next = new Map<string, number>();
      slide.querySelectorAll<HTMLElement>(AUTO_HEIGHT_BLOCKS).forEach((el) => next.set(el.dataset.blockId!, el.offsetHeight));
      setHeights((current) => (sameHeights(current, next) ? current : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    slide.querySelectorAll(AUTO_HEIGHT_BLOCKS).forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [slideRef, blocks]);
  return heights;
}

/** The block with its drawn height when it is an auto-height block that has been measured. */
export function withDrawnHeight(block: Block, heights: ReadonlyMap<string, number>): Block {
  const height = heights.get(block.id);
  return height === undefined || height === block.height ? block : { ...block, height };
}
