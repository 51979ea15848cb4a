/**
 * A shape tree (`p:spTree`, or a group's) as blocks: text boxes and placeholders as text blocks, preset shapes as
 * shape blocks (with their text inside, or a text block over them when the text is richer than a shape label),
 * connectors and lines as line blocks, pictures as image blocks, groups as group blocks, and graphic frames (tables,
 * charts, SmartArt, embedded objects) as tables or pictures. What does not carry over is reported.
 */
import { LIMITS } from '@podium/shared';
import { createBlock } from '../../blocks/registry.js';
import type { LineEndType } from '../../blocks/line/props.js';
import type { Block } from '../../schema/block.js';
import { cssColor, readColor, schemeColor } from './color.js';
import { px, type SlideContext, type Template } from './context.js';
import { groupFrame, LINE_PRESETS, normaliseRotation, placement, shapeKind, xfrmOf, type Frame, type Placement } from './geometry.js';
import { customGeometrySvg } from './customGeometry.js';
import { effectCss, shapeEffects } from './effects.js';
import { resolveFill, resolveLine } from './style.js';
import { readGraphicFrame } from './frames.js';
import { bodyProps, paragraphsHtml, plainText, readParagraphs, type TextInheritance, type TextParagraph } from './text.js';
import { attr, at, child, childrenNamed, elements, num, relAttr, type XmlElement } from './xml.js';

const MIN = LIMITS.blockSizeMin;
const round = (n: number) => Math.round(n * 100) / 100;

/** The common box of a block from a placement. */
export function boxOf(p: Placement): { x: number; y: number; width: number; height: number; rotation: number } {
  return { x: round(p.x), y: round(p.y), width: Math.max(MIN, round(p.width)), height: Math.max(MIN, round(p.height)), rotation: p.rotation };
}

/** `nvSpPr`, `nvPicPr`, `nvCxnSpPr`, `nvGrpSpPr` or `nvGraphicFramePr`, whichever the element has. */
function nvOf(el: XmlElement): XmlElement | null {
  return elements(el).find((c) => c.localName?.startsWith('nv') && c.localName.endsWith('Pr')) ?? null;
}

/** An object's alternative text (`descr`) and Office's decorative mark, as block props. */
function described(el: XmlElement): { alt?: string; decorative?: true } {
  const cNvPr = at(nvOf(el), 'cNvPr');
  const decorative = childrenNamed(at(cNvPr, 'extLst'), 'ext').some((ext) => attr(child(ext, 'decorative'), 'val') === '1');
  if (decorative) return { decorative: true };
  const alt = attr(cNvPr, 'descr')?.trim();
  return alt ? { alt: alt.slice(0, 1000) } : {};
}

interface PlaceholderRef {
  type: string;
  idx: string | undefined;
}

function placeholderOf(el: XmlElement): PlaceholderRef | null {
  const ph = at(nvOf(el), 'nvPr/ph');
  return ph ? { type: attr(ph, 'type') ?? 'obj', idx: attr(ph, 'idx') } : null;
}

/** The kind of master placeholder a slide placeholder inherits from. */
function masterType(type: string): string {
  if (type === 'ctrTitle') return 'title';
  if (type === 'subTitle' || type === 'obj' || type === 'body') return 'body';
  return type;
}

function findPlaceholder(tpl: Template | null, ref: PlaceholderRef, byIdx: boolean): XmlElement | null {
  if (!tpl) return null;
  if (byIdx && ref.idx !== undefined) {
    const hit = tpl.placeholders.find((p) => p.idx === ref.idx);
    if (hit) return hit.sp;
  }
  return tpl.placeholders.find((p) => p.type === ref.type)?.sp
    ?? tpl.placeholders.find((p) => masterType(p.type) === masterType(ref.type))?.sp ?? null;
}

