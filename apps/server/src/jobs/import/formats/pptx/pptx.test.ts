/**
 * The PPTX import format end to end: files written by another writer (pptxgenjs, with a group added to its XML) and
 * by Podium's own PPTX export are read through accepts()/run() with media stored in a real local storage; the result
 * must validate and carry every text, the formatting, the structure and (for Podium's files) every box within 1 px.
 */
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { JSDOM } from 'jsdom';
import PptxGenJS from 'pptxgenjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@podium/shared';
import { validateDocument, type Block, type GroupBlock, type ImageBlock, type LineBlock, type ShapeBlock, type TableBlock, type TextBlock } from '@podium/deck';
import { writePptx } from '@podium/deck/export/pptx';
import { Invalid } from '../../../../domain/errors.js';
import { samplePng } from '../../../export/formats/test-input.js';
import type { ImportResult } from '../../format.js';
import { blocksAsExported, blockTexts, deckText, flatBlocks } from '../deck-text.js';
import { importInput } from '../test-input.js';
import { roundTripDeck } from '../round-trip-deck.js';
import { pptxImportFormat } from './index.js';

const dir = mkdtempSync(path.join(tmpdir(), 'podium-pptx-import-'));
const P_NS = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const A_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const png = (color: string, size = 80) => `image/png;base64,${samplePng(color, size).toString('base64')}`;
const headOf = (file: string) => readFileSync(file).subarray(0, 4100);

