/** One block on the canvas (positioned wrapper + the deck renderer's markup), or the in-place text editor. */
import { memo, useEffect, useRef, type DragEvent, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import type { Block, TextBlock } from '@podium/deck';
import { blockHtml } from './blockHtml';
import { LazyTextEditor } from './LazyTextEditor';
import { enhanceBlockContent, InPlaceEditor } from '../blocks/BlockTypePanel';
import { hasInPlaceEditor } from '../blocks/registry';
// The slide surface's rules (.ed-deck, .ed-block): thumbnails outside the editor draw blocks without the canvas.
import './Canvas.css';

/** The hidden text that says which keys work on a focused block (rendered once by the canvas). */
export const CANVAS_KEYS_HINT_ID = 'ed-canvas-keys';

export interface BlockViewProps {
  block: Block;
  slideId: string;
  editing: boolean;
  selected?: boolean;
  onPointerDown?: (event: ReactPointerEvent, block: Block) => void;
  onDoubleClick?: (event: ReactMouseEvent, block: Block) => void;
  /** During fragment playback: how the block looks at the current step. */
  look?: 'shown' | 'hidden' | 'dim';
  /** Thumbnails render without ids/testids so e2e counts only canvas blocks. */
  thumbnail?: boolean;
  /** On the canvas: what a screen reader says for the block, and whether it is the blocks' Tab stop (0) or not (-1). */
  label?: string;
  tabIndex?: 0 | -1;
  /** On the canvas, where blocks come in reading order: the block's place in the paint order. */
  zIndex?: number;
}

/** A block at its box, rotated around its centre. */
export const BlockView = memo(function BlockView({ block, slideId, editing, selected, look, onPointerDown, onDoubleClick, thumbnail, label, tabIndex, zIndex }: BlockViewProps) {
  const autoHeight = block.type === 'text' && block.props.autoHeight === true;
  return (
    <div
      className={`ed-block ed-block--${block.type}${autoHeight ? ' is-auto-height' : ''}${block.locked ? ' is-locked' : ''}${editing ? ' is-editing' : ''}${look && look !== 'shown' ? ` is-fragment-${look}` : ''}`}
      data-fragment-look={look}
      data-testid={thumbnail ? undefined : 'editor-block'}
      data-block-type={block.type}
      data-block-id={thumbnail ? undefined : block.id}
      data-selected={selected || undefined}
      role={label ? 'group' : undefined}
      aria-label={label}
      aria-describedby={label ? CANVAS_KEYS_HINT_ID : undefined}
      tabIndex={label ? tabIndex ?? -1 : undefined}
      style={{
        left: block.x,
        top: block.y,
        width: block.width,
        // While typing, the text block grows with its text (the new height is committed with the text); an
        // auto-height text box (imported `height: auto`) always takes its text's height.
        height: editing || autoHeight ? 'auto' : block.height,
        minHeight: editing && !autoHeight ? block.height : undefined,
        transform: block.rotation ? `rotate(${block.rotation}deg)` : undefined,
        zIndex,
      }}
      onPointerDown={onPointerDown ? (event) => onPointerDown(event, block) : undefined}
      onDoubleClick={onDoubleClick ? (event) => onDoubleClick(event, block) : undefined}
      // Images and links start the browser's own drag-and-drop, which cancels the pointer stream of a move.
      onDragStart={editing ? undefined : preventNativeDrag}
    >
      {editing && block.type === 'text' ? (
        <LazyTextEditor block={block as TextBlock} slideId={slideId} content={<BlockContent block={block} />} />
      ) : editing && hasInPlaceEditor(block) ? (
        <InPlaceEditor block={block} slideId={slideId} />
      ) : (
        <BlockContent block={block} thumbnail={thumbnail} />
      )}
    </div>
  );
});

function preventNativeDrag(event: DragEvent): void {
  event.preventDefault();
}

function BlockContent({ block, thumbnail }: { block: Block; thumbnail?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  // Embedded pages load, code is highlighted and math typeset once the markup is in place (libraries load on first use).
  useEffect(() => enhanceBlockContent(ref.current, block, { thumbnail }), [block, thumbnail]);
  return <div ref={ref} className="ed-block__content" dangerouslySetInnerHTML={{ __html: blockHtml(block) }} />;
}