/** The shapes a placeholder inherits from: its layout's and its master's placeholder. */
function inheritedShapes(el: XmlElement, ctx: SlideContext): { ref: PlaceholderRef | null; layoutSp: XmlElement | null; masterSp: XmlElement | null } {
  const ref = placeholderOf(el);
  if (!ref) return { ref, layoutSp: null, masterSp: null };
  const layoutSp = findPlaceholder(ctx.layout, ref, true);
  const layoutRef = layoutSp ? placeholderOf(layoutSp) ?? ref : ref;
  const masterSp = findPlaceholder(ctx.master, { type: masterType(layoutRef.type), idx: undefined }, false);
  return { ref, layoutSp, masterSp };
}

/** The master text style a placeholder (or a plain text box) starts from. */
function baseListStyle(ref: PlaceholderRef | null, ctx: SlideContext): XmlElement | null {
  const styles = ctx.master ? ctx.deck.masterStyles.get(ctx.master.part) : undefined;
  if (!ref) return ctx.deck.defaultTextStyle;
  if (ref.type === 'title' || ref.type === 'ctrTitle') return styles?.title ?? null;
  if (['body', 'obj', 'subTitle'].includes(ref.type)) return styles?.body ?? null;
  return styles?.other ?? null;
}

async function linkOf(el: XmlElement, ctx: SlideContext): Promise<string | undefined> {
  const id = relAttr(at(nvOf(el), 'cNvPr/hlinkClick'), 'id');
  if (!id) return undefined;
  const rel = (await ctx.deck.pkg.rels(ctx.part)).get(id);
  return rel?.external && /^https?:/i.test(rel.target) ? rel.target : undefined;
}

/** A paragraph list simple enough to be a shape's own label: one style, centred, no bullets or links. */
function isPlainLabel(paragraphs: TextParagraph[]): boolean {
  const runs = paragraphs.flatMap((p) => p.runs.filter((r) => !r.br && r.text));
  if (!runs.length) return false;
  const first = runs[0]!.style;
  const sameStyle = runs.every((r) => !r.link && r.style.sz === first.sz && r.style.b === first.b && r.style.i === first.i
    && r.style.u === first.u && !r.style.strike && r.style.color?.r === first.color?.r && r.style.color?.g === first.color?.g
    && r.style.color?.b === first.color?.b && r.style.font === first.font);
  return sameStyle && !first.b && !first.i && !first.u && paragraphs.every((p) => (p.style.algn ?? 'l') === 'ctr'
    && (!p.style.bullet || p.style.bullet.kind === 'none'));
}