/** Wraps the last two shapes of a slide's tree in a group (pptxgenjs cannot write groups), through the DOM. */
async function groupLastTwoShapes(data: Buffer, slide: number): Promise<Buffer> {
  const zip = await JSZip.loadAsync(data);
  const part = `ppt/slides/slide${slide}.xml`;
  const dom = new JSDOM(await zip.file(part)!.async('string'), { contentType: 'application/xml' });
  const doc = dom.window.document;
  const tree = doc.getElementsByTagNameNS(P_NS, 'spTree')[0]!;
  const shapes = Array.from(tree.children).filter((c) => c.localName === 'sp').slice(-2);
  const group = doc.createElementNS(P_NS, 'p:grpSp');
  const emu = (inches: number) => String(Math.round(inches * 914400));
  // The group's own box is at (1 in, 1 in); its children's coordinates are offset by chOff (4 in, 3 in).
  group.innerHTML = `<p:nvGrpSpPr xmlns:p="${P_NS}"><p:cNvPr id="900" name="Group 900"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>`
    + `<p:grpSpPr xmlns:p="${P_NS}" xmlns:a="${A_NS}"><a:xfrm><a:off x="${emu(1)}" y="${emu(1)}"/><a:ext cx="${emu(4)}" cy="${emu(2)}"/>`
    + `<a:chOff x="${emu(4)}" y="${emu(3)}"/><a:chExt cx="${emu(4)}" cy="${emu(2)}"/></a:xfrm></p:grpSpPr>`;
  for (const sp of shapes) group.appendChild(sp);
  tree.appendChild(group);
  zip.file(part, new dom.window.XMLSerializer().serializeToString(doc));
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A deck written by pptxgenjs: runs, bullets, a table with merged cells, shapes, a picture, a chart, notes, a group, a hidden slide. */
async function otherWritersDeck(): Promise<string> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.title = 'Field report';
  const s1 = pptx.addSlide();
  s1.addText([
    { text: 'Quarterly ', options: { bold: true, color: 'C00000', fontSize: 36, fontFace: 'Georgia' } },
    { text: 'results', options: { italic: true, underline: { style: 'sng' }, fontSize: 36 } },
    { text: ' and a link', options: { hyperlink: { url: 'https://example.com/report' }, fontSize: 20, breakLine: true } },
    { text: 'Centred second paragraph', options: { align: 'center', fontSize: 14 } },
  ], { x: 0.5, y: 0.3, w: 9, h: 1.4, valign: 'top' });
  s1.addText([
    { text: 'First bullet', options: { bullet: true, breakLine: true } },
    { text: 'Nested bullet', options: { bullet: true, indentLevel: 1, breakLine: true } },
    { text: 'Numbered one', options: { bullet: { type: 'number' }, breakLine: true } },
    { text: 'Numbered two', options: { bullet: { type: 'number' } } },
  ], { x: 0.5, y: 1.8, w: 5, h: 2, fontSize: 18, lineSpacingMultiple: 1.5, valign: 'top' });
  s1.addNotes('Speaker notes for the first slide');

  const s2 = pptx.addSlide();
  s2.addTable([
    [{ text: 'Region' }, { text: 'Q1' }, { text: 'Q2' }],
    [{ text: 'North and South', options: { colspan: 2 } }, { text: '42' }],
    [{ text: 'West' }, { text: '7' }, { text: '9' }],
  ], { x: 0.5, y: 0.5, w: 6, border: { type: 'solid', color: '999999', pt: 1 } });
  s2.addShape('rect' as PptxGenJS.SHAPE_NAME, { x: 7, y: 0.5, w: 2, h: 1, fill: { color: '2C6E3C' }, line: { color: '000000', width: 2 }, rotate: 15 });
  s2.addText('Decision', { shape: 'diamond' as PptxGenJS.SHAPE_NAME, x: 7, y: 2, w: 2, h: 1.5, fill: { color: 'FFD23F' }, align: 'center', color: '111111', fontSize: 16 });
  s2.addShape('rightArrow' as PptxGenJS.SHAPE_NAME, { x: 4, y: 4, w: 2, h: 0.8, fill: { color: '1F63C6' }, flipH: true });
  s2.addShape('line' as PptxGenJS.SHAPE_NAME, { x: 0.5, y: 4.5, w: 3, h: 0, line: { color: 'FF0000', width: 3, dashType: 'dash', endArrowType: 'triangle' } });

  const s3 = pptx.addSlide();
  s3.background = { color: '10293F' };
  s3.addText('Pictures', { x: 0.5, y: 0.2, w: 5, h: 0.6, color: 'FFFFFF', fontSize: 24, valign: 'top' });
  s3.addImage({ data: png('#e4572e', 100), x: 0.5, y: 1, w: 2, h: 2, altText: 'Orange square' });
  s3.addImage({ data: png('#2c6e3c', 200), x: 3, y: 1, w: 2, h: 2, sizing: { type: 'crop', x: 0.5, y: 0, w: 1, h: 2 } });
  s3.addShape('custGeom' as PptxGenJS.SHAPE_NAME, {
    x: 0.5, y: 3.5, w: 2, h: 1, fill: { color: 'FF9A3C' },
    points: [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 1, curve: { type: 'quadratic', x1: 1.5, y1: 0.5 } }, { close: true }],
  });
  s3.addChart('bar' as PptxGenJS.CHART_NAME, [{ name: 'Sales', labels: ['Jan', 'Feb'], values: [10, 20] }], { x: 5.5, y: 1, w: 4, h: 3 });

  const s4 = pptx.addSlide();
  s4.addText('Grouped label', { x: 4, y: 3, w: 2, h: 0.5, fontSize: 14, valign: 'top' });
  s4.addText('Grouped box', { shape: 'rect' as PptxGenJS.SHAPE_NAME, x: 6, y: 4, w: 2, h: 1, fill: { color: '5AA9FF' }, align: 'center', fontSize: 14 });

  pptx.defineSlideMaster({
    title: 'BRANDED', background: { color: 'F0F1EB' },
    objects: [
      { rect: { x: 0, y: 5.2, w: 10, h: 0.425, fill: { color: '2B6AA5' } } },
      { placeholder: { options: { name: 'heading', type: 'title', x: 0.5, y: 0.4, w: 9, h: 1, fontSize: 40, color: '2B6AA5', bold: true, align: 'left', valign: 'top' }, text: '' } },
    ],
  });

  const s5 = pptx.addSlide();
  s5.hidden = true;
  s5.addText('Backstage only', { x: 1, y: 1, w: 4, h: 1, valign: 'top' });

  const s6 = pptx.addSlide({ masterName: 'BRANDED' });
  s6.addText('From the master', { placeholder: 'heading' });

  const data = await groupLastTwoShapes(await pptx.write({ outputType: 'nodebuffer' }) as Buffer, 4);
  const file = path.join(dir, 'other-writer.pptx');
  writeFileSync(file, data);
  return file;
}

