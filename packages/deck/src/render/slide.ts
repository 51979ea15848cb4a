/** reveal.js `<section>` markup for slides and vertical stacks. */
import { escapeText, num, renderAttrs } from '../html/escape.js';
import { paintOrder } from '../blocks/group/render.js';
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
  const blocks = paintOrder(slide.blocks).map((b) => renderBlock(b, blockCtx)).join('');
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