async function readSp(el: XmlElement, ctx: SlideContext, frame: Frame): Promise<Block[]> {
  const { ref, layoutSp, masterSp } = inheritedShapes(el, ctx);
  const chain = [masterSp, layoutSp, el];
  const xfrm = [el, layoutSp, masterSp].map((s) => (s ? at(s, 'spPr/xfrm') : null)).find((x) => x && at(x, 'off')) ?? null;
  const place = placement(xfrm, frame);
  if (!place) {
    ctx.warn('shape', 'dropped: it has no position');
    return [];
  }
  const spPr = child(el, 'spPr');
  const styleEl = child(el, 'style') ?? child(layoutSp, 'style');
  const geom = child(spPr, 'prstGeom') ?? child(child(layoutSp, 'spPr'), 'prstGeom');
  const prst = attr(geom, 'prst') ?? (child(spPr, 'custGeom') ? 'custom' : 'rect');
  if (LINE_PRESETS.has(prst)) return readLine(el, ctx, frame, place, prst);

  const body = bodyProps(chain.map((s) => child(child(s, 'txBody'), 'bodyPr')));
  const styleColor = readColor(child(styleEl, 'fontRef'), ctx.deck.scheme);
  const fill = resolveFill(spPr, styleEl, ctx.deck) ?? resolveFill(child(layoutSp, 'spPr'), null, ctx.deck);
  const line = resolveLine(spPr, styleEl, ctx.deck);
  const visibleFill = Boolean(fill?.color && fill.color.a > 0);
  const visibleLine = Boolean(line.color && line.width > 0);
  // A shape's shadow: PowerPoint draws it under the text of a box without fill or outline (CSS text-shadow here),
  // and under the outline of one with them (the shape block's drop shadow; not on custom outlines, drawn as pictures).
  const effects = effectCss(shapeEffects(spPr, styleEl, ctx.deck), ctx.deck);
  const textShadow = !visibleFill && !visibleLine ? effects.shadow : undefined;
  const inherit: TextInheritance = {
    lists: [baseListStyle(ref, ctx), child(child(masterSp, 'txBody'), 'lstStyle'), child(child(layoutSp, 'txBody'), 'lstStyle')],
    color: styleColor ?? schemeColor('tx1', ctx.deck.scheme),
    fontScale: body.fontScale,
    ...(styleColor ? { styleColor } : {}),
    ...(textShadow ? { shadow: textShadow } : {}),
  };
  const paragraphs = await readParagraphs(child(el, 'txBody'), inherit, ctx.deck, ctx.part);
  const hasText = plainText(paragraphs).trim().length > 0;
  const what = visibleFill || visibleLine ? 'shape' : 'text box';
  for (const effect of new Set(effects.dropped)) ctx.warn(`${what} ${effect}`, 'dropped');
  for (const effect of new Set(paragraphs.flatMap((p) => p.runs.flatMap((r) => r.style.droppedEffects ?? [])))) ctx.warn(`text ${effect}`, 'dropped');
  const box = boxOf(place);
  const link = await linkOf(el, ctx);
  const common = { ...box, ...(link ? { link } : {}) };
  const padding = round(px(body.insets[0]));
  // Boxes PowerPoint lays out on one line, or fits to their text, keep its line breaks: no wrapping (wrap none) and
  // never a word broken in the middle (the browser's fonts are often wider than the ones PowerPoint measured with).
  const style = !body.wrap ? { whiteSpace: 'nowrap' as const } : body.fit !== 'none' ? { overflowWrap: 'normal' as const } : undefined;
  const textBlock = () => createBlock('text', {
    ...common, padding,
    props: {
      html: paragraphsHtml(paragraphs, inherit), ...(style ? { style } : {}),
      ...(body.fit === 'grow' ? { autoHeight: true } : {}), ...(body.fit === 'shrink' ? { shrinkText: true } : {}),
    },
  });

  if (!visibleFill && !visibleLine) {
    if (fill?.approximated === 'picture fill') ctx.warn('picture fill of a shape', 'dropped');
    if (!hasText) return [];
    if (place.flipV) ctx.warn('text box', 'flip dropped');
    if (body.anchor !== 't') alignVertically(common, paragraphs, inherit, body.anchor);
    return [textBlock()];
  }

  if (prst === 'custom') {
    const ext = at(xfrm, 'ext');
    const svg = customGeometrySvg(child(spPr, 'custGeom'), place, { cx: num(ext, 'cx') ?? 0, cy: num(ext, 'cy') ?? 0 }, {
      fill: visibleFill && fill?.color ? cssColor(fill.color) : null,
      stroke: visibleLine && line.color ? { color: cssColor(line.color), width: line.width, dash: line.dash } : null,
    });
    const src = svg ? await storedGenerated(ctx, svg, 'shape.svg') : null;
    if (src) {
      if (fill?.approximated) ctx.warn(fill.approximated, 'shown as a single colour');
      if (effects.shadow) ctx.warn('shape shadow', 'dropped');
      const image = createBlock('image', { ...common, rotation: box.rotation, props: { src } });
      if (!hasText) return [image];
      if (body.anchor !== 't') alignVertically(common, paragraphs, inherit, body.anchor);
      return [image, textBlock()];
    }
  }
  const turned = prst === 'triangle' && !place.flipH && !place.flipV && Math.abs(Math.abs(place.rotation) - 90) < 0.01;
  const mapped = turned ? { kind: place.rotation > 0 ? 'triangle-right' as const : 'triangle-left' as const, flipLost: false } : shapeKind(prst, place.flipH, place.flipV);
  if (!mapped) ctx.warn(prst === 'custom' ? 'custom shape' : `shape "${prst}"`, 'drawn as a rectangle');
  else if (mapped.flipLost) ctx.warn(`shape "${prst}"`, 'flip dropped');
  if (fill?.approximated) ctx.warn(fill.approximated, 'shown as a single colour');
  const shapeBox = turned
    ? { x: round(box.x + box.width / 2 - box.height / 2), y: round(box.y + box.height / 2 - box.width / 2), width: box.height, height: box.width, rotation: 0 }
    : box;
  const fmla = attr(at(spPr, 'prstGeom/avLst/gd'), 'fmla');
  const adj = fmla ? Number(fmla.replace(/^val\s+/, '')) : Number.NaN;
  const cornerRadius = prst === 'roundRect' ? round(((Number.isFinite(adj) && adj > 0 ? adj : 16667) / 100000) * Math.min(box.width, box.height)) : 0;
  // A shape label always wraps in the player: text PowerPoint keeps on one line (wrap="none") is a text block over it.
  const label = hasText && body.wrap && isPlainLabel(paragraphs) ? paragraphs : null;
  const firstRun = label?.flatMap((p) => p.runs).find((r) => r.text)?.style;
  const labelSize = firstRun ? Math.round((firstRun.sz ?? 1800) / 100 / 0.75 * inherit.fontScale * 100) / 100 : undefined;
  const shape = createBlock('shape', {
    ...common, ...shapeBox,
    props: {
      kind: mapped?.kind ?? 'rect',
      fill: fill?.color ? cssColor(fill.color) : 'transparent',
      ...(visibleLine && line.color ? { stroke: cssColor(line.color), strokeWidth: Math.min(100, round(line.width)) } : { strokeWidth: 0 }),
      cornerRadius: Math.min(1000, cornerRadius),
      ...(effects.shadow ? { shadow: effects.shadow } : {}),
      ...described(el),
      ...(label ? {
        text: plainText(label).slice(0, 10000),
        ...(firstRun?.color ?? inherit.color ? { textColor: cssColor((firstRun?.color ?? inherit.color)!) } : {}),
        ...(labelSize ? { textSize: Math.max(4, Math.min(400, labelSize)) } : {}),
      } : {}),
    },
  });
  if (!hasText || label) return [shape];
  if (body.anchor !== 't') alignVertically(common, paragraphs, inherit, body.anchor);
  return [shape, textBlock()];
}

