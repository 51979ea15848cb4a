/** reveal.js `<section>` markup for slides and vertical stacks. */
import { escapeText, num, renderAttrs } from '../html/escape.js';
import { paintOrder } from '../blocks/group/render.js';
import { readingOrder } from '../accessibility/readingOrder.js';
import type { Block } from '../schema/block.js';
import type { RenderContext } from '../blocks/types.js';
import type { AutoAnimate, Background, Slide, SlideFields } from '../schema/slide.js';
import { renderBlock } from './block.js';
import { easingCss } from './easing.js';

type Attr = readonly [string, string | true | undefined];
const bool = (v: boolean | undefined): string | undefined => (v === undefined ? undefined : String(v));

function backgroundAttrs(bg: Background | undefined): Attr[] {
  if (!bg) return [];
  return [
    ['data-background-color', bg.color],
    ['data-background-image', bg.image],
    ['data-background-size', bg.size],
    ['data-background-position', bg.position],
    ['data-background-repeat', bg.repeat],
    ['data-background-opacity', bg.opacity === undefined ? undefined : num(bg.opacity)],
    ['data-background-video', bg.video],
    ['data-background-video-loop', bg.videoLoop ? true : undefined],
    ['data-background-video-muted', bg.videoMuted ? true : undefined],
    ['data-background-gradient', bg.gradient],
    ['data-background-iframe', bg.iframe],
    ['data-background-interactive', bg.interactive ? true : undefined],
  ];
}

// reveal.js reads auto-animate durations in seconds.
function autoAnimateAttrs(a: AutoAnimate | undefined): Attr[] {
  if (!a?.enabled) return [];
  return [
    ['data-auto-animate', true],
    ['data-auto-animate-duration', num(a.duration / 1000)],
    ['data-auto-animate-delay', num(a.delay / 1000)],
    ['data-auto-animate-easing', easingCss(a.easing)],
    ['data-auto-animate-unmatched', bool(a.unmatched)],
  ];
}

/**
 * The slide's blocks in reading order, so screen readers and Chromium's tagged PDF read them so. The picture stays
 * the same: z-index paints; where blocks share a z (they would paint in markup order) each z-index becomes the block's
 * paint rank, and unindexed fragments whose markup order changed get indices after the indexed ones, in paint order
 * (reveal.js plays unindexed fragments in markup order).
 */
function inReadingOrder(slide: SlideFields): Block[] {
  const painted = paintOrder(slide.blocks);
  const reading = readingOrder(slide);
  if (reading.every((b, i) => painted[i] === b)) return reading;
  const rank = new Map(painted.map((b, i) => [b.id, i]));
  const tied = new Set(slide.blocks.map((b) => b.z)).size < slide.blocks.length;
  const unindexed = (list: Block[]) => list.filter((b) => b.fragment && b.fragment.index === undefined);
  const paintedFragments = unindexed(painted);
  const moved = unindexed(reading).some((b, i) => paintedFragments[i] !== b);
  const first = 1 + Math.max(-1, ...slide.blocks.map((b) => b.fragment?.index ?? -1));
  const index = new Map(moved ? paintedFragments.map((b, i) => [b.id, first + i]) : []);
  return reading.map((b) => {
    if (!tied && !index.has(b.id)) return b;
    const fragment = b.fragment && index.has(b.id) ? { ...b.fragment, index: index.get(b.id)! } : b.fragment;
    return { ...b, ...(tied ? { z: rank.get(b.id)! } : {}), ...(fragment ? { fragment } : {}) } as Block;
  });
}

export interface SlideRenderOptions {
  /** Include `<aside class="notes">` (default true). */
  notes: boolean;
}

/** Render one slide (without its vertical children) to a `<section>`. */
export function renderSlide(slide: SlideFields, ctx: RenderContext, options: SlideRenderOptions): string {
  const attrs = renderAttrs([
    ['data-id', slide.id],
    ['id', slide.anchor],
    ['class', slide.classes.length ? slide.classes.join(' ') : undefined],
    ['data-state', slide.state],
    ['style', slide.style],
    ['data-autoslide', slide.autoSlide?.toString()],
    ['data-title', slide.title],
    ['data-reading-order', slide.readingOrder?.length ? slide.readingOrder.join(' ') : undefined],
    ['data-visibility', slide.hidden ? 'hidden' : undefined],
    ['data-transition', slide.transition],
    ['data-transition-speed', slide.transitionSpeed],
    ['data-background-transition', slide.backgroundTransition],
    ...backgroundAttrs(slide.background),
    ...autoAnimateAttrs(slide.autoAnimate),
  ]);
  // reveal.js matches auto-animated elements across slides by data-id, so blocks carry one on those slides.
  let blockCtx = ctx;
  if (slide.autoAnimate?.enabled) {
    blockCtx = { ...ctx, animateIds: true, renderBlock: (b) => renderBlock(b, blockCtx) };
  }
  const blocks = inReadingOrder(slide).map((b) => renderBlock(b, blockCtx)).join('');
  const notes = options.notes && slide.notes ? `<aside class="notes">${escapeText(slide.notes)}</aside>` : '';
  return `<section${attrs}>${blocks}${notes}</section>`;
}

/** Render a horizontal slide; with children it becomes a vertical stack (an outer `<section>` around each). */
export function renderColumn(slide: Slide, ctx: RenderContext, options: SlideRenderOptions): string {
  const { children, ...top } = slide;
  if (!children?.length) return renderSlide(top, ctx, options);
  const inner = [top, ...children].map((s) => renderSlide(s, ctx, options)).join('\n');
  return `<section>\n${inner}\n</section>`;
}
