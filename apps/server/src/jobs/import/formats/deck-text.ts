/** Test helpers: the texts a deck shows (text blocks, shape labels, table cells, in every group) and blocks with their slide boxes. */
import { JSDOM } from 'jsdom';
import { readablePaintOrder, readingOrder, type Block, type DeckDocument, type Slide } from '@podium/deck';

/** The text of a piece of HTML, whitespace collapsed. */
export function htmlText(html: string): string {
  return (JSDOM.fragment(html.replace(/<br>/g, ' ').replace(/<\/(p|li|h\d)>/g, ' </$1>')).textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Blocks in paint order with groups flattened (children moved by their group's offset). */
export function flatBlocks(blocks: readonly Block[], dx = 0, dy = 0): Block[] {
  return blocks.flatMap((b) => (b.type === 'group'
    ? flatBlocks(b.props.children, dx + b.x, dy + b.y)
    : [{ ...b, x: b.x + dx, y: b.y + dy }]));
}

/**
 * A slide's blocks flattened in the order the PPTX export writes them (the slide's reading order, paint order kept
 * where blocks overlap), which is the order an import of that file reads them back in.
 */
export function blocksAsExported(slide: Pick<Slide, 'blocks' | 'readingOrder'>): Block[] {
  return flatBlocks(readablePaintOrder(slide.blocks, readingOrder(slide)));
}

/** The texts of one block. */
export function blockTexts(b: Block): string[] {
  switch (b.type) {
    case 'text': return [htmlText(b.props.html)];
    case 'shape': return b.props.text ? [b.props.text.replace(/\s+/g, ' ').trim()] : [];
    case 'table': return b.props.cells.flat().filter(Boolean);
    default: return [];
  }
}

/** Everything a deck's slides say, one string. */
export function deckText(doc: DeckDocument): string {
  return doc.slides.flatMap((s) => [s, ...(s.children ?? [])]).flatMap((s) => flatBlocks(s.blocks).flatMap(blockTexts)).join(' | ');
}