/**
 * Text blocks have no vertical anchoring: a box whose text sits in the middle or at the bottom is shrunk to its
 * estimated text height and moved down by the free space, so the text lands where PowerPoint shows it.
 */
function alignVertically(box: { y: number; height: number; width: number }, paragraphs: TextParagraph[], inherit: TextInheritance, anchor: string): void {
  const charsPerLine = (sizePx: number) => Math.max(1, box.width / (sizePx * 0.5));
  let estimate = 0;
  for (const p of paragraphs) {
    const sizePx = Math.max(...p.runs.map((r) => (r.style.sz ?? p.style.run.sz ?? 1800) / 75), (p.style.run.sz ?? 1800) / 75) * inherit.fontScale;
    const lines = Math.max(1, Math.ceil(p.runs.reduce((n, r) => n + r.text.length, 0) / charsPerLine(sizePx)) + p.runs.filter((r) => r.br).length);
    estimate += lines * sizePx * ((p.style.lnSpcPct ?? 100) / 100) * 1.2;
  }
  const free = box.height - estimate;
  if (free <= 1) return;
  box.y = round(box.y + (anchor === 'b' ? free : free / 2));
  box.height = Math.max(MIN, round(estimate));
}

const ENDS: Record<string, LineEndType> = { none: 'none', triangle: 'arrow', stealth: 'arrow', arrow: 'line-arrow', oval: 'circle', diamond: 'square' };

