/** HTML serialisation of htmlparser2 trees following the HTML fragment serialisation rules browsers use for innerHTML. */
import type { AnyNode, Element } from 'domhandler';

export const VOID_ELEMENTS = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
]);
const RAW_TEXT = new Set(['style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext', 'noscript']);

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/\u00a0/g, '&nbsp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/\u00a0/g, '&nbsp;').replace(/"/g, '&quot;');
}

function serializeElement(el: Element): string {
  let out = `<${el.name}`;
  for (const [name, value] of Object.entries(el.attribs)) out += ` ${name}="${escapeAttribute(value)}"`;
  out += '>';
  if (VOID_ELEMENTS.has(el.name)) return out;
  out += serializeNodes(el.children, RAW_TEXT.has(el.name));
  return `${out}</${el.name}>`;
}

/** Serialise nodes the way `innerHTML` would, so sanitiser output survives a parse/serialise round trip unchanged. */
export function serializeNodes(nodes: readonly AnyNode[], rawText = false): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += rawText ? node.data : escapeText(node.data);
    else if (node.type === 'comment') out += `<!--${node.data}-->`;
    else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') out += serializeElement(node);
    else if (node.type === 'cdata') out += serializeNodes(node.children);
    // Directives (doctype) have no place inside a block and are dropped.
  }
  return out;
}

/** Serialise an element's children (its innerHTML). */
export function innerHtml(el: Element): string {
  return serializeNodes(el.children, RAW_TEXT.has(el.name));
}

/** Serialise an element including itself (its outerHTML). */
export function outerHtml(el: Element): string {
  return serializeElement(el);
}
