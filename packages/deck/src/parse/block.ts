/** Parsing slides.com `.sl-block` markup back into blocks; anything not understood becomes a snippet block (and is reported). */
import type { AnyNode, Element } from 'domhandler';
import { FRAGMENT_STYLES } from '@podium/shared';
import { blockDefinition, createBlock, isBlockType } from '../blocks/registry.js';
import { blockParser } from '../blocks/parsers.js';
import type { BlockType } from '@podium/shared';
import type { ParseContext, ParsedContent } from '../blocks/types.js';
import { classes, findElement, hasClass, numAttr } from '../html/dom.js';
import { innerHtml, outerHtml } from '../html/serialize.js';
import { parseStyle, readPx } from '../html/style.js';
import { newId } from '../ids.js';
import { Block } from '../schema/block.js';
import { Border, Id, isSafeUrl, type Fragment } from '../schema/common.js';
import { reportDroppedContentStyle } from './content-style.js';
import { isInvisibleMarkup, sanitisedAway } from './junk.js';
import { ParseReport } from './report.js';

/** The fragment described by reveal.js classes on an element, if any. */
export function fragmentOf(el: Element): Fragment | undefined {
  const list = classes(el);
  if (!list.includes('fragment')) return undefined;
  const style = FRAGMENT_STYLES.find((f) => f.className && list.includes(f.className))?.id ?? 'fade-in';
  const index = numAttr(el, 'data-fragment-index');
  return index !== undefined && Number.isInteger(index) && index >= 0 ? { style, index } : { style };
}

