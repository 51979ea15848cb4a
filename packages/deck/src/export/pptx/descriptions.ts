/**
 * Alternative text in PowerPoint. pptxgenjs writes `descr` for pictures only (a picture without one gets its file
 * name, which a screen reader would read out) and cannot mark an object decorative. Blocks with alternative text, a
 * title or the decorative flag get their objects named (blocks.ts); the finished file is opened again and each named
 * object gets its `descr` (none when empty), and decorative ones Office's decorative mark (Alt Text ▸ Mark as decorative).
 */
import JSZip from 'jszip';
import { escapeAttr } from '../../html/escape.js';
import type { Block } from '../../schema/block.js';

/** What PowerPoint should say about one block's objects. */
export interface ObjectDescription {
  descr: string;
  decorative: boolean;
}

/** The name marker of described objects (added after a fragment's name, which animations.ts reads from the start). */
const DESCRIBED_NAME = /podium-described-(\d+)/;

/** The description of a picture, video poster or shape block; null for blocks PowerPoint describes by their text. */
export function blockDescription(block: Block): ObjectDescription | null {
  if (block.type !== 'image' && block.type !== 'video' && block.type !== 'shape') return null;
  const p = block.props as { alt?: string; title?: string; decorative?: boolean };
  const decorative = Boolean(p.decorative);
  return { descr: decorative ? '' : (p.alt ?? p.title ?? '').trim(), decorative };
}

const DECORATIVE_EXT = '<a:extLst><a:ext uri="{C183D7F6-B498-43B3-948B-1728B52AA6E4}">'
  + '<adec:decorative xmlns:adec="http://schemas.microsoft.com/office/drawing/2017/decorative" val="1"/></a:ext></a:extLst>';

/** A slide's XML with its described objects' `descr` and decorative marks written. */
function describeObjects(xml: string, descriptions: readonly ObjectDescription[]): string {
  return xml.replace(/<p:cNvPr\b([^>]*?)(\/>|>([\s\S]*?)<\/p:cNvPr>)/g, (whole, attrs: string, _end: string, inner: string | undefined) => {
    const index = DESCRIBED_NAME.exec(attrs);
    const description = index ? descriptions[Number(index[1])] : undefined;
    if (!description) return whole;
    const rest = attrs.replace(/\sdescr="[^"]*"/, '');
    const descr = description.descr ? ` descr="${escapeAttr(description.descr)}"` : '';
    const children = (inner ?? '') + (description.decorative ? DECORATIVE_EXT : '');
    return children ? `<p:cNvPr${rest}${descr}>${children}</p:cNvPr>` : `<p:cNvPr${rest}${descr}/>`;
  });
}

/** Writes the descriptions of each slide (1-based number → its list) into a written .pptx. */
export async function addDescriptions(pptx: Uint8Array, slides: ReadonlyMap<number, readonly ObjectDescription[]>): Promise<Uint8Array> {
  if (slides.size === 0) return pptx;
  const zip = await JSZip.loadAsync(pptx);
  for (const [n, descriptions] of slides) {
    const name = `ppt/slides/slide${n}.xml`;
    const xml = await zip.file(name)?.async('string');
    if (xml) zip.file(name, describeObjects(xml, descriptions));
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
