/** deck.block.text: typing in a text block, merged into its shared text (a CRDT), its HTML rendered again. */
import { mergeTextUpdate } from '../richText/sharedText.js';
import type { DeckDocument } from '../schema/document.js';
import { findBlock, onSlide, swap } from './blocks.js';
import { fail, type Op, type OpOf, type OpResult } from './types.js';

export function typeText(doc: DeckDocument, op: OpOf<'deck.block.text'>): OpResult {
  return onSlide(doc, op.slideId, (at) => {
    const found = findBlock(at, op.blockId);
    if ('ok' in found) return found;
    if (found.block.type !== 'text') return fail('invalid_op', 'Only text blocks are typed in this way', 'blockId');
    const props = found.block.props;
    const merged = mergeTextUpdate(props.sharedText, op.update);
    if (!merged.ok) return fail('stale_text', 'The text was replaced while this was typed', 'update');
    const inverse: Op = { type: 'deck.block.update', slideId: op.slideId, blockId: op.blockId, props: { html: props.html, sharedText: props.sharedText ?? null } };
    return swap(at, found, { ...found.block, props: { ...props, html: merged.html, sharedText: merged.state } }, inverse);
  });
}