describe('PPTX import of a file from another writer', () => {
  let file: string;
  let result: ImportResult;
  let t: ReturnType<typeof importInput>;
  const slideBlocks = (n: number) => flatBlocks(result.document.slides[n - 1]!.blocks);

  beforeAll(async () => {
    file = await otherWritersDeck();
    t = importInput(file, 'report.pptx');
    result = await pptxImportFormat.run(t.input);
  });

  it('is recognised by content and yields a valid document with one slide per slide', async () => {
    expect(await pptxImportFormat.accepts(headOf(file), file)).toBe(true);
    expect(validateDocument(result.document).ok).toBe(true);
    expect(result.document.slides).toHaveLength(6);
    expect(result.title).toBe('Field report');
    expect(result.settings).toMatchObject({ width: 960, height: 540 });
    expect(t.progress.some(([, label]) => label === 'Reading slide 3 of 6')).toBe(true);
    expect(t.progress.at(-1)?.[0]).toBe(1);
  });

  it('imports every text: runs, bullets, table cells, shape labels, grouped and hidden slides', () => {
    const text = deckText(result.document);
    for (const expected of ['Quarterly results and a link', 'Centred second paragraph', 'First bullet', 'Nested bullet', 'Numbered one',
      'Numbered two', 'Region', 'Q1', 'Q2', 'North and South', '42', 'West', '7', '9', 'Decision', 'Pictures', 'Grouped label',
      'Grouped box', 'Backstage only', 'From the master', 'Sales', 'Jan', 'Feb', '10', '20']) {
      expect(text).toContain(expected);
    }
  });

  it('keeps run formatting, links, alignment, line spacing and bullet lists', () => {
    const [title, list] = slideBlocks(1) as [TextBlock, TextBlock];
    expect(title.type).toBe('text');
    expect(title.props.html).toContain('<strong>Quarterly </strong>');
    expect(title.props.html).toMatch(/font-size: 48px; color: #c00000; font-family: 'Georgia', serif/);
    expect(title.props.html).toContain('<em><u>results</u></em>');
    expect(title.props.html).toContain('<a href="https://example.com/report">');
    expect(title.props.html).toMatch(/<p style="text-align: center[^"]*">.*Centred second paragraph/);
    expect(title).toMatchObject({ x: 48, y: 28.8, width: 864, height: 134.4 });
    expect(list.props.html).toMatch(/^<ul><li style="text-align: left; line-height: 1.8; margin: 0px 0 0px; font-size: 24px[^"]*">.*First bullet.*<ul><li[^>]*>.*Nested bullet.*<\/li><\/ul><\/li><\/ul><ol><li[^>]*>.*Numbered one/);
    expect(result.document.slides[0]!.notes).toBe('Speaker notes for the first slide');
  });

  it('reads tables with merged cells, shapes with fill, outline, rotation, flips and labels, and lines', () => {
    const [table, rect, diamond, arrow, line] = slideBlocks(2) as [TableBlock, ShapeBlock, ShapeBlock, ShapeBlock, LineBlock];
    expect(table.props).toMatchObject({ rows: 3, cols: 3, cells: [['Region', 'Q1', 'Q2'], ['North and South', '', '42'], ['West', '7', '9']] });
    expect(result.warnings).toContainEqual({ slide: 2, what: 'merged table cells', why: 'split into separate cells (the text stays in the first one)' });
    expect(rect).toMatchObject({ type: 'shape', x: 672, y: 48, width: 192, height: 96, rotation: 15, props: { kind: 'rect', fill: '#2c6e3c', stroke: '#000000', strokeWidth: 2.67 } });
    expect(diamond.props).toMatchObject({ kind: 'diamond', fill: '#ffd23f', text: 'Decision', textColor: '#111111', textSize: 21.33 });
    expect(arrow.props.kind).toBe('arrow-left');
    expect(line).toMatchObject({ type: 'line', x: 48, y: 432, width: 288, props: { x1: 0, x2: 288, color: '#ff0000', style: 'dashed', endType: 'arrow', startType: 'none' } });
  });

  it('stores pictures in the media storage with their crop and alt text, and turns charts into tables', async () => {
    const blocks = slideBlocks(3);
    const images = blocks.filter((b): b is ImageBlock => b.type === 'image');
    expect(images).toHaveLength(3);
    expect(images[0]!.props).toMatchObject({ alt: 'Orange square' });
    expect(images[1]!.props.crop).toMatchObject({ x: 0.25, y: 0, width: 0.5, height: 1 });
    for (const image of images.slice(0, 2)) {
      expect(image.props.src).toMatch(/^\/media\/[A-Za-z0-9_-]+\.png$/);
      const stream = t.storage.open(image.props.src.slice('/media/'.length));
      expect(stream).not.toBeNull();
      stream!.destroy();
    }
    // The custom shape is drawn as an SVG picture of its path, in its fill colour.
    const custom = images[2]!;
    expect(custom).toMatchObject({ x: 48, y: 336, width: 192, height: 96 });
    expect(custom.props.src).toMatch(/\.svg$/);
    const svg = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      t.storage.open(custom.props.src.slice('/media/'.length))!.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks).toString()));
    });
    expect(svg).toContain('<path d="M0 0L192 0Q144 48 192 96Z" fill="#ff9a3c"/>');
    expect(t.stored).toHaveLength(3);
    const chart = blocks.find((b): b is TableBlock => b.type === 'table');
    expect(chart?.props.cells).toEqual([['', 'Sales'], ['Jan', '10'], ['Feb', '20']]);
    expect(result.warnings).toContainEqual({ slide: 3, what: 'chart', why: 'converted to a table of its data' });
    expect(result.document.slides[2]!.background?.color).toBe('#10293f');
  });

  it('keeps groups as group blocks with their children placed relative to the group', () => {
    const group = result.document.slides[3]!.blocks.find((b): b is GroupBlock => b.type === 'group');
    expect(group).toMatchObject({ x: 96, y: 96, width: 384, height: 192 });
    const [label, box] = group!.props.children;
    expect(label).toMatchObject({ type: 'text', x: 0, y: 0 });
    expect(box).toMatchObject({ type: 'shape', x: 192, y: 96, props: { text: 'Grouped box' } });
  });

  it('keeps hidden slides hidden', () => {
    expect(result.document.slides.map((s) => s.hidden)).toEqual([false, false, false, false, true, false]);
  });

  it('places a placeholder where its layout puts it, in the layout\'s text style, over the layout\'s shapes and background', () => {
    const slide = result.document.slides[5]!;
    expect(slide.background?.color).toBe('#f0f1eb');
    const [bar, title] = slide.blocks as [ShapeBlock, TextBlock];
    expect(bar).toMatchObject({ type: 'shape', x: 0, y: 499.2, width: 960, props: { kind: 'rect', fill: '#2b6aa5' } });
    expect(title).toMatchObject({ type: 'text', x: 48, y: 38.4, width: 864, height: 96 });
    expect(title.props.html).toMatch(/<strong>From the master<\/strong>/);
    expect(title.props.html).toMatch(/font-size: 53.33px; color: #2b6aa5/);
  });
});

