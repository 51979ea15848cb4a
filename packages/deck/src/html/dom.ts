/** Small helpers over htmlparser2/domhandler trees (no DOM needed). */
import { parseDocument } from 'htmlparser2';
import { Text, type AnyNode, type Element, type ParentNode } from 'domhandler';
import { textContent } from 'domutils';

/** Deeper markup is flattened to its text: every walker here is recursive and must not overflow the stack. */
export const MAX_MARKUP_DEPTH = 256;

/** The text below a node, gathered without recursion. */
function flatText(node: ParentNode): string {
  let out = '';
  const stack: AnyNode[] = [...node.children].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === 'text') out += n.data;
    else if ('children' in n) for (let i = n.children.length - 1; i >= 0; i -= 1) stack.push(n.children[i]!);
  }
  return out;
}

function limitDepth(root: ParentNode): void {
  const stack: Array<[ParentNode, number]> = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth >= MAX_MARKUP_DEPTH) {
      const text = new Text(flatText(node));
      text.parent = node;
      node.children = [text];
      continue;
    }
    for (const child of node.children) if ('children' in child) stack.push([child, depth + 1]);
  }
}

/** Parse an HTML fragment into nodes (entities decoded, names lowercased, nesting capped at MAX_MARKUP_DEPTH). */
export function parseFragment(html: string): AnyNode[] {
  const doc = parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  limitDepth(doc);
  return doc.children;
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
