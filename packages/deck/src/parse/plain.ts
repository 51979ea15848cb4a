/**
 * Plain reveal.js content (headings, paragraphs, lists, images… directly in a `<section>`) to positioned blocks.
 * reveal.js lays such content out as a centred column; we approximate that with estimated heights.
 */
import type { Element } from 'domhandler';
import { FRAGMENT_STYLES } from '@podium/shared';
import { createBlock } from '../blocks/registry.js';
import { codeText, highlightSteps, languageOf } from '../blocks/code/parse.js';
import { tableCells } from '../blocks/table/parse.js';
import { iframeProps } from '../blocks/iframe/parse.js';
import { parseSiteFrame } from '../blocks/video/parse.js';
import { stripDelimiters } from '../blocks/math/parse.js';
import { findElement, hasClass, isElement, numAttr, textOf } from '../html/dom.js';
import { outerHtml } from '../html/serialize.js';
import { parseStyle } from '../html/style.js';
import { Block } from '../schema/block.js';
import { fragmentOf, keepOrDrop } from './block.js';
import { ParseReport } from './report.js';

const TEXT_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'dl', 'blockquote', 'span', 'strong', 'em', 'a', 'small']);
const HEADING_HEIGHT: Record<string, number> = { h1: 100, h2: 80, h3: 60, h4: 50, h5: 40, h6: 40 };
const LINE = 40;

export interface SlideSize {
  width: number;
  height: number;
}

/** Copy of an element without its fragment classes (the block carries the fragment instead). */
function withoutFragment(el: Element): Element {
  const fragmentNames = new Set(['fragment', ...FRAGMENT_STYLES.map((f) => f.className).filter(Boolean)]);
  const clone = el.cloneNode(true);
  const kept = (clone.attribs.class ?? '').split(/\s+/).filter((c) => c && !fragmentNames.has(c));
  if (kept.length) clone.attribs.class = kept.join(' ');
  else delete clone.attribs.class;
  delete clone.attribs['data-fragment-index'];
  return clone;
}

function textHeight(el: Element): number {
  if (HEADING_HEIGHT[el.name]) return HEADING_HEIGHT[el.name]!;
  if (el.name === 'ul' || el.name === 'ol' || el.name === 'dl') {
    const items = el.children.filter((c) => c.type === 'tag' && (c.name === 'li' || c.name === 'dt' || c.name === 'dd')).length;
    return Math.max(1, items) * LINE;
  }
  return Math.max(1, Math.ceil(textOf(el).length / 60)) * LINE;
}

function fit(width: number, height: number, maxWidth: number, maxHeight: number): [number, number] {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
}

/** A loose image's length: px, or a percentage of the slide's side (the section is what it is a share of); null when unreadable. */
function imageLength(raw: string, side: number): number | null {
  const match = /^(\d+(?:\.\d+)?)(px|%)?$/i.exec(raw.trim());
  if (!match) return null;
  const value = Number(match[1]);
  return match[2] === '%' ? Math.round((value / 100) * side) : value;
}

/** A loose `<img>`'s width and height from its style (which wins, as in the browser) or attributes; what cannot be read is reported. */
function looseImageSize(el: Element, size: SlideSize, report: ParseReport): { width?: number; height?: number } {
  const style = parseStyle(el.attribs.style);
  const read = (name: 'width' | 'height', side: number): number | undefined => {
    const raw = style.get(name) ?? el.attribs[name];
    if (raw === undefined || raw.trim() === '' || raw.trim() === 'auto') return undefined;
    const value = imageLength(raw, side);
    if (value === null || value <= 0) report.warn(`image ${name} "${raw.trim().slice(0, 40)}"`, 'not read: the default size is used');
    return value !== null && value > 0 ? value : undefined;
  };
  return { width: read('width', size.width), height: read('height', size.height) };
}

/** A `<pre>`'s code elements as code blocks (several `<code>`s in one `<pre>` each keep theirs). */
function codeBlocks(el: Element, size: SlideSize, extra: object, report: ParseReport): Block[] {
  const maxWidth = Math.round(size.width * 0.9);
  const codes = el.children.filter((c): c is Element => isElement(c) && c.name === 'code');
  const sources = codes.length ? codes : [undefined];
  return sources.map((code) => {
    const text = codeText(code ?? el);
    const numbers = code?.attribs['data-line-numbers'];
    const highlight = highlightSteps(numbers, report);
    const props = {
      language: languageOf(code, el),
      code: text,
      lineNumbers: numbers !== undefined,
      ...(highlight ? { highlight } : {}),
    };
    return createBlock('code', { width: maxWidth, height: Math.min(size.height * 0.8, text.split('\n').length * 24 + 20), props, ...extra });
  });
}