describe('PPTX import of a deck exported by Podium', () => {
  const original = roundTripDeck('/media/photo.png');
  let result: ImportResult;

  beforeAll(async () => {
    const photo = samplePng('#2c6e3c', 200);
    const { data } = await writePptx(original, { title: 'Round trip', width: 960, height: 700, themeColor: 'white-blue', themeFont: 'montserrat' }, {
      loadImage: async (url) => (url === '/media/photo.png' ? { data: `image/png;base64,${photo.toString('base64')}`, width: 200, height: 200 } : null),
    });
    const file = path.join(dir, 'round-trip.pptx');
    writeFileSync(file, data);
    result = await pptxImportFormat.run(importInput(file).input);
  });

  it('keeps the slide size, theme font, notes and hidden slides', () => {
    expect(result.settings).toMatchObject({ width: 960, height: 700, themeFont: 'montserrat' });
    expect(result.document.slides.map((s) => s.hidden)).toEqual([false, false, true]);
    expect(result.document.slides[0]!.notes).toBe('Remember the demo');
    expect(validateDocument(result.document).ok).toBe(true);
  });

  it('keeps every text and each block\'s box within 1 px', () => {
    original.slides.forEach((slide, i) => {
      const before = blocksAsExported(slide);
      const after = flatBlocks(result.document.slides[i]!.blocks);
      expect(after.map((b) => b.type)).toEqual(before.map((b) => b.type));
      before.forEach((b: Block, j) => {
        const a = after[j]!;
        expect(blockTexts(a), `slide ${i + 1} block ${j} text`).toEqual(blockTexts(b));
        for (const key of ['x', 'y', 'width', 'height', 'rotation'] as const) {
          expect(Math.abs(a[key] - b[key]), `slide ${i + 1} block ${j} (${b.type}) ${key}: ${a[key]} vs ${b[key]}`).toBeLessThanOrEqual(1);
        }
      });
    });
  });

  it('keeps picture crops and line ends', () => {
    const images = flatBlocks(result.document.slides[1]!.blocks).filter((b): b is ImageBlock => b.type === 'image');
    expect(images[1]!.props.crop).toMatchObject({ x: 0.25, y: 0, width: 0.5, height: 1 });
    const line = result.document.slides[1]!.blocks.find((b): b is LineBlock => b.type === 'line');
    expect(line?.props).toMatchObject({ x1: 0, y1: 0, x2: 300, y2: 0, color: '#ff0000', endType: 'arrow', width: 3 });
  });
});

