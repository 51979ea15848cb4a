/** A reveal.js `<section>` (slides.com blocks or plain content) to a slide. */
import { isText, type AnyNode, type Element, type Text } from 'domhandler';
import { DECK_DEFAULTS, LIMITS, RESERVED_SLIDE_CLASSES } from '@podium/shared';
import { classes, flagAttr, hasClass, isElement, numAttr, parseFragment, textOf } from '../html/dom.js';
import { escapeText } from '../html/escape.js';
import { outerHtml } from '../html/serialize.js';
import { newId } from '../ids.js';
import { easingFromCss } from '../render/easing.js';
import type { Block } from '../schema/block.js';
import { Id } from '../schema/common.js';
import { AutoAnimate, DEFAULT_EASING, SlideClass, type SlideFields } from '../schema/slide.js';
import { paintOrder } from '../blocks/group/render.js';
import { isSlBlock, parseBlockElement } from './block.js';
import { layoutColumn, plainElementToBlocks, type SlideSize } from './plain.js';
import { ParseReport } from './report.js';
import { parseSectionAttrs } from './section-attrs.js';

// Phrasing elements: with the text around them they make one line of text, not a block each.
const INLINE_TAGS = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's',
  'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr',
]);

// reveal.js sets these while presenting; exported markup carries them, and dropping them loses nothing.
const RUNTIME_CLASSES = new Set<string>(RESERVED_SLIDE_CLASSES);

function parseAutoAnimate(el: Element, report: ParseReport): AutoAnimate | undefined {
  if (!('data-auto-animate' in el.attribs)) return undefined;
  const ms = (name: string): number | undefined => {
    const s = numAttr(el, name);
    if (s === undefined && el.attribs[name] !== undefined) report.warn(`auto-animate ${name.slice('data-auto-animate-'.length)} "${el.attribs[name]!.slice(0, 60)}"`, 'not a number of seconds: the default is used');
    return s === undefined ? undefined : Math.round(s * 1000);
  };
  const asked = el.attribs['data-auto-animate-easing'];
  const known = asked === undefined ? undefined : easingFromCss(asked);
  if (asked !== undefined && !known) report.warn(`auto-animate easing "${asked.slice(0, 60)}"`, `not one Podium offers: ${DEFAULT_EASING} is used`);
  const easing = known ?? DEFAULT_EASING;
  const parsed = AutoAnimate.safeParse({
    enabled: true,
    duration: ms('data-auto-animate-duration'),
    delay: ms('data-auto-animate-delay'),
    easing,
    unmatched: el.attribs['data-auto-animate-unmatched'] === undefined ? undefined : flagAttr(el, 'data-auto-animate-unmatched'),
  });
  if (parsed.success) return parsed.data;
  report.warn('auto-animate timing', 'out of range: the default duration and delay are used');
  return AutoAnimate.parse({ enabled: true });
}

/** Blocks and notes of a slide's content nodes; invisible junk is dropped and reported. */
export function parseSlideContent(nodes: readonly AnyNode[], size: SlideSize, trimNotes: boolean, report: ParseReport = new ParseReport()): { blocks: Block[]; notes: string } {
  const blocks: Block[] = [];
  let plain: Block[] = [];
  let notes = '';
  const flushPlain = (): void => {
    if (!plain.length) return;
    const top = blocks.reduce((z, b) => Math.max(z, b.z + 1), 0);
    blocks.push(...layoutColumn(plain, size, top));
    plain = [];
  };
  // Loose text and inline elements side by side are one paragraph, as the browser shows them.
  let inline: Array<Text | Element> = [];
  const flushInline = (): void => {
    const shown = inline.filter((n) => isElement(n) || n.data.trim());
    // One inline element on its own stays a block of its own (with its fragment, if it has one).
    if (shown.length === 1 && isElement(shown[0]!)) plain.push(...plainElementToBlocks(shown[0], size, report));
    else if (shown.length) {
      const html = inline.map((n) => (isElement(n) ? outerHtml(n) : escapeText(n.data))).join('').trim();
      plain.push(...plainElementToBlocks(parseFragment(`<p>${html}</p>`)[0] as Element, size, report));
    }
    inline = [];
  };
  for (const node of nodes) {
    if (isText(node) || (isElement(node) && INLINE_TAGS.has(node.name))) {
      inline.push(node);
      continue;
    }
    if (!isElement(node)) continue;
    flushInline();
    if (node.name === 'aside' && hasClass(node, 'notes')) {
      const text = textOf(node);
      notes += trimNotes ? text.trim() : text;
    } else if (isSlBlock(node)) {
      const block = parseBlockElement(node, report);
      if (block) blocks.push(block);
    } else {
      plain.push(...plainElementToBlocks(node, size, report));
    }
  }
  flushInline();
  flushPlain();
  // Imported markup may repeat block ids; ops address blocks by id, so repeats get fresh ones.
  const seen = new Set<string>();
  const dedupe = (list: Block[]): Block[] =>
    list.map((b) => {
      const id = seen.has(b.id) ? newId() : b.id;
      seen.add(id);
      return b.type === 'group' ? { ...b, id, props: { children: dedupe(b.props.children) } } : { ...b, id };
    });
  // Podium writes blocks in reading order and paints them by z-index: the document keeps them in paint order.
  return { blocks: dedupe(paintOrder(blocks)), notes };
}

/** A `<section>` element to a slide (without vertical children). */
export function parseSection(el: Element, size: SlideSize = DECK_DEFAULTS, report: ParseReport = new ParseReport()): SlideFields {
  report.nextSlide();
  const a = el.attribs;
  const ours = a['data-id'] !== undefined;
  const content = parseSlideContent(el.children, size, !ours, report);
  // reveal.js also takes notes from a data-notes attribute.
  const notes = [a['data-notes']?.trim(), content.notes].filter(Boolean).join('\n\n');
  const list = classes(el);
  const reserved = list.filter((c) => c !== 'stack' && !RUNTIME_CLASSES.has(c) && !SlideClass.safeParse(c).success);
  if (reserved.length) report.warn(`slide classes ${reserved.join(', ')}`, 'dropped: reserved by reveal.js or not a class name');
  const slide: SlideFields = {
    id: Id.safeParse(a['data-id']).success ? a['data-id']! : newId(),
    hidden: a['data-visibility'] === 'hidden',
    notes: notes.slice(0, LIMITS.speakerNotesMax),
    classes: list.filter((c) => SlideClass.safeParse(c).success && c !== 'stack'),
    blocks: content.blocks,
  };
  if (notes.length > LIMITS.speakerNotesMax) report.warn('speaker notes', `cut to ${LIMITS.speakerNotesMax} characters`);
  Object.assign(slide, parseSectionAttrs(el, report));
  const autoAnimate = parseAutoAnimate(el, report);
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
