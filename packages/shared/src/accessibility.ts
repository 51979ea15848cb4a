/**
 * Accessibility of decks: what a screen reader hears while a deck plays, and the thresholds and wording of the
 * editor's accessibility check (WCAG 2.x AA). The player and the editor import these; nothing else spells them.
 */

/** WCAG AA: contrast for body text, and for large text (at least 24 px, or 18.66 px bold). */
export const A11Y_CONTRAST = { normal: 4.5, large: 3, largeTextPx: 24, largeBoldTextPx: 18.66 } as const;

/** Text smaller than this (in slide pixels, on the deck's own scale) is flagged as tiny. */
export const A11Y_MIN_TEXT_PX = 16;

/** At most this many characters in a slide's own title. */
export const SLIDE_TITLE_MAX = 200;

/** The name of a slide's region in the player ("Slide 3 of 12: Results"). */
export function slideRegionLabel(position: number, total: number, title: string | null): string {
  const where = `Slide ${position} of ${total}`;
  return title ? `${where}: ${title}` : where;
}

export const A11Y_TEXT = {
  /** The player's skip link and the show page's, to the slides. */
  skipToSlides: 'Skip to the slides',
  /** The region around all slides in the player. */
  deckRegion: (title: string) => `Slides: ${title}`,
  /** The name of an embedded page (iframe block) or site video until its author gives one. */
  embeddedPage: 'Embedded web page',
  embeddedVideo: 'Embedded video',
  /** Read out when a fragment appears (its text follows). */
  fragmentShown: (text: string) => `Shown: ${text}`,
} as const;

/** The kinds of finding of the editor's accessibility check. */
export type A11yFindingKind = 'missing-alt' | 'missing-title' | 'no-slide-title' | 'low-contrast' | 'tiny-text' | 'empty-link';

/** One line per finding in the accessibility check panel. */
export const A11Y_FINDINGS = {
  'missing-alt': (what: string) => `${what} has no alternative text. Describe it, or mark it decorative.`,
  'missing-title': (what: string) => `${what} has no title. Give it one so screen readers can name it.`,
  'no-slide-title': 'Slide has no title. Add a heading or give the slide a title.',
  'low-contrast': (ratio: number, needed: number) => `Text is hard to read: contrast ${ratio.toFixed(1)}:1, at least ${needed}:1 is needed.`,
  'tiny-text': (px: number) => `Text is very small (${Math.round(px * 10) / 10} px); use at least ${A11Y_MIN_TEXT_PX} px.`,
  'empty-link': 'A link has no text. Screen readers cannot say where it goes.',
} as const;

export const A11Y_PANEL = {
  title: 'Accessibility',
  clean: 'No accessibility problems found.',
  count: (n: number) => (n === 1 ? 'One problem' : `${n} problems`),
} as const;

/** How the editor's canvas names blocks and slides to screen readers, and what its keys do. */
export const CANVAS_A11Y = {
  /** A block's type as announced ("Text block: Quarterly results"). */
  typeNames: {
    text: 'Text block', image: 'Image', video: 'Video', shape: 'Shape', drawing: 'Drawing', line: 'Line',
    iframe: 'Embedded page', table: 'Table', code: 'Code', math: 'Math', snippet: 'HTML snippet', group: 'Group', poll: 'Poll',
  } as Record<string, string>,
  blockLabel: (type: string, text: string, decorative: boolean, locked: boolean) =>
    `${type}${decorative ? ' (decorative)' : ''}${text ? `: ${text}` : ''}${locked ? ', locked' : ''}`,
  /** The slide on the canvas ("Slide 2 of 5: Results, 3 blocks"). */
  slideLabel: (position: number, total: number, title: string | null, blocks: number) =>
    `${slideRegionLabel(position, total, title)}, ${blocks === 1 ? 'one block' : `${blocks} blocks`}`,
  /** The editor's skip link, past the top bar and the navigator. */
  skipToSlide: 'Skip to the slide',
  keysHint: 'Tab and Shift+Tab go through the blocks in reading order, arrow keys move the block, Enter edits it or enters its group, Escape leaves.',
  /** The reading order list of the accessibility panel. */
  readingOrderTitle: 'Reading order of this slide',
  readingOrderHint: 'Screen readers, Tab on the canvas, PDF and PowerPoint read the blocks in this order.',
  readingOrderDefault: 'Top to bottom, left to right (default).',
  readingOrderReset: 'Use the default order',
  moveUp: (label: string) => `Move ${label} earlier`,
  moveDown: (label: string) => `Move ${label} later`,
  moved: (label: string, position: number, total: number) => `${label}: now ${position} of ${total}`,
  /** The accessibility panel's fix for a finding. */
  fixEdit: 'Edit the block',
  fixOpen: (finding: string) => `Fix: ${finding}`,
} as const;
