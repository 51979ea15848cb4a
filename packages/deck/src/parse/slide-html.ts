/** A reveal.js `<section>` (slides.com blocks or plain content) to a slide. */
import type { AnyNode, Element } from 'domhandler';
import { BACKGROUND_TRANSITIONS, DECK_DEFAULTS, TRANSITIONS } from '@podium/shared';
import { classes, flagAttr, hasClass, isElement, numAttr, parseFragment, textOf } from '../html/dom.js';
import { escapeText } from '../html/escape.js';
import { newId } from '../ids.js';
import { easingFromCss } from '../render/easing.js';
import type { Block } from '../schema/block.js';
import { Id } from '../schema/common.js';
import { AutoAnimate, Background, DEFAULT_EASING, SlideClass, TRANSITION_SPEEDS, type SlideFields } from '../schema/slide.js';
import { isSlBlock, parseBlockElement } from './block.js';
import { layoutColumn, plainElementToBlock, type SlideSize } from './plain.js';

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined => list.find((v) => v === value);

function parseBackground(a: Record<string, string>): Background | undefined {
  const shorthand = a['data-background'];
  const raw: Record<string, unknown> = {
    color: a['data-background-color'] ?? (shorthand && !/[/.]/.test(shorthand) ? shorthand : undefined),
    image: a['data-background-image'] ?? (shorthand && /[/.]/.test(shorthand) ? shorthand : undefined),
    video: a['data-background-video'],
    videoLoop: 'data-background-video-loop' in a ? true : undefined,
    videoMuted: 'data-background-video-muted' in a ? true : undefined,
    size: a['data-background-size'],
    position: a['data-background-position'],
    repeat: a['data-background-repeat'],
    opacity: a['data-background-opacity'] === undefined ? undefined : Number(a['data-background-opacity']),
  };
  const bg: Record<string, unknown> = {};
  // Each field is checked alone so one bad value does not drop the whole background.
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const field = Background.shape[key as keyof typeof Background.shape];
    if (field.safeParse(value).success) bg[key] = value;
  }
  return Object.keys(bg).length ? (bg as Background) : undefined;
}

function parseAutoAnimate(el: Element): AutoAnimate | undefined {
  if (!('data-auto-animate' in el.attribs)) return undefined;
  const ms = (name: string): number | undefined => {
    const s = numAttr(el, name);
    return s === undefined ? undefined : Math.round(s * 1000);
  };
  const easing = easingFromCss(el.attribs['data-auto-animate-easing'] ?? '') ?? DEFAULT_EASING;
  const parsed = AutoAnimate.safeParse({
    enabled: true,
    duration: ms('data-auto-animate-duration'),
    delay: ms('data-auto-animate-delay'),
    easing,
    unmatched: el.attribs['data-auto-animate-unmatched'] === undefined ? undefined : flagAttr(el, 'data-auto-animate-unmatched'),
  });
  return parsed.success ? parsed.data : AutoAnimate.parse({ enabled: true });
}

/** Blocks and notes of a slide's content nodes. */
export function parseSlideContent(nodes: readonly AnyNode[], size: SlideSize, trimNotes: boolean): { blocks: Block[]; notes: string } {
  const blocks: Block[] = [];
  let plain: Block[] = [];
  let notes = '';
  const flushPlain = (): void => {
    if (!plain.length) return;
    const top = blocks.reduce((z, b) => Math.max(z, b.z + 1), 0);
    blocks.push(...layoutColumn(plain, size, top));
    plain = [];
  };
  for (const node of nodes) {
    if (node.type === 'text') {
      if (node.data.trim()) plain.push(plainElementToBlock(parseFragment(`<p>${escapeText(node.data.trim())}</p>`)[0] as Element, size));
      continue;
    }
    if (!isElement(node)) continue;
    if (node.name === 'aside' && hasClass(node, 'notes')) {
      const text = textOf(node);
      notes += trimNotes ? text.trim() : text;
    } else if (isSlBlock(node)) {
      blocks.push(parseBlockElement(node));
    } else {
      plain.push(plainElementToBlock(node, size));
    }
  }
  flushPlain();
  // Imported markup may repeat block ids; ops address blocks by id, so repeats get fresh ones.
  const seen = new Set<string>();
  const dedupe = (list: Block[]): Block[] =>
    list.map((b) => {
      const id = seen.has(b.id) ? newId() : b.id;
      seen.add(id);
      return b.type === 'group' ? { ...b, id, props: { children: dedupe(b.props.children) } } : { ...b, id };
    });
  return { blocks: dedupe(blocks), notes };
}

/** A `<section>` element to a slide (without vertical children). */
export function parseSection(el: Element, size: SlideSize = DECK_DEFAULTS): SlideFields {
  const a = el.attribs;
  const ours = a['data-id'] !== undefined;
  const { blocks, notes } = parseSlideContent(el.children, size, !ours);
  const slide: SlideFields = {
    id: Id.safeParse(a['data-id']).success ? a['data-id']! : newId(),
    hidden: a['data-visibility'] === 'hidden',
    notes,
    classes: classes(el).filter((c) => SlideClass.safeParse(c).success && c !== 'stack'),
    blocks,
  };
  const transition = oneOf(TRANSITIONS, a['data-transition']);
  if (transition) slide.transition = transition;
  const speed = oneOf(TRANSITION_SPEEDS, a['data-transition-speed']);
  if (speed) slide.transitionSpeed = speed;
  const bgTransition = oneOf(BACKGROUND_TRANSITIONS, a['data-background-transition']);
  if (bgTransition) slide.backgroundTransition = bgTransition;
  const background = parseBackground(a);
  if (background) slide.background = background;
  const autoAnimate = parseAutoAnimate(el);
  if (autoAnimate) slide.autoAnimate = autoAnimate;
  return slide;
}

/** The HTML of one slide's content (v0 documents stored slides this way) to a slide with a fresh id. */
export function parseSlideHtml(html: string, size: SlideSize = DECK_DEFAULTS): SlideFields {
  const nodes = parseFragment(html);
  const section = nodes.find((n): n is Element => isElement(n) && n.name === 'section');
  const onlySection = section && nodes.every((n) => n === section || !isElement(n));
  return onlySection ? parseSection(section, size) : { id: newId(), hidden: false, classes: [], ...parseSlideContent(nodes, size, true) };
}
