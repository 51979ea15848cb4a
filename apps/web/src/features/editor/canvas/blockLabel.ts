/** What a screen reader says for a block on the canvas: its type and what a viewer reads on it ("Image: A chart"). */
import { blockText, type Block } from '@podium/deck';
import { CANVAS_A11Y } from '@podium/shared';

const MAX_TEXT = 80;
// Keyed by the props object: a move or resize keeps it, so a drag does not read every block's HTML again each frame.
const texts = new WeakMap<object, string>();

function readText(block: Block): string {
  let text = texts.get(block.props);
  if (text === undefined) {
    text = blockText(block).join(' ').replace(/\s+/g, ' ').trim();
    texts.set(block.props, text);
  }
  return text;
}

/** The block's spoken name. */
export function blockLabel(block: Block): string {
  const type = CANVAS_A11Y.typeNames[block.type] ?? block.type;
  const text = readText(block);
  const short = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
  const decorative = Boolean((block.props as { decorative?: boolean }).decorative);
  return CANVAS_A11Y.blockLabel(type, short, decorative, block.locked);
}
