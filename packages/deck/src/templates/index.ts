/** Built-in deck templates (one file each) and slide layouts; `withFreshIds` re-ids a stored slide before it is inserted. */
import { newId } from '../ids.js';
import type { Block } from '../schema/block.js';
import type { Slide } from '../schema/slide.js';
import { agendaTemplate } from './agenda.js';
import { bigNumberTemplate } from './bigNumber.js';
import { codeWalkthroughTemplate } from './codeWalkthrough.js';
import { comparisonTemplate } from './comparison.js';
import { imageTextTemplate } from './imageText.js';
import { quoteTemplate } from './quote.js';
import { sectionBreakTemplate } from './sectionBreak.js';
import { teamTemplate } from './team.js';
import { thankYouTemplate } from './thankYou.js';
import { timelineTemplate } from './timeline.js';
import { titleTemplate } from './title.js';
import { twoColumnsTemplate } from './twoColumns.js';
import type { DeckTemplate } from './types.js';

export type { DeckTemplate } from './types.js';
export { SLIDE_LAYOUTS, findSlideLayout, type SlideLayout } from './layouts.js';

/** Every built-in deck template, in the order the templates popup lists them. */
export const DECK_TEMPLATES: readonly DeckTemplate[] = [
  titleTemplate, agendaTemplate, sectionBreakTemplate, twoColumnsTemplate, imageTextTemplate, quoteTemplate,
  bigNumberTemplate, comparisonTemplate, timelineTemplate, teamTemplate, codeWalkthroughTemplate, thankYouTemplate,
];

/** A built-in deck template by id. */
export function findDeckTemplate(id: string): DeckTemplate | undefined {
  return DECK_TEMPLATES.find((t) => t.id === id);
}

function reId(blocks: readonly Block[]): Block[] {
  return blocks.map((b) => (b.type === 'group'
    ? { ...b, id: newId(), props: { ...b.props, children: reId(b.props.children) } }
    : { ...b, id: newId() }) as Block);
}

/** A copy of a slide (and its vertical children) with new slide and block ids, so it can join any deck. */
export function withFreshIds(slide: Slide): Slide {
  const { children, ...top } = slide;
  return {
    ...top,
    id: newId(),
    blocks: reId(top.blocks),
    ...(children ? { children: children.map((c) => ({ ...c, id: newId(), blocks: reId(c.blocks) })) } : {}),
  };
}

/** A layout made for the default 960×700 slide, stretched to a deck of another size (positions and box sizes). */
export function fitSlide(slide: Slide, width: number, height: number, from = { width: 960, height: 700 }): Slide {
  if (width === from.width && height === from.height) return slide;
  const sx = width / from.width;
  const sy = height / from.height;
  return {
    ...slide,
    blocks: slide.blocks.map((b) => ({ ...b, x: b.x * sx, y: b.y * sy, width: Math.max(1, b.width * sx), height: Math.max(1, b.height * sy) }) as Block),
  };
}
