/** Parsing slides.com `.sl-block` markup back into blocks; anything not understood becomes a snippet block. */
import type { Element } from 'domhandler';
import { FRAGMENT_STYLES } from '@podium/shared';
import { blockDefinition, createBlock, isBlockType } from '../blocks/registry.js';
import { blockParser } from '../blocks/parsers.js';
import type { ParseContext } from '../blocks/types.js';
import { classes, findElement, hasClass, numAttr } from '../html/dom.js';
import { innerHtml, outerHtml } from '../html/serialize.js';
import { parseStyle, readPx } from '../html/style.js';
import { newId } from '../ids.js';
import { Block } from '../schema/block.js';
import { Border, Id, isSafeUrl, type Fragment } from '../schema/common.js';

/** The fragment described by reveal.js classes on an element, if any. */
export function fragmentOf(el: Element): Fragment | undefined {
  const list = classes(el);
  if (!list.includes('fragment')) return undefined;
  const style = FRAGMENT_STYLES.find((f) => f.className && list.includes(f.className))?.id ?? 'fade-in';
  const index = numAttr(el, 'data-fragment-index');
  return index !== undefined && Number.isInteger(index) && index >= 0 ? { style, index } : { style };
}

function borderOf(value: string | undefined): Border | undefined {
  const m = /^(\d*\.?\d+)px\s+(solid|dashed|dotted|double)\s+(.+)$/.exec(value?.trim() ?? '');
  if (!m) return undefined;
  const parsed = Border.safeParse({ width: Number(m[1]), style: m[2], color: m[3] });
  return parsed.success ? parsed.data : undefined;
}

// Only a data-id that differs from the block id is a match key of its own (render writes the block id otherwise).
function animateIdOf(el: Element): { animateId?: string } {
  const dataId = el.attribs['data-id'];
  return dataId && dataId !== el.attribs['data-block-id'] && Id.safeParse(dataId).success ? { animateId: dataId } : {};
}

/** A snippet block holding `html` in the given box (how unknown markup is kept rather than dropped). */
export function snippetBlock(html: string, box: { x?: number; y?: number; width?: number; height?: number; z?: number }): Block {
  const base = createBlock('snippet', { props: { html } });
  return {
    ...base,
    x: box.x ?? 0,
    y: box.y ?? 0,
    width: Math.max(1, box.width ?? base.width),
    height: Math.max(1, box.height ?? base.height),
    z: box.z ?? 0,
  };
}

/** Parse one `.sl-block` element (and, for groups, its children). */
export function parseBlockElement(el: Element): Block {
  const style = parseStyle(el.attribs.style);
  const link = el.children.length ? findElement(el.children, (c) => c.name === 'a' && hasClass(c, 'sl-block-link')) : undefined;
  const content = findElement(link ? link.children : el.children, (c) => hasClass(c, 'sl-block-content'));
  const contentStyle = parseStyle(content?.attribs.style);
  const zRaw = readPx(style, 'z-index') ?? readPx(contentStyle, 'z-index');
  const width = readPx(style, 'width');
  const height = readPx(style, 'height');
  const box = {
    x: readPx(style, 'left') ?? 0,
    y: readPx(style, 'top') ?? 0,
    width,
    height,
    z: zRaw !== undefined && Number.isInteger(zRaw) && zRaw >= 0 ? zRaw : 0,
  };
  const type = el.attribs['data-block-type'];
  if (!content || !isBlockType(type)) return snippetBlock(content ? innerHtml(content) : innerHtml(el), box);

  const ctx: ParseContext = { parseBlock: parseBlockElement, autoSized: width === undefined || height === undefined };
  const parsed = blockParser(type)(content, ctx);
  if (!parsed) return snippetBlock(innerHtml(content), box);

  const def = blockDefinition(type);
  const rotate = /rotate\((-?[\d.]+)deg\)/.exec(style.get('transform') ?? '');
  const opacity = readPx(contentStyle, 'opacity');
  const padding = readPx(contentStyle, 'padding');
  const border = borderOf(contentStyle.get('border'));
  const fragment = fragmentOf(content) ?? fragmentOf(el);
  const href = link?.attribs.href;
  const candidate = {
    id: Id.safeParse(el.attribs['data-block-id']).success ? el.attribs['data-block-id'] : newId(),
    type,
    x: box.x,
    y: box.y,
    width: box.width ?? def.defaultSize.width,
    height: box.height ?? def.defaultSize.height,
    rotation: rotate ? Number(rotate[1]) : 0,
    z: box.z,
    locked: el.attribs['data-locked'] === 'true',
    opacity: opacity ?? 1,
    ...(border ? { border } : {}),
    ...(padding !== undefined ? { padding } : {}),
    ...(fragment ? { fragment } : {}),
    ...(href && isSafeUrl(href) ? { link: href } : {}),
    ...animateIdOf(el),
    ...parsed.box,
    props: parsed.props,
  };
  const checked = Block.safeParse(candidate);
  return checked.success ? checked.data : snippetBlock(innerHtml(content), box);
}

/** Whether an element is slides.com block markup. */
export function isSlBlock(el: Element): boolean {
  return el.name === 'div' && hasClass(el, 'sl-block');
}

/** Keep unparseable top-level markup verbatim (helper for plain reveal.js content). */
export function keepAsSnippet(el: Element, box: { x: number; y: number; width: number; height: number; z: number }): Block {
  return snippetBlock(outerHtml(el), box);
}

