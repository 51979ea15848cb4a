/**
 * HTML serialisation of htmlparser2 trees with dom-serializer, configured to follow the fragment serialisation rules
 * browsers use for innerHTML (minimal escaping, `name=""` for empty attributes, no self-closing tags).
 */
import render, { type DomSerializerOptions } from 'dom-serializer';
import type { AnyNode, Element } from 'domhandler';

const OPTIONS: DomSerializerOptions = { encodeEntities: 'utf8', emptyAttrs: true, selfClosingTags: false };

// Directives (doctype) have no place inside a block and are dropped.
const withoutDirectives = (nodes: readonly AnyNode[]): AnyNode[] => nodes.filter((n) => n.type !== 'directive');

/** Serialise nodes the way `innerHTML` would, so sanitiser output survives a parse/serialise round trip unchanged. */
export function serializeNodes(nodes: readonly AnyNode[]): string {
  return render(withoutDirectives(nodes), OPTIONS);
}

/** Serialise an element's children (its innerHTML). */
export function innerHtml(el: Element): string {
  return serializeNodes(el.children);
}

/** Serialise an element including itself (its outerHTML). */
export function outerHtml(el: Element): string {
  return render(el, OPTIONS);
}