async function readLine(el: XmlElement, ctx: SlideContext, _frame: Frame, place: Placement, prst: string): Promise<Block[]> {
  const line = resolveLine(child(el, 'spPr'), child(el, 'style'), ctx.deck);
  if (!line.color || line.width <= 0) return [];
  if (prst !== 'line' && prst !== 'straightConnector1') ctx.warn('connector', 'drawn as a straight line');
  const box = boxOf(place);
  const w = round(place.width);
  const h = round(place.height);
  const link = await linkOf(el, ctx);
  return [createBlock('line', {
    ...box, ...(link ? { link } : {}),
    props: {
      x1: place.flipH ? w : 0, y1: place.flipV ? h : 0, x2: place.flipH ? 0 : w, y2: place.flipV ? 0 : h,
      color: cssColor(line.color), width: Math.max(0.1, Math.min(100, round(line.width))), style: line.dash,
      startType: ENDS[line.head] ?? 'arrow', endType: ENDS[line.tail] ?? 'arrow',
    },
  })];
}

/**
 * The name a stored picture gets in the media library: where it is ("Slide 3 image 2", "Slide 3 background"), as the
 * part's own name ("image7.png") says nothing to the user; the extension is kept.
 */
function libraryName(ctx: SlideContext, target: string, what: string): string {
  const extension = /\.[A-Za-z0-9]{1,5}$/.exec(target)?.[0] ?? '';
  if (what === 'background picture') return `Slide ${ctx.slideNumber} background${extension}`;
  const n = (ctx.deck.imageCounts.get(ctx.slideNumber) ?? 0) + 1;
  ctx.deck.imageCounts.set(ctx.slideNumber, n);
  return `Slide ${ctx.slideNumber} image ${n}${extension}`;
}

