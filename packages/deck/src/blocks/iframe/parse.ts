/** Reading iframe block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { findElement } from '../../html/dom.js';
import type { ParsedContent } from '../types.js';
import { A11Y_TEXT } from '@podium/shared';
import type { IframeProps } from './props.js';

/** The props of an `<iframe>` element: source (lazy `data-src` first), sandbox tokens and permissions policy. */
export function iframeProps(frame: Element): IframeProps {
  const a = frame.attribs;
  const props: IframeProps = { src: a['data-src'] ?? a.src ?? '' };
  if (a.sandbox !== undefined) props.sandbox = a.sandbox.trim().toLowerCase().split(/\s+/).filter(Boolean).join(' ');
  if (a.allow !== undefined) props.allow = a.allow.trim();
  // The generic title stands in for a missing one; it is not the author's.
  if (a.title?.trim() && a.title.trim() !== A11Y_TEXT.embeddedPage) props.title = a.title.trim();
  return props;
}

/** Read an iframe block back. */
export function parseIframe(content: Element): ParsedContent<'iframe'> | null {
  const frame = findElement(content.children, (el) => el.name === 'iframe');
  if (frame === undefined && content.children.length > 0) return null;
  return { props: frame ? iframeProps(frame) : { src: '' } };
}
