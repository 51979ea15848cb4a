/** The type-specific section of the block panel, from the block registry. */
import type { Block } from '@podium/deck';
import { editorBlockOf } from './registry';
import './content-blocks.css';

/** The registered panel section for `block`, or nothing when its type has none. */
export function BlockTypePanel({ block, slideId }: { block: Block; slideId: string }) {
  const Panel = editorBlockOf(block).Panel;
  return Panel ? <div className="ed-content-panel" data-testid={`panel-${block.type}`}><Panel block={block} slideId={slideId} /></div> : null;
}

/** The registered in-place editor of `block` while it is being edited. */
export function InPlaceEditor({ block, slideId }: { block: Block; slideId: string }) {
  const Editor = editorBlockOf(block).InPlace;
  return Editor ? <Editor block={block} slideId={slideId} /> : null;
}

/** Runs the block type's canvas add-on on its rendered markup. */
export function enhanceBlockContent(el: HTMLElement | null, block: Block, { thumbnail = false } = {}): void {
  if (el) editorBlockOf(block).enhance?.(el, block, { thumbnail });
}