/** A border from the `border` shorthand or the `border-width/-style/-color` longhands slides.com writes. */
function borderOf(style: Map<string, string>): Border | undefined {
  const m = /^(\d+(?:\.\d+)?|\.\d+)px\s+(solid|dashed|dotted|double)\s+(.+)$/.exec(style.get('border')?.trim() ?? '');
  const raw = m
    ? { width: Number(m[1]), style: m[2], color: m[3] }
    : { width: readPx(style, 'border-width'), style: style.get('border-style'), color: style.get('border-color') ?? 'currentColor' };
  if (raw.width === undefined || raw.style === undefined || raw.style === 'none') return undefined;
  const parsed = Border.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

// Only a data-id that differs from the block id is a match key of its own (render writes the block id otherwise).
function animateIdOf(el: Element): { animateId?: string } {
  const dataId = el.attribs['data-id'];
  return dataId && dataId !== el.attribs['data-block-id'] && Id.safeParse(dataId).success ? { animateId: dataId } : {};
}

type Box = { x?: number; y?: number; width?: number; height?: number; z?: number };

/** A snippet block holding `html` in the given box (how unknown markup is kept rather than dropped). */
export function snippetBlock(html: string, box: Box): Block {
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

/** Unknown markup kept as a snippet and reported, or dropped and reported when it would show nothing. */
export function keepOrDrop(nodes: readonly AnyNode[], html: string, box: Box, what: string, report: ParseReport): Block | null {
  if (isInvisibleMarkup(nodes)) {
    report.warn(what, 'dropped: it shows nothing (empty or invisible markup)');
    return null;
  }
  const block = snippetBlock(html, box);
  const lost = sanitisedAway(nodes).map((tag) => `<${tag}>`);
  report.warn(what, lost.length ? `kept as an HTML snippet (sanitised: its ${lost.join(', ')} and what they hold are removed)` : 'kept as an HTML snippet (sanitised)', block.id);
  return block;
}

/** The wrapper's box: `left/top/width/height/z-index` px; `height: auto` is flagged so text can keep growing. */
function wrapperBox(el: Element, contentStyle: Map<string, string>): Box & { x: number; y: number; z: number; autoHeight: boolean } {
  const style = parseStyle(el.attribs.style);
  const zRaw = readPx(style, 'z-index') ?? readPx(contentStyle, 'z-index');
  const autoHeight = style.get('height') === 'auto';
  return {
    x: readPx(style, 'left') ?? 0,
    y: readPx(style, 'top') ?? 0,
    width: readPx(style, 'width'),
    // Our own render keeps the measured height of an auto-height block in data-height.
    height: readPx(style, 'height') ?? (autoHeight ? numAttr(el, 'data-height') : undefined),
    z: zRaw !== undefined && Number.isInteger(zRaw) && zRaw >= 0 ? zRaw : 0,
    autoHeight,
  };
}

/** A text or snippet block that shows nothing: no text, no media, no box look, no placeholder for the editor. */
function isJunk(type: BlockType, content: Element, contentStyle: Map<string, string>): boolean {
  if (type !== 'text' && type !== 'snippet') return false;
  if (content.attribs['data-placeholder-text'] !== undefined) return false;
  const drawsBox = ['background', 'background-color', 'border', 'border-width', 'box-shadow'].some((p) => contentStyle.has(p));
  return !drawsBox && isInvisibleMarkup(content.children);
}

/** Parse one `.sl-block` element (and, for groups, its children); null when it was invisible junk (reported). */
export function parseBlockElement(el: Element, report: ParseReport = new ParseReport()): Block | null {
  const link = el.children.length ? findElement(el.children, (c) => c.name === 'a' && hasClass(c, 'sl-block-link')) : undefined;
  const content = findElement(link ? link.children : el.children, (c) => hasClass(c, 'sl-block-content'));
  const contentStyle = parseStyle(content?.attribs.style);
  const box = wrapperBox(el, contentStyle);
  const declared = el.attribs['data-block-type'];
  const label = `${declared ? `"${declared}" block` : 'block without a type'}`;
  if (!content || !isBlockType(declared)) {
    const nodes = content ? content.children : el.children;
    return keepOrDrop(nodes, content ? innerHtml(content) : innerHtml(el), box, label, report);
  }

  const ctx: ParseContext = {
    parseBlock: (child) => parseBlockElement(child, report),
    autoSized: box.width === undefined || box.height === undefined,
    wrapper: { x: box.x, y: box.y, width: box.width, height: box.height, autoHeight: box.autoHeight },
    contentStyle,
    report,
  };
  let type: BlockType = declared;
  // Block.safeParse below checks the props against the final type.
  let parsed: Pick<ParsedContent<BlockType>, 'box'> & { props: unknown } | null = blockParser(type)(content, ctx);
  // A video block holding a page from an unknown site stays playable as an iframe block.
  if (!parsed && type === 'video' && findElement(content.children, (c) => c.name === 'iframe')) {
    parsed = blockParser('iframe')(content, ctx);
    if (parsed) {
      type = 'iframe';
      report.warn('video', 'kept as an iframe block (the site is not a known video provider)', el.attribs['data-block-id']);
    }
  }
  if (!parsed) return keepOrDrop(content.children, innerHtml(content), box, `${label} with markup Podium does not read`, report);
  if (isJunk(type, content, contentStyle)) {
    report.warn(label, 'dropped: it shows nothing (empty or invisible markup)');
    return null;
  }

  const def = blockDefinition(type);
  const rotate = /rotate\((-?[\d.]+)deg\)/.exec(parseStyle(el.attribs.style).get('transform') ?? '');
  const opacity = readPx(contentStyle, 'opacity');
  const padding = readPx(contentStyle, 'padding');
  const border = borderOf(contentStyle);
  const blockId = el.attribs['data-block-id'];
  reportDroppedContentStyle(type, contentStyle, report, blockId);
  // slides.com block animations (data-animation-type, -trigger, -duration…) have no Podium counterpart yet.
  const animation = content.attribs['data-animation-type'];
  if (animation) report.warn(`block animation "${animation}"`, 'dropped: not supported (use a fragment instead)', blockId);
  if (padding === undefined && contentStyle.has('padding')) report.warn(`padding "${contentStyle.get('padding')}"`, 'dropped: only one padding for all sides is kept', blockId);
  const borderDeclared = contentStyle.get('border') ?? contentStyle.get('border-style');
  if (!border && borderDeclared && !/^(none|0(px)?)$/.test(borderDeclared.trim())) report.warn(`border "${borderDeclared}"`, 'dropped: not a border Podium can keep', blockId);
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
  if (checked.success) return checked.data;
  const field = checked.error.issues[0]?.path.join('.') ?? '';
  return keepOrDrop(content.children, innerHtml(content), box, `${label} with an invalid ${field || 'value'}`, report);
}

/** Whether an element is slides.com block markup. */
export function isSlBlock(el: Element): boolean {
  return el.name === 'div' && hasClass(el, 'sl-block');
}

/** Keep unparseable top-level markup verbatim (helper for plain reveal.js content). */
export function keepAsSnippet(el: Element, box: { x: number; y: number; width: number; height: number; z: number }): Block {
  return snippetBlock(outerHtml(el), box);
}
