/**
 * Small PowerPoint files for tests, written part by part with JSZip: one slide master with a theme (Office's colours
 * and Calibri), one blank layout, and the slides' shape trees as given. Only what the reader needs is written, so a
 * test's fixture shows exactly the XML it is about.
 */
import JSZip from 'jszip';

const NS = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const rels = (items: Array<[string, string, string]>) => `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.map(([id, type, target]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`).join('')}</Relationships>`;
const EMPTY_TREE = '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>';

/** Office's default theme colours. */
export const OFFICE_COLORS = { dk1: '000000', lt1: 'FFFFFF', dk2: '44546A', lt2: 'E7E6E6', accent1: '4472C4', accent2: 'ED7D31', accent3: 'A5A5A5', accent4: 'FFC000', accent5: '5B9BD5', accent6: '70AD47', hlink: '0563C1', folHlink: '954F72' };

const theme = () => `<?xml version="1.0" encoding="UTF-8"?><a:theme ${NS} name="Office"><a:themeElements><a:clrScheme name="Office">${Object.entries(OFFICE_COLORS)
  .map(([k, v]) => `<a:${k}><a:srgbClr val="${v}"/></a:${k}>`).join('')}</a:clrScheme><a:fontScheme name="Office"><a:majorFont><a:latin typeface="Calibri Light"/></a:majorFont><a:minorFont><a:latin typeface="Calibri"/></a:minorFont></a:fontScheme>`
  + '<a:fmtScheme name="Office"><a:fillStyleLst/><a:lnStyleLst><a:ln w="6350"/><a:ln w="12700"/><a:ln w="19050"/></a:lnStyleLst><a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst><a:outerShdw blurRad="57150" dist="19050" dir="5400000" algn="ctr" rotWithShape="0"><a:srgbClr val="000000"><a:alpha val="63000"/></a:srgbClr></a:outerShdw></a:effectLst></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst/></a:fmtScheme></a:themeElements></a:theme>';

/** A shape's XML pieces, for tests that write `p:sp` elements. */
export const emu = (px: number) => Math.round(px * 9525);
export const xfrm = (x: number, y: number, w: number, h: number) => `<a:xfrm><a:off x="${emu(x)}" y="${emu(y)}"/><a:ext cx="${emu(w)}" cy="${emu(h)}"/></a:xfrm>`;

export interface TestPptx {
  /** Each slide's shapes (the inside of `p:spTree`). */
  slides: string[];
  /** `ppt/tableStyles.xml`'s content inside `a:tblStyleLst`. */
  tableStyles?: string;
  /** Slide size in px (default 960 × 540). */
  width?: number;
  height?: number;
}

/** Writes the package. */
export async function buildPptx({ slides, tableStyles = '', width = 960, height = 540 }: TestPptx): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
    + '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>'
    + slides.map((_, i) => `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`).join('')
    + '<Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"/><Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml"/>'
    + '<Override PartName="/ppt/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/><Override PartName="/ppt/tableStyles.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.tableStyles+xml"/></Types>');
  zip.file('_rels/.rels', rels([['rId1', 'officeDocument', 'ppt/presentation.xml']]));
  zip.file('ppt/presentation.xml', `<?xml version="1.0" encoding="UTF-8"?><p:presentation ${NS}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rIdM"/></p:sldMasterIdLst><p:sldIdLst>${slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 1}"/>`).join('')}</p:sldIdLst><p:sldSz cx="${emu(width)}" cy="${emu(height)}"/><p:notesSz cx="6858000" cy="9144000"/>`
    // As PowerPoint writes it: text outside placeholders is the theme's text colour unless something else says.
    + '<p:defaultTextStyle><a:lvl1pPr><a:defRPr sz="1800"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill><a:latin typeface="+mn-lt"/></a:defRPr></a:lvl1pPr></p:defaultTextStyle></p:presentation>');
  zip.file('ppt/_rels/presentation.xml.rels', rels([
    ...slides.map((_, i): [string, string, string] => [`rId${i + 1}`, 'slide', `slides/slide${i + 1}.xml`]),
    ['rIdM', 'slideMaster', 'slideMasters/slideMaster1.xml'], ['rIdT', 'tableStyles', 'tableStyles.xml'],
  ]));
  zip.file('ppt/tableStyles.xml', `<?xml version="1.0" encoding="UTF-8"?><a:tblStyleLst xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" def="{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}">${tableStyles}</a:tblStyleLst>`);
  zip.file('ppt/slideMasters/slideMaster1.xml', `<?xml version="1.0" encoding="UTF-8"?><p:sldMaster ${NS}><p:cSld><p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg><p:spTree>${EMPTY_TREE}</p:spTree></p:cSld><p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst><p:txStyles><p:titleStyle/><p:bodyStyle/><p:otherStyle/></p:txStyles></p:sldMaster>`);
  zip.file('ppt/slideMasters/_rels/slideMaster1.xml.rels', rels([['rId1', 'slideLayout', '../slideLayouts/slideLayout1.xml'], ['rId2', 'theme', '../theme/theme1.xml']]));
  zip.file('ppt/slideLayouts/slideLayout1.xml', `<?xml version="1.0" encoding="UTF-8"?><p:sldLayout ${NS} type="blank"><p:cSld name="Blank"><p:spTree>${EMPTY_TREE}</p:spTree></p:cSld></p:sldLayout>`);
  zip.file('ppt/slideLayouts/_rels/slideLayout1.xml.rels', rels([['rId1', 'slideMaster', '../slideMasters/slideMaster1.xml']]));
  zip.file('ppt/theme/theme1.xml', theme());
  for (const [i, tree] of slides.entries()) {
    zip.file(`ppt/slides/slide${i + 1}.xml`, `<?xml version="1.0" encoding="UTF-8"?><p:sld ${NS}><p:cSld><p:spTree>${EMPTY_TREE}${tree}</p:spTree></p:cSld></p:sld>`);
    zip.file(`ppt/slides/_rels/slide${i + 1}.xml.rels`, rels([['rId1', 'slideLayout', '../slideLayouts/slideLayout1.xml']]));
  }
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A native table (`p:graphicFrame`) with the given `a:tblPr` and plain-text cells. */
export function tableFrame(tblPr: string, cells: string[][], box: [number, number, number, number] = [40, 40, 600, 200], cellPr = ''): string {
  const cols = cells[0]?.length ?? 1;
  const colW = emu(box[2] / cols);
  const rowH = emu(box[3] / cells.length);
  return `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="10" name="Table"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off x="${emu(box[0])}" y="${emu(box[1])}"/><a:ext cx="${emu(box[2])}" cy="${emu(box[3])}"/></p:xfrm>`
    + `<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl>${tblPr}<a:tblGrid>${Array.from({ length: cols }, () => `<a:gridCol w="${colW}"/>`).join('')}</a:tblGrid>`
    + cells.map((row) => `<a:tr h="${rowH}">${row.map((text) => `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" sz="2400"/><a:t>${text}</a:t></a:r></a:p></a:txBody><a:tcPr>${cellPr}</a:tcPr></a:tc>`).join('')}</a:tr>`).join('')
    + '</a:tbl></a:graphicData></a:graphic></p:graphicFrame>';
}

/** A text box (`p:sp` with `txBox="1"`) with a given `a:bodyPr` and paragraphs of runs; `spPr` replaces its `a:noFill`. */
export function textBox(bodyPr: string, paragraphs: string[], box: [number, number, number, number], extra: { style?: string; spPr?: string; rPr?: string } = {}): string {
  return `<p:sp><p:nvSpPr><p:cNvPr id="20" name="TextBox"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr>${xfrm(...box)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>${extra.spPr ?? '<a:noFill/>'}</p:spPr>${extra.style ?? ''}`
    + `<p:txBody>${bodyPr}<a:lstStyle/>${paragraphs.map((t) => `<a:p><a:r><a:rPr lang="en-US" sz="2400"${extra.rPr ? '' : '/'}>${extra.rPr ? `${extra.rPr}</a:rPr>` : ''}<a:t>${t}</a:t></a:r></a:p>`).join('')}</p:txBody></p:sp>`;
}