/** Adds a SmartArt frame (a graphic frame pointing at a diagram data part) to slide 1 of a file, as PowerPoint writes it. */
async function withSmartArt(data: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(data);
  const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const DGM_NS = 'http://schemas.openxmlformats.org/drawingml/2006/diagram';
  zip.file('ppt/diagrams/data1.xml', `<dgm:dataModel xmlns:dgm="${DGM_NS}" xmlns:a="${A_NS}"><dgm:ptLst>`
    + '<dgm:pt modelId="0" type="doc"><dgm:t><a:bodyPr/><a:p><a:r><a:t>not shown</a:t></a:r></a:p></dgm:t></dgm:pt>'
    + '<dgm:pt modelId="1"><dgm:t><a:bodyPr/><a:p><a:r><a:t>Plan</a:t></a:r></a:p></dgm:t></dgm:pt>'
    + '<dgm:pt modelId="2"><dgm:t><a:bodyPr/><a:p><a:r><a:t>Build</a:t></a:r></a:p></dgm:t></dgm:pt>'
    + '<dgm:pt modelId="3" type="parTrans"/></dgm:ptLst></dgm:dataModel>');
  const relsPart = 'ppt/slides/_rels/slide1.xml.rels';
  const relsDom = new JSDOM(await zip.file(relsPart)!.async('string'), { contentType: 'application/xml' });
  const rels = relsDom.window.document;
  const rel = rels.createElementNS('http://schemas.openxmlformats.org/package/2006/relationships', 'Relationship');
  rel.setAttribute('Id', 'rIdDiagram1');
  rel.setAttribute('Type', 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/diagramData');
  rel.setAttribute('Target', '../diagrams/data1.xml');
  rels.documentElement.appendChild(rel);
  zip.file(relsPart, new relsDom.window.XMLSerializer().serializeToString(rels));
  const part = 'ppt/slides/slide1.xml';
  const dom = new JSDOM(await zip.file(part)!.async('string'), { contentType: 'application/xml' });
  const doc = dom.window.document;
  const frame = doc.createElementNS(P_NS, 'p:graphicFrame');
  frame.innerHTML = `<p:nvGraphicFramePr xmlns:p="${P_NS}"><p:cNvPr id="901" name="Diagram"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr>`
    + `<p:xfrm xmlns:p="${P_NS}" xmlns:a="${A_NS}"><a:off x="5486400" y="1828800"/><a:ext cx="2743200" cy="1828800"/></p:xfrm>`
    + `<a:graphic xmlns:a="${A_NS}"><a:graphicData uri="${DGM_NS}"><dgm:relIds xmlns:dgm="${DGM_NS}" xmlns:r="${R_NS}" r:dm="rIdDiagram1" r:lo="" r:qs="" r:cs=""/></a:graphicData></a:graphic>`;
  doc.getElementsByTagNameNS(P_NS, 'spTree')[0]!.appendChild(frame);
  zip.file(part, new dom.window.XMLSerializer().serializeToString(doc));
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('PPTX import of SmartArt', () => {
  it('turns a SmartArt diagram into a table of its text and says so', async () => {
    const file = path.join(dir, 'smartart.pptx');
    writeFileSync(file, await withSmartArt(readFileSync(await otherWritersDeck())));
    const result = await pptxImportFormat.run(importInput(file).input);
    const table = result.document.slides[0]!.blocks.find((b): b is TableBlock => b.type === 'table');
    expect(table).toMatchObject({ x: 576, y: 192, width: 288, height: 192, props: { rows: 2, cols: 1, cells: [['Plan'], ['Build']] } });
    expect(result.warnings).toContainEqual({ slide: 1, what: 'SmartArt', why: 'converted to a table of its text' });
  });
});

describe('PPTX import of files it cannot read', () => {
  const expectInvalid = async (file: string, message: string) => {
    const error = await pptxImportFormat.run(importInput(file).input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Invalid);
    expect((error as Error).message).toBe(message);
  };

  it('refuses a truncated ZIP with a clear error', async () => {
    const whole = readFileSync(await otherWritersDeck());
    const file = path.join(dir, 'truncated.pptx');
    writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(await pptxImportFormat.accepts(headOf(file), file)).toBe(false);
    await expectInvalid(file, MESSAGES.importPptxDamaged);
  });

  it('refuses a ZIP that is not a presentation', async () => {
    const zip = new JSZip();
    zip.file('readme.txt', 'hello');
    const file = path.join(dir, 'not-a-deck.pptx');
    writeFileSync(file, await zip.generateAsync({ type: 'nodebuffer' }));
    expect(await pptxImportFormat.accepts(headOf(file), file)).toBe(false);
    await expectInvalid(file, MESSAGES.importPptxNotPresentation);
  });

  it('refuses a ZIP bomb before unpacking it', async () => {
    const zip = await JSZip.loadAsync(readFileSync(await otherWritersDeck()));
    const name = 'ppt/media/huge.bin';
    zip.file(name, Buffer.alloc(1024));
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    // Declare 600 MB for the entry in its local and central headers, as a bomb's tiny deflate stream would.
    for (let i = 0; i < bytes.length - 46; i += 1) {
      const signature = bytes.readUInt32LE(i);
      const local = signature === 0x04034b50;
      if (!local && signature !== 0x02014b50) continue;
      const nameAt = local ? i + 30 : i + 46;
      const nameLength = bytes.readUInt16LE(local ? i + 26 : i + 28);
      if (bytes.toString('utf8', nameAt, nameAt + nameLength) === name) bytes.writeUInt32LE(600 * 1024 * 1024, local ? i + 22 : i + 24);
    }
    const file = path.join(dir, 'bomb.pptx');
    writeFileSync(file, bytes);
    await expectInvalid(file, MESSAGES.importPptxTooLarge);
  });

  it('keeps going past a slide whose XML is broken, and reports it', async () => {
    const zip = await JSZip.loadAsync(readFileSync(await otherWritersDeck()));
    zip.file('ppt/slides/slide2.xml', '<p:sld><p:cSld><unclosed>');
    const file = path.join(dir, 'broken-slide.pptx');
    writeFileSync(file, await zip.generateAsync({ type: 'nodebuffer' }));
    const result = await pptxImportFormat.run(importInput(file).input);
    expect(result.document.slides).toHaveLength(6);
    expect(result.document.slides[1]!.blocks).toEqual([]);
    expect(result.warnings).toContainEqual({ slide: 2, what: 'slide', why: 'could not be read and is left empty' });
  });
});
