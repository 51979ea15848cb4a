/** Attributes of a reveal.js `<section>`: background, transitions, state, anchor, style, auto-slide. */
import type { Element } from 'domhandler';
import { BACKGROUND_TRANSITIONS, TRANSITIONS, type BackgroundTransition, type Transition } from '@podium/shared';
import { numAttr } from '../html/dom.js';
import { parseStyle, safeInlineCss } from '../html/style.js';
import { AutoSlideMs, Background, ReadingOrder, SlideAnchor, SlideState, SlideTitle, TRANSITION_SPEEDS, type SlideFields } from '../schema/slide.js';
import type { ParseReport } from './report.js';

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined => list.find((v) => v === value);

// reveal.js calls the SPEC's default transition "convex"; "default" is its deprecated alias of the same.
const TRANSITION_ALIASES: Readonly<Record<string, Transition>> = { convex: 'default' };
const BACKGROUND_ALIASES: Readonly<Record<string, BackgroundTransition>> = { default: 'convex', linear: 'slide' };

/** The in-transition of a reveal.js value (`convex`, `slide-in fade-out`, …) mapped to the SPEC option set. */
function transitionOf<T extends string>(raw: string | undefined, list: readonly T[], aliases: Readonly<Record<string, T>>, what: string, report: ParseReport): T | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const parts = raw.trim().toLowerCase().split(/\s+/);
  const inPart = (parts.find((p) => p.endsWith('-in')) ?? parts[0]!).replace(/-(in|out)$/, '');
  const found = oneOf(list, inPart) ?? (Object.hasOwn(aliases, inPart) ? aliases[inPart] : undefined);
  if (!found) report.warn(`${what} "${raw}"`, 'is not supported: the deck default is used');
  else if (parts.length > 1) report.warn(`${what} "${raw}"`, `kept as "${found}" (separate in and out transitions are not supported)`);
  return found;
}

const BACKGROUND_ATTRS: ReadonlyArray<readonly [keyof Background, string]> = [
  ['color', 'data-background-color'], ['image', 'data-background-image'], ['video', 'data-background-video'],
  ['size', 'data-background-size'], ['position', 'data-background-position'], ['repeat', 'data-background-repeat'],
  ['gradient', 'data-background-gradient'], ['iframe', 'data-background-iframe'],
];

function parseBackground(a: Record<string, string>, report: ParseReport): Background | undefined {
  const shorthand = a['data-background'];
  const isColor = shorthand !== undefined && !/[/.]/.test(shorthand) && !/gradient\(/.test(shorthand);
  const raw: Record<string, unknown> = Object.fromEntries(BACKGROUND_ATTRS.map(([key, attr]) => [key, a[attr]]));
  if (shorthand) {
    const key = /gradient\(/.test(shorthand) ? 'gradient' : isColor ? 'color' : 'image';
    raw[key] ??= shorthand;
  }
  if ('data-background-video-loop' in a) raw.videoLoop = true;
  if ('data-background-video-muted' in a) raw.videoMuted = true;
  if ('data-background-interactive' in a) raw.interactive = true;
  if (a['data-background-opacity'] !== undefined) raw.opacity = Number(a['data-background-opacity']);
  const bg: Record<string, unknown> = {};
  // Each field is checked alone so one bad value does not drop the whole background.
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const field = Background.shape[key as keyof typeof Background.shape];
    if (field.safeParse(value).success) bg[key] = value;
    else report.warn(`background ${key} "${String(value)}"`, 'dropped: not a valid or safe value');
  }
  return Object.keys(bg).length ? (bg as Background) : undefined;
}

// Attributes a section may carry that are read here, elsewhere in the parser, or that reveal.js sets while presenting.
const KNOWN_ATTRS = new Set([
  'id', 'class', 'style', 'hidden', 'role', 'data-id', 'data-title', 'data-reading-order', 'data-visibility', 'data-state', 'data-notes', 'data-autoslide',
  'data-transition', 'data-transition-speed', 'data-background', 'data-background-transition', 'data-background-opacity',
  'data-background-video-loop', 'data-background-video-muted', 'data-background-interactive',
  'data-auto-animate', 'data-auto-animate-duration', 'data-auto-animate-delay', 'data-auto-animate-easing', 'data-auto-animate-unmatched',
  'data-markdown', 'data-separator', 'data-separator-vertical', 'data-separator-notes', 'data-charset',
  'data-index-h', 'data-index-v', 'data-previous-indexv', 'data-fragment', 'data-background-hash',
  ...BACKGROUND_ATTRS.map(([, attr]) => attr),
]);

/** Report section attributes nothing reads (aria-* are reveal.js's own accessibility labels). */
function reportUnknownAttrs(a: Record<string, string>, report: ParseReport): void {
  const unknown = Object.keys(a).filter((name) => !KNOWN_ATTRS.has(name) && !name.startsWith('aria-'));
  if (unknown.length) report.warn(`slide attribute${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`, 'dropped: not supported');
}

type SectionAttrs = Pick<SlideFields, 'transition' | 'transitionSpeed' | 'backgroundTransition' | 'background' | 'state' | 'anchor' | 'style' | 'autoSlide' | 'title' | 'readingOrder'>;

/** The slide fields a `<section>`'s attributes carry (everything but id, classes, blocks and notes). */
export function parseSectionAttrs(el: Element, report: ParseReport): SectionAttrs {
  const a = el.attribs;
  const out: SectionAttrs = {};
  reportUnknownAttrs(a, report);
  const transition = transitionOf(a['data-transition'], TRANSITIONS, TRANSITION_ALIASES, 'transition', report);
  if (transition) out.transition = transition;
  const speed = oneOf(TRANSITION_SPEEDS, a['data-transition-speed']);
  if (speed) out.transitionSpeed = speed;
  const bgTransition = transitionOf(a['data-background-transition'], BACKGROUND_TRANSITIONS, BACKGROUND_ALIASES, 'background transition', report);
  if (bgTransition) out.backgroundTransition = bgTransition;
  const background = parseBackground(a, report);
  if (background) out.background = background;
  const checked = <T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, value: unknown, what: string): T | undefined => {
    if (value === undefined) return undefined;
    const r = schema.safeParse(value);
    if (!r.success) report.warn(`${what} "${String(value)}"`, 'dropped: not a valid value');
    return r.success ? r.data : undefined;
  };
  const state = checked<string>(SlideState, a['data-state']?.trim().replace(/\s+/g, ' '), 'slide state');
  if (state) out.state = state;
  const anchor = checked<string>(SlideAnchor, a.id, 'slide id');
  if (anchor) out.anchor = anchor;
  const autoSlide = checked<number>(AutoSlideMs, a['data-autoslide'] === undefined ? undefined : numAttr(el, 'data-autoslide') ?? a['data-autoslide'], 'auto-slide delay');
  if (autoSlide !== undefined) out.autoSlide = autoSlide;
  const title = checked<string>(SlideTitle, a['data-title']?.replace(/\s+/g, ' ').trim() || undefined, 'slide title');
  if (title) out.title = title;
  const order = checked<string[]>(ReadingOrder, a['data-reading-order']?.trim().split(/\s+/), 'reading order');
  if (order?.length) out.readingOrder = order;
  if (a.style?.trim()) {
    const { css, dropped } = safeInlineCss(parseStyle(a.style));
    if (css) out.style = css;
    if (dropped.length) report.warn(`slide style ${dropped.join(', ')}`, 'dropped: unsafe or unreadable CSS');
  }
  return out;
}
