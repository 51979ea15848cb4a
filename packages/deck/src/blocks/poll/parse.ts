/** Reading poll block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { POLL_LIMITS } from '@podium/shared';
import { elements, findElement, hasClass, textOf } from '../../html/dom.js';
import type { ParsedContent } from '../types.js';

/** Read a poll block back; null without its question or with fewer options than a poll takes. */
export function parsePoll(content: Element): ParsedContent<'poll'> | null {
  const question = findElement(content.children, (el) => hasClass(el, 'sl-poll__question'));
  const list = findElement(content.children, (el) => hasClass(el, 'sl-poll__options'));
  if (!question || !list) return null;
  const options = elements(list.children).filter((el) => el.name === 'li').map((li) => {
    const label = findElement(li.children, (el) => hasClass(el, 'sl-poll__label'));
    return textOf(label ?? li).trim().slice(0, POLL_LIMITS.optionMax);
  }).slice(0, POLL_LIMITS.optionsMax);
  if (options.length < POLL_LIMITS.optionsMin) return null;
  const mode = content.attribs['data-poll-mode'] === 'multiple' ? 'multiple' : 'single';
  return { props: { question: textOf(question).trim().slice(0, POLL_LIMITS.questionMax), options, mode } };
}
