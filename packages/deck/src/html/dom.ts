/** Small helpers over htmlparser2/domhandler trees (no DOM needed). */
import { parseDocument } from 'htmlparser2';
import type { AnyNode, Element } from 'domhandler';
import { textContent } from 'domutils';

/** Parse an HTML fragment into nodes (entities decoded, names lowercased). */
export function parseFragment(html: string): AnyNode[] {
  return parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true }).children;
}

/** True when the node is an element (including script/style elements). */
export function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

/** Element children of a node list, skipping text and comments. */
export function elements(nodes: readonly AnyNode[]): Element[] {
  return nodes.filter(isElement);
}

/** The class list of an element. */
export function classes(el: Element): string[] {
  return (el.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

/** Whether the element has a class. */
export function hasClass(el: Element, name: string): boolean {
  return classes(el).includes(name);
}

/** First descendant element (depth first) matching the test. */
export function findElement(nodes: readonly AnyNode[], test: (el: Element) => boolean): Element | undefined {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (test(node)) return node;
    const inner = findElement(node.children, test);
    if (inner) return inner;
  }
  return undefined;
}

/** Concatenated text of a node (entities decoded). */
export function textOf(node: AnyNode | AnyNode[]): string {
  return textContent(node);
}

/** True when every node is whitespace text or a comment. */
export function isBlank(nodes: readonly AnyNode[]): boolean {
  return nodes.every((n) => n.type === 'comment' || (n.type === 'text' && n.data.trim() === ''));
}

/** An attribute as a number, or undefined. */
export function numAttr(el: Element, name: string): number | undefined {
  const raw = el.attribs[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw.replace(/px$/, ''));
  return Number.isFinite(n) ? n : undefined;
}

/** An attribute that is present and not "false" (reveal-style boolean attributes). */
export function flagAttr(el: Element, name: string): boolean {
  const raw = el.attribs[name];
  return raw !== undefined && raw !== 'false';
}
