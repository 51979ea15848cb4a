/**
 * Tables that take their look from a table style: PowerPoint's built-in default named by id only, a style defined in
 * `ppt/tableStyles.xml`, and an id nobody defines. The imported table must show the header fill, banded rows and
 * borders, and the report must name exactly what it could not show.
 */
import { describe, expect, it } from 'vitest';
import type { TableBlock } from '../../schema/block.js';
import { writePptx } from '../../export/pptx/index.js';
import { renderTable } from '../../blocks/table/render.js';
import { textSanitizer } from '../../html/textSanitizer.js';
import { parse } from '../../parse/parse.js';
import { render } from '../../render/render.js';
import { readPptx } from './index.js';
import { buildPptx, tableFrame } from './test-pptx.js';

const storeImage = async () => '/media/x.png';
const tableOf = (result: Awaited<ReturnType<typeof readPptx>>, slide = 0) =>
  result.document.slides[slide]!.blocks.find((b): b is TableBlock => b.type === 'table')!;
const whats = (result: Awaited<ReturnType<typeof readPptx>>) => result.warnings.map((w) => `${w.what}: ${w.why}`);
const CELLS = [['Region', 'Q1', 'Q2'], ['North', '1', '2'], ['South', '3', '4'], ['West', '5', '6']];
const MEDIUM_2_ACCENT_1 = '<a:tblPr firstRow="1" bandRow="1"><a:tableStyleId>{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}</a:tableStyleId></a:tblPr>';

describe('PowerPoint table styles', () => {
  it('applies the built-in default style (named by id only): header fill and text, banded rows, white borders', async () => {
    const result = await readPptx(await buildPptx({ slides: [tableFrame(MEDIUM_2_ACCENT_1, CELLS)] }), { storeImage });
    const table = tableOf(result);
    expect(table.props).toMatchObject({
      header: true, headerFill: '#4472c4', headerTextColor: '#ffffff', textColor: '#000000',
      fill: '#b4c7e7', bandFill: '#dae3f3', borderColor: '#ffffff', borderWidth: 1.33,
    });
    // What is drawn: the header row in the accent, body rows alternating.
    const html = renderTable(table).html;
    expect(html).toMatch(/<thead><tr style="background-color:#4472c4;color:#ffffff">/);
    expect([...html.matchAll(/<tr style="background-color:(#[0-9a-f]+)">/g)].map((m) => m[1])).toEqual(['#b4c7e7', '#dae3f3', '#b4c7e7']);
    // The header's thicker bottom line is the one loss, and it is said; no cell colour is claimed lost.
    expect(whats(result)).toEqual(['table borders: drawn as one 1.33 px line (PowerPoint draws 2 kinds of edge)']);
  });

  it('turns the table flags off and on: without firstRow and bandRow there is no header and no banding', async () => {
    const plainFlags = '<a:tblPr><a:tableStyleId>{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}</a:tableStyleId></a:tblPr>';
    const result = await readPptx(await buildPptx({ slides: [tableFrame(plainFlags, CELLS)] }), { storeImage });
    const props = tableOf(result).props;
    expect(props.header).toBe(false);
    expect(props.fill).toBe('#dae3f3');
    expect(props.headerFill).toBeUndefined();
    expect(props.bandFill).toBeUndefined();
    expect(whats(result)).toEqual([]);
  });

  it('reads a style defined in tableStyles.xml and reports the first-column emphasis it cannot show', async () => {
    const custom = '<a:tblStyle styleId="{11111111-2222-3333-4444-555555555555}" styleName="House">'
      + '<a:wholeTbl><a:tcTxStyle><a:srgbClr val="333333"/></a:tcTxStyle><a:tcStyle><a:tcBdr>'
      + '<a:insideH><a:ln w="25400"><a:solidFill><a:srgbClr val="0000FF"/></a:solidFill></a:ln></a:insideH>'
      + '<a:insideV><a:ln w="25400"><a:solidFill><a:srgbClr val="0000FF"/></a:solidFill></a:ln></a:insideV>'
      + '</a:tcBdr><a:fill><a:solidFill><a:srgbClr val="FFF2CC"/></a:solidFill></a:fill></a:tcStyle></a:wholeTbl>'
      + '<a:firstRow><a:tcTxStyle b="on"><a:srgbClr val="FFFFFF"/></a:tcTxStyle><a:tcStyle><a:fill><a:solidFill><a:srgbClr val="C00000"/></a:solidFill></a:fill></a:tcStyle></a:firstRow>'
      + '<a:firstCol><a:tcTxStyle b="on"/></a:firstCol></a:tblStyle>';
    const tblPr = '<a:tblPr firstRow="1" firstCol="1"><a:tableStyleId>{11111111-2222-3333-4444-555555555555}</a:tableStyleId></a:tblPr>';
    const result = await readPptx(await buildPptx({ slides: [tableFrame(tblPr, CELLS)], tableStyles: custom }), { storeImage });
    expect(tableOf(result).props).toMatchObject({
      header: true, headerFill: '#c00000', headerTextColor: '#ffffff', fill: '#fff2cc', textColor: '#333333', borderColor: '#0000ff', borderWidth: 2.67,
    });
    expect(tableOf(result).props.bandFill).toBeUndefined();
    // Three body cells of the first column are bold in PowerPoint and not here.
    expect(whats(result)).toEqual(['table cell colours: 3 of 12 cells shown in their row\'s colours and weight']);
  });

  it('reports a style id that neither the file nor the built-in styles define, and keeps the cells\' own fills', async () => {
    const tblPr = '<a:tblPr firstRow="1" bandRow="1"><a:tableStyleId>{DEADBEEF-0000-0000-0000-000000000000}</a:tableStyleId></a:tblPr>';
    const cellFill = '<a:solidFill><a:srgbClr val="E2F0D9"/></a:solidFill>';
    const result = await readPptx(await buildPptx({ slides: [tableFrame(tblPr, CELLS, undefined, cellFill)] }), { storeImage });
    expect(tableOf(result).props).toMatchObject({ header: true, headerFill: '#e2f0d9', fill: '#e2f0d9' });
    expect(whats(result)).toEqual(['table style {DEADBEEF-0000-0000-0000-000000000000}: not defined in the file: shown with the cells\' own colours and borders only']);
  });

  it('writes the fills back to PowerPoint, where they read the same again', async () => {
    const first = await readPptx(await buildPptx({ slides: [tableFrame(MEDIUM_2_ACCENT_1, CELLS)] }), { storeImage });
    const written = await writePptx(first.document, { title: 't', width: 960, height: 540, themeColor: null, themeFont: null }, { loadImage: async () => null });
    const again = await readPptx(written.data, { storeImage });
    expect(tableOf(again).props).toMatchObject({ headerFill: '#4472c4', headerTextColor: '#ffffff', fill: '#b4c7e7', bandFill: '#dae3f3' });
  });

  it('keeps the fills through the deck\'s own HTML (what the ZIP export writes and its import reads)', async () => {
    const first = await readPptx(await buildPptx({ slides: [tableFrame(MEDIUM_2_ACCENT_1, CELLS)] }), { storeImage });
    const parsed = parse(render(first.document, { sanitize: textSanitizer }));
    const table = parsed.slides[0]!.blocks.find((b): b is TableBlock => b.type === 'table')!;
    expect(table.props).toEqual(tableOf(first).props);
  });
});
