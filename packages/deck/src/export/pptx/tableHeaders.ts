/**
 * Header rows in PowerPoint. pptxgenjs writes every table with an empty `<a:tblPr/>`, so PowerPoint (and a later
 * import) cannot tell a header row from the others. Tables with a header are named with a marker (context.ts); the
 * finished file is opened again and each marked table gets `firstRow="1"` (and loses the marker).
 */
import JSZip from 'jszip';

/** The name marker of tables whose first row is a header. */
export const TABLE_HEADER_NAME = 'podium-table-header';

/** A slide's XML with `firstRow="1"` on the tables named with the marker. */
function markHeaderTables(xml: string): string {
  return xml.replace(/<p:graphicFrame>[\s\S]*?<\/p:graphicFrame>/g, (frame) => {
    const name = /<p:cNvPr\b[^>]*\bname="([^"]*)"/.exec(frame)?.[1] ?? '';
    if (!name.includes(TABLE_HEADER_NAME)) return frame;
    // The marker has done its work: the table keeps the name it would have had without it.
    const plain = name.replace(TABLE_HEADER_NAME, '').trim() || 'Table';
    return frame.replace(`name="${name}"`, `name="${plain}"`).replace('<a:tblPr/>', '<a:tblPr firstRow="1"/>');
  });
}

/** Marks the header tables of the given slides (1-based numbers) in a written .pptx. */
export async function markHeaderRows(pptx: Uint8Array, slideNumbers: readonly number[]): Promise<Uint8Array> {
  if (slideNumbers.length === 0) return pptx;
  const zip = await JSZip.loadAsync(pptx);
  for (const n of slideNumbers) {
    const name = `ppt/slides/slide${n}.xml`;
    const xml = await zip.file(name)?.async('string');
    if (xml) zip.file(name, markHeaderTables(xml));
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