/** One plain element as unplaced blocks (x/y are set by `layoutColumn`); none when it shows nothing (reported). */
export function plainElementToBlocks(el: Element, size: SlideSize, report: ParseReport = new ParseReport()): Block[] {
  const maxWidth = Math.round(size.width * 0.9);
  const fragment = fragmentOf(el);
  const source = fragment ? withoutFragment(el) : el;
  const extra = fragment ? { fragment } : {};
  let blocks: Block[] = [];
  if (TEXT_TAGS.has(el.name)) {
    blocks = [createBlock('text', { width: maxWidth, height: textHeight(el), props: { html: outerHtml(source) }, ...extra })];
  } else if (el.name === 'img' && (el.attribs.src ?? el.attribs['data-src'])) {
    const { width: nw, height: nh } = looseImageSize(el, size, report);
    const [width, height] = fit(nw ?? 480, nh ?? 320, maxWidth, size.height * 0.8);
    const props = { src: el.attribs.src ?? el.attribs['data-src'] ?? '', ...(el.attribs.alt !== undefined ? { alt: el.attribs.alt } : {}) };
    blocks = [createBlock('image', { width, height, props, ...extra })];
  } else if (el.name === 'video') {
    const source = findElement(el.children, (c) => c.name === 'source');
    const src = el.attribs.src ?? el.attribs['data-src'] ?? source?.attribs.src ?? source?.attribs['data-src'] ?? '';
    const props = { src, autoplay: 'autoplay' in el.attribs || 'data-autoplay' in el.attribs, loop: 'loop' in el.attribs, muted: 'muted' in el.attribs, controls: 'controls' in el.attribs };
    blocks = [createBlock('video', { props, ...extra })];
  } else if (el.name === 'iframe') {
    const [width, height] = fit(numAttr(el, 'width') ?? 576, numAttr(el, 'height') ?? 420, maxWidth, size.height * 0.8);
    // A video site's player stays a video block (its options editable), other pages are iframe blocks.
    const video = parseSiteFrame(el);
    blocks = [video ? createBlock('video', { width, height, props: video.props, ...extra }) : createBlock('iframe', { width, height, props: iframeProps(el), ...extra })];
  } else if (el.name === 'pre') {
    blocks = codeBlocks(el, size, extra, report);
  } else if (el.name === 'div' && hasClass(el, 'math')) {
    blocks = [createBlock('math', { width: maxWidth, props: { tex: stripDelimiters(textOf(el)) }, ...extra })];
  } else if (el.name === 'table') {
    const parsed = tableCells(el);
    if (parsed) {
      const props = { rows: parsed.cells.length, cols: parsed.cells[0]?.length ?? 1, cells: parsed.cells, header: parsed.header, ...(parsed.columnAlign ? { columnAlign: parsed.columnAlign } : {}) };
      blocks = [createBlock('table', { width: maxWidth, height: parsed.cells.length * LINE, props, ...extra })];
    }
  }
  const checked = blocks.map((b) => Block.safeParse(b));
  if (blocks.length && checked.every((c) => c.success)) return checked.map((c) => c.data!);
  const kept = keepOrDrop([el], outerHtml(el), { width: maxWidth, height: textHeight(el) }, `<${el.name}> markup`, report);
  return kept ? [kept] : [];
}

/** Stack blocks as a centred column, vertically centred when they fit (as reveal.js centres slides). */
export function layoutColumn(blocks: Block[], size: SlideSize, firstZ: number): Block[] {
  const gap = 20;
  const total = blocks.reduce((sum, b) => sum + b.height, 0) + gap * Math.max(0, blocks.length - 1);
  let y = Math.max(0, Math.round((size.height - total) / 2));
  return blocks.map((b, i) => {
    const placed = { ...b, x: Math.round((size.width - b.width) / 2), y, z: firstZ + i };
    y += b.height + gap;
    return placed;
  });
}
