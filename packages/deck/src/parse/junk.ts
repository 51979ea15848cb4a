/** Markup that renders nothing a reader could see (`<br>` runs, emptied `<link>`s, empty wrappers). */
import type { AnyNode } from 'domhandler';
import { isElement } from '../html/dom.js';

// Elements that show something even when they hold no text.
const VISIBLE = new Set([
  'img', 'svg', 'video', 'audio', 'iframe', 'canvas', 'object', 'embed', 'picture', 'input', 'button', 'select',
  'textarea', 'hr', 'table', 'math', 'progress', 'meter',
]);

// Elements that never render (their text is code or metadata).
const INERT = new Set(['script', 'style', 'link', 'meta', 'template', 'noscript', 'title', 'base']);

/** Whether nodes hold no text and nothing visible (elements with an inline style or a class may draw a box, so they count). */
export function isInvisibleMarkup(nodes: readonly AnyNode[]): boolean {
  const stack = [...nodes];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'text') {
      if (node.data.replace(/\u00a0/g, ' ').trim()) return false;
      continue;
    }
    if (!isElement(node) || INERT.has(node.name)) continue;
    if (VISIBLE.has(node.name) || node.attribs.style?.trim() || node.attribs.class?.trim()) return false;
    stack.push(...node.children);
  }
  return true;
}

// Elements the snippet sanitiser removes together with what they hold.
const SANITISED_AWAY = new Set(['script', 'style', 'form', 'iframe', 'object', 'embed']);

/** The elements (by tag name) in nodes that sanitising a snippet removes, with what they hold. */
export function sanitisedAway(nodes: readonly AnyNode[]): string[] {
  const found = new Set<string>();
  const stack = [...nodes];
  while (stack.length) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (SANITISED_AWAY.has(node.name)) found.add(node.name);
    else stack.push(...node.children);
  }
  return [...found].sort();
}
