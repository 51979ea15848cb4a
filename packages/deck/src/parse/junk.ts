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
