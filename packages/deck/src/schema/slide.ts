/**
 * Slides. The deck is a list of horizontal slides; a horizontal slide may carry `children`, the slides
 * stacked below it (reveal.js vertical slides). So a column is `[slide, ...slide.children]` and a
 * position is `{ h, v }` with v = 0 for the top slide. Children never have children of their own.
 */
import { z } from 'zod';
import { lazySchema } from './lazy.js';
import {
  AUTO_ANIMATE, BACKGROUND_TRANSITIONS, EASINGS, LIMITS, RESERVED_SLIDE_CLASSES, SLIDE_TITLE_MAX, TRANSITIONS,
} from '@podium/shared';
import { CssColor, CssKeywords, Id, ImageUrl, Url } from './common.js';
import { CssGradient, InlineCss, IframeUrl } from './css.js';
import { Block } from './block.js';

export const Background = lazySchema(() => z.object({
  color: CssColor.optional(),
  image: ImageUrl.optional(),
  video: Url.optional(),
  videoLoop: z.boolean().optional(),
  videoMuted: z.boolean().optional(),
  /** CSS background-size, e.g. `cover`, `contain`, `50%`. */
  size: CssKeywords.optional(),
  /** CSS background-position, e.g. `center`, `top left`. */
  position: CssKeywords.optional(),
  repeat: z.enum(['repeat', 'no-repeat', 'repeat-x', 'repeat-y']).optional(),
  opacity: z.number().min(0).max(1).optional(),
  /** A CSS gradient (reveal.js `data-background-gradient`). */
  gradient: CssGradient.optional(),
  /** A web page shown behind the slide (reveal.js `data-background-iframe`). */
  iframe: IframeUrl.optional(),
  /** The background iframe takes pointer input (reveal.js `data-background-interactive`). */
  interactive: z.boolean().optional(),
}));
export type Background = z.infer<typeof Background>;

const AnimateMs = lazySchema(() => z.number().int().min(AUTO_ANIMATE.minMs).max(AUTO_ANIMATE.maxMs));
/** reveal.js's default auto-animate easing; SPEC §9 names none. */
export const DEFAULT_EASING = 'ease' as const;
export const AutoAnimate = lazySchema(() => z.object({
  enabled: z.boolean().default(true),
  duration: AnimateMs.default(AUTO_ANIMATE.durationMs),
  delay: AnimateMs.default(AUTO_ANIMATE.delayMs),
  easing: z.enum(EASINGS).default(DEFAULT_EASING),
  unmatched: z.boolean().default(AUTO_ANIMATE.unmatched),
}));
export type AutoAnimate = z.infer<typeof AutoAnimate>;

const RESERVED = new Set<string>(RESERVED_SLIDE_CLASSES);
/** A custom slide class: a CSS identifier that is not one reveal.js or the editor uses. */
export const SlideClass = lazySchema(() => z
  .string()
  .regex(/^-?[_a-zA-Z][_a-zA-Z0-9-]{0,99}$/, 'Invalid class name')
  .refine((c) => !RESERVED.has(c), { message: 'This class name is reserved' }));

/** A `data-state` value: space-separated class names. */
export const SlideState = lazySchema(() => z.string().regex(/^-?[_a-zA-Z][_a-zA-Z0-9-]{0,63}( -?[_a-zA-Z][_a-zA-Z0-9-]{0,63}){0,9}$/, 'Invalid state'));
/** An HTML id usable in a `#/id` link. */
export const SlideAnchor = lazySchema(() => z.string().regex(/^[A-Za-z][A-Za-z0-9_.:-]{0,99}$/, 'Invalid anchor'));

/** A slide's own title: plain text, one line. */
export const SlideTitle = lazySchema(() => z.string().trim().min(1).max(SLIDE_TITLE_MAX, `At most ${SLIDE_TITLE_MAX} characters`).regex(/^[^\n\r]*$/, 'One line please'));

/** A slide's reading order: block ids, each once. */
export const ReadingOrder = lazySchema(() => z.array(Id).max(LIMITS.readingOrderMax).refine((ids) => new Set(ids).size === ids.length, { message: 'A block is listed twice in the reading order' }));

/** A per-slide auto-slide delay in ms (at most an hour). */
export const AutoSlideMs = lazySchema(() => z.number().int().min(0).max(3_600_000));

export const TRANSITION_SPEEDS = ['default', 'fast', 'slow'] as const;

/** Fields shared by every slide, horizontal or vertical. */
export const SlideFields = lazySchema(() => z.object({
  /** The `data-id` hash. */
  id: Id,
  hidden: z.boolean().default(false),
  notes: z.string().max(LIMITS.speakerNotesMax, `At most ${LIMITS.speakerNotesMax} characters`).default(''),
  background: Background.optional(),
  transition: z.enum(TRANSITIONS).optional(),
  transitionSpeed: z.enum(TRANSITION_SPEEDS).optional(),
  backgroundTransition: z.enum(BACKGROUND_TRANSITIONS).optional(),
  autoAnimate: AutoAnimate.optional(),
  classes: z.array(SlideClass).max(50).default([]),
  /** reveal.js `data-state`: a class set on the viewport while the slide shows (e.g. `blackout`). */
  state: SlideState.optional(),
  /** The section's HTML id, so `#/name` links to the slide keep working. */
  anchor: SlideAnchor.optional(),
  /** Inline CSS of the section (checked declarations only). */
  style: InlineCss.optional(),
  /** Auto-slide delay of this slide in ms (reveal.js `data-autoslide`); 0 stops auto-sliding here. */
  autoSlide: AutoSlideMs.optional(),
  /** The slide's name for screen readers when its first heading is not (or it has none); `data-title`. */
  title: SlideTitle.optional(),
  /**
   * The order screen readers read the slide's top-level blocks in (ids), when its author set one; otherwise top to
   * bottom, left to right (accessibility/readingOrder.ts). Ids of deleted blocks are ignored, new blocks come last.
   */
  readingOrder: ReadingOrder.optional(),
  blocks: z.array(Block),
}));
export type SlideFields = z.infer<typeof SlideFields>;

/** A vertical slide (below a horizontal one). */
export const VerticalSlide = SlideFields;
export type VerticalSlide = z.infer<typeof VerticalSlide>;

/** A horizontal slide; `children` are the vertical slides below it (omitted when there are none). */
export const Slide = lazySchema(() => SlideFields.extend({ children: z.array(VerticalSlide).optional() }));
export type Slide = z.infer<typeof Slide>;

/** Keys `deck.slide.set` may change (everything but id, blocks, notes and children). */
export const SLIDE_PROPERTY_KEYS = [
  'hidden', 'background', 'transition', 'transitionSpeed', 'backgroundTransition', 'autoAnimate', 'classes',
  'state', 'anchor', 'style', 'autoSlide', 'title', 'readingOrder',
] as const;
export type SlidePropertyKey = (typeof SLIDE_PROPERTY_KEYS)[number];
