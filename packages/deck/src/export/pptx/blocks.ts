/**
 * Block by block onto a PowerPoint slide, in paint order. Text stays text (paragraphs and runs), tables stay native
 * tables and code stays monospace runs; groups are flattened with their offset and rotation applied to children.
 */
import { CODE_BLOCK } from '@podium/shared';
import type PptxGenJS from 'pptxgenjs';
import type { Block, CodeBlock, SnippetBlock, TableBlock, TextBlock } from '../../schema/block.js';
import { paintOrder } from '../../blocks/group/render.js';
import { parseFragment, textOf } from '../../html/dom.js';
import { CODE_FONT } from '../../themes/fonts.js';
import { DEFAULT_CODE_PALETTE, codeRuns } from './code.js';
import type { Box, SlideWriter } from './context.js';
import { addDrawing, addIframe, addImage, addMath, addVideo } from './media.js';
import { FRAGMENT_EFFECTS, fragmentSteps, type FragmentSteps } from './fragments.js';
import { addLine, addShape, rotatePoint, transparencyWith } from './shapes.js';
import { htmlToRuns } from './text.js';
import { inches, points } from './units.js';

/** The deck typography's base: 32 px, line height 1.3, centred (render/typography.ts). */
const BASE_TEXT = { fontPx: 32, lineHeight: 1.3, align: 'center' as const };
/** Table text in the player inherits the slide's base size. */
const TABLE_TEXT_PX = 32;

/** The frame common to text boxes: position, rotation, padding, border, link. */
function frame(w: SlideWriter, block: Block, box: Box): PptxGenJS.TextPropsOptions {
  const border = block.border && block.border.width > 0 ? w.color(block.border.color) : null;
  return {
    x: inches(box.x), y: inches(box.y), w: inches(box.w), h: inches(box.h), rotate: box.rotation,
    margin: points(block.padding ?? 0), valign: 'top', fit: 'none',
    ...(border && block.border ? { line: { color: border.hex, width: points(block.border.width), dashType: block.border.style === 'dashed' ? 'dash' : block.border.style === 'dotted' ? 'sysDot' : 'solid' } } : {}),
    ...(block.link ? { hyperlink: { url: block.link } } : {}),
  };
}

function addTextBlock(w: SlideWriter, block: TextBlock, box: Box): void {
  const runs = htmlToRuns(block.props.html, {
    ...BASE_TEXT, fontFace: w.theme.fontFamily, color: w.theme.textHex, linkColor: w.theme.accentHex, monoFace: CODE_FONT.family,
  });
  if (block.opacity < 1) for (const run of runs) run.options = { ...run.options, transparency: transparencyWith(0, block.opacity) };
  w.text(runs, frame(w, block, box));
}

function addTable(w: SlideWriter, block: TableBlock, box: Box): void {
  const p = block.props;
  const border = w.color(p.borderColor);
  const color = w.color(p.textColor)?.hex ?? w.theme.textHex;
  const rows: PptxGenJS.TableRow[] = p.cells.map((cells, r) => cells.map((text) => ({
    text, options: { bold: p.header && r === 0, color },
  })));
  w.table(rows, {
    x: inches(box.x), y: inches(box.y), w: inches(box.w), h: inches(box.h),
    colW: Array.from({ length: p.cols }, () => inches(box.w / p.cols)),
    rowH: Array.from({ length: p.rows }, () => inches(box.h / p.rows)),
    fontFace: w.theme.fontFamily, fontSize: points(TABLE_TEXT_PX), align: p.textAlign ?? 'left', valign: 'middle',
    margin: points(p.cellPadding ?? 0),
    border: border && (p.borderWidth ?? 0) > 0 ? { type: 'solid', color: border.hex, pt: points(p.borderWidth ?? 0) } : { type: 'none' },
  });
  if (box.rotation) w.warn(block, 'table', 'rotation dropped (PowerPoint tables cannot turn)');
}

function addCode(w: SlideWriter, block: CodeBlock, box: Box): void {
  const p = block.props;
  const palette = w.resources.codePalette?.(p.theme) ?? DEFAULT_CODE_PALETTE;
  const runs = codeRuns(p.code, p.language, palette, { fontFace: CODE_FONT.family, fontSize: points(CODE_BLOCK.baseSize), lineNumbers: p.lineNumbers });
  w.text(runs, {
    ...frame(w, block, box), fill: { color: palette.background }, margin: points(CODE_BLOCK.baseSize),
    lineSpacingMultiple: CODE_BLOCK.lineHeight / 1.2,
  });
  if (p.highlight) w.warn(block, 'code line highlights', 'shown all at once');
}

function addSnippet(w: SlideWriter, block: SnippetBlock, box: Box): void {
  const text = textOf(parseFragment(block.props.html)).trim();
  if (text) w.text(text, { ...frame(w, block, box), color: w.theme.textHex, fontFace: w.theme.fontFamily, fontSize: points(BASE_TEXT.fontPx) });
  w.warn(block, 'HTML snippet', text ? 'kept as plain text' : 'dropped: no text');
}

/** A child's box in slide space: the group's offset, then the group's rotation about its centre. */
function childBox(group: Box, child: Block): Box {
  const cx = group.x + child.x + child.width / 2;
  const cy = group.y + child.y + child.height / 2;
  const [rx, ry] = rotatePoint(cx, cy, group.x + group.w / 2, group.y + group.h / 2, group.rotation);
  return { x: rx - child.width / 2, y: ry - child.height / 2, w: child.width, h: child.height, rotation: child.rotation + group.rotation };
}

/** Writes one block (and a group's children) onto the slide, named as its fragment step when it is one. */
async function addBlock(w: SlideWriter, block: Block, box: Box, steps: FragmentSteps): Promise<void> {
  const outer = w.objectName;
  const step = steps.get(block.id);
  if (block.fragment && step !== undefined) {
    const effect = FRAGMENT_EFFECTS[block.fragment.style];
    w.objectName = `podium-fragment-${step}-${effect.direction}-${block.id}`;
    w.hasFragments = true;
    if (effect.loss) w.warn(block, 'fragment', effect.loss);
  }
  await addContent(w, block, box, steps);
  w.objectName = outer;
}

async function addContent(w: SlideWriter, block: Block, box: Box, steps: FragmentSteps): Promise<void> {
  switch (block.type) {
    case 'text': return addTextBlock(w, block, box);
    case 'shape': return addShape(w, block, box);
    case 'line': return addLine(w, block, box);
    case 'image': return addImage(w, block, box);
    case 'table': return addTable(w, block, box);
    case 'code': return addCode(w, block, box);
    case 'math': return addMath(w, block, box);
    case 'drawing': return addDrawing(w, block, box);
    case 'video': return addVideo(w, block, box);
    case 'iframe': return addIframe(w, block, box);
    case 'snippet': return addSnippet(w, block, box);
    case 'group':
      for (const child of paintOrder(block.props.children)) await addBlock(w, child, childBox(box, child), steps);
      return;
  }
}

/** Writes a slide's blocks in paint order. */
export async function addBlocks(w: SlideWriter, blocks: readonly Block[]): Promise<void> {
  const steps = fragmentSteps(blocks);
  for (const block of paintOrder(blocks)) {
    await addBlock(w, block, { x: block.x, y: block.y, w: block.width, h: block.height, rotation: block.rotation }, steps);
  }
}