/** Stores a picture part once per import; null (and a warning) when it cannot be stored. */
export async function storedImage(ctx: SlideContext, relId: string | undefined, what: string): Promise<string | null> {
  if (!relId) return null;
  const rel = (await ctx.deck.pkg.rels(ctx.part)).get(relId);
  if (!rel) return null;
  if (rel.external) {
    if (/^https?:\/\//i.test(rel.target)) return rel.target;
    ctx.warn(what, 'dropped: it links to a file outside the presentation');
    return null;
  }
  let pending = ctx.deck.images.get(rel.target);
  if (!pending) {
    // Named in reading order, before the reads below interleave.
    const name = libraryName(ctx, rel.target, what);
    pending = (async () => {
      const bytes = await ctx.deck.pkg.bytes(rel.target);
      if (!bytes) return null;
      return ctx.deck.storeImage(bytes, name);
    })().catch((error: unknown) => {
      ctx.warn(what, `dropped: ${error instanceof Error ? error.message : 'it could not be stored'}`);
      return null;
    });
    ctx.deck.images.set(rel.target, pending);
  }
  return pending;
}

/** Stores a picture made here (custom shapes as SVG) once per import. */
async function storedGenerated(ctx: SlideContext, svg: string, name: string): Promise<string | null> {
  const key = `generated:${svg}`;
  let pending = ctx.deck.images.get(key);
  if (!pending) {
    pending = ctx.deck.storeImage(Buffer.from(svg), name).catch((error: unknown) => {
      ctx.warn('custom shape', `dropped: ${error instanceof Error ? error.message : 'it could not be stored'}`);
      return null;
    });
    ctx.deck.images.set(key, pending);
  }
  return pending;
}

/** A picture (`p:pic`), also used for the pictures embedded objects show. */
export async function readPic(el: XmlElement, ctx: SlideContext, frame: Frame, override?: Placement): Promise<Block[]> {
  const { layoutSp, masterSp } = inheritedShapes(el, ctx);
  const xfrm = [el, layoutSp, masterSp].map((s) => (s ? xfrmOf(s) : null)).find((x) => x && at(x, 'off')) ?? null;
  const place = override ?? placement(xfrm, frame);
  const blip = at(el, 'blipFill/blip');
  if (!place || !blip) return [];
  const nvPr = at(nvOf(el), 'nvPr');
  if (child(nvPr, 'videoFile') || child(nvPr, 'audioFile') || at(nvPr, 'extLst/ext/media')) ctx.warn('video or audio', 'kept as its poster picture');
  const src = await storedImage(ctx, relAttr(blip, 'embed') ?? relAttr(blip, 'link'), 'picture');
  if (!src) return [];
  if (place.flipH || place.flipV) ctx.warn('picture', 'flip dropped');
  const rect = at(el, 'blipFill/srcRect');
  const [l, t, r, b] = ['l', 't', 'r', 'b'].map((k) => (num(rect, k) ?? 0) / 100000) as [number, number, number, number];
  if ([l, t, r, b].some((v) => v < 0)) ctx.warn('picture', 'space around the picture dropped');
  const cl = Math.max(0, l);
  const ct = Math.max(0, t);
  const width = Math.min(1 - cl, 1 - cl - Math.max(0, r));
  const height = Math.min(1 - ct, 1 - ct - Math.max(0, b));
  const crop = (cl > 0 || ct > 0 || width < 1 || height < 1) && width > 0 && height > 0
    ? { x: round4(cl), y: round4(ct), width: round4(width), height: round4(height) } : undefined;
  const link = await linkOf(el, ctx);
  return [createBlock('image', {
    ...boxOf(place), ...(link ? { link } : {}),
    props: { src, ...described(el), ...(crop ? { crop } : {}) },
  })];
}

const round4 = (n: number) => Math.floor(n * 10000) / 10000;

async function readGroup(el: XmlElement, ctx: SlideContext, frame: Frame, depth: number): Promise<Block[]> {
  const xfrm = at(el, 'grpSpPr/xfrm');
  const place = placement(xfrm, frame);
  if (!place) return readShapeTree(el, ctx, frame, depth);
  if (place.flipH || place.flipV) ctx.warn('group', 'flip dropped');
  const inner = groupFrame(xfrm, place);
  if (depth + 1 > LIMITS.groupNestingMax) {
    // Too deep for the editor: the children join the enclosing list, moved by the group's offset.
    const children = await readShapeTree(el, ctx, inner, depth);
    return children.map((c) => ({ ...c, x: round(c.x + place.x), y: round(c.y + place.y), rotation: normaliseRotation(c.rotation + place.rotation) }));
  }
  const children = await readShapeTree(el, ctx, inner, depth + 1);
  if (!children.length) return [];
  return [createBlock('group', { ...boxOf(place), props: { children } })];
}

/** Reads the shapes of a tree or group, in paint order. */
export async function readShapeTree(tree: XmlElement, ctx: SlideContext, frame: Frame, depth = 0): Promise<Block[]> {
  const blocks: Block[] = [];
  for (const el of elements(tree)) {
    ctx.deck.signal?.throwIfAborted();
    const name = el.localName;
    if (!['sp', 'pic', 'cxnSp', 'grpSp', 'graphicFrame', 'contentPart'].includes(name ?? '')) continue;
    if (attr(at(nvOf(el), 'cNvPr'), 'hidden') === '1') {
      ctx.warn('hidden shape', 'dropped');
      continue;
    }
    // A layout's or master's placeholders are prompts for the slide, not content shown on it.
    if (ctx.fromTemplate && placeholderOf(el)) continue;
    switch (name) {
      case 'sp': blocks.push(...await readSp(el, ctx, frame)); break;
      case 'pic': blocks.push(...await readPic(el, ctx, frame)); break;
      case 'cxnSp': {
        const place = placement(at(el, 'spPr/xfrm'), frame);
        if (place) blocks.push(...await readLine(el, ctx, frame, place, attr(at(el, 'spPr/prstGeom'), 'prst') ?? 'line'));
        break;
      }
      case 'grpSp': blocks.push(...await readGroup(el, ctx, frame, depth)); break;
      case 'graphicFrame': blocks.push(...await readGraphicFrame(el, ctx, frame)); break;
      default: ctx.warn('ink or 3D content', 'dropped');
    }
  }
  return blocks;
}
