/** The selection box (screen px, so handles keep their size at any scale), resize and rotate handles, snap guides, marquee. */
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { Block } from '@podium/deck';
import { boundsOf } from '../model/blocks';
import { HANDLES, type Box, type Handle } from '../model/geometry';
import type { Guide } from '../model/snapping';

interface Props {
  blocks: readonly Block[];
  scale: number;
  editing: boolean;
  onHandlePointerDown(event: ReactPointerEvent, handle: Handle): void;
  onRotatePointerDown(event: ReactPointerEvent): void;
}

const px = (box: Box, scale: number) => ({ left: box.x * scale, top: box.y * scale, width: box.width * scale, height: box.height * scale });

/** Outline and handles for the selected blocks. */
export function SelectionOverlay({ blocks, scale, editing, onHandlePointerDown, onRotatePointerDown }: Props) {
  if (blocks.length === 0) return null;
  const handles = (h: Handle) => (
    <div key={h} className={`ed-handle ed-handle--${h}`} data-testid={`editor-resize-handle-${h}`} onPointerDown={(e) => onHandlePointerDown(e, h)} />
  );
  if (blocks.length > 1) {
    const bounds = boundsOf(blocks)!;
    return (
      <>
        {blocks.map((b) => (
          <div key={b.id} className="ed-outline" style={{ ...px(b, scale), transform: b.rotation ? `rotate(${b.rotation}deg)` : undefined }} />
        ))}
        <div className="ed-selection is-multiple" data-testid="editor-selection" style={px(bounds, scale)}>
          {!editing && !blocks.some((b) => b.locked) && HANDLES.map(handles)}
        </div>
      </>
    );
  }
  const block = blocks[0]!;
  if (editing) return null; // the text block outlines itself while it grows with its text
  const interactive = !block.locked;
  return (
    <div
      className={`ed-selection${block.locked ? ' is-locked' : ''}`}
      data-testid="editor-selection"
      data-locked={block.locked || undefined}
      style={{ ...px(block, scale), transform: block.rotation ? `rotate(${block.rotation}deg)` : undefined }}
    >
      {interactive && HANDLES.map(handles)}
      {interactive && <div className="ed-rotate" data-testid="editor-rotate-handle" title="Rotate (Shift: 15° steps)" onPointerDown={onRotatePointerDown} />}
    </div>
  );
}

/** Snap guide lines across the slide. */
export function Guides({ guides, scale, size }: { guides: readonly Guide[]; scale: number; size: { width: number; height: number } }) {
  return (
    <>
      {guides.map((g) =>
        g.axis === 'x' ? (
          <div key={`x${g.at}`} className="ed-guide ed-guide--x" style={{ left: g.at * scale, top: 0, height: size.height * scale }} />
        ) : (
          <div key={`y${g.at}`} className="ed-guide ed-guide--y" style={{ top: g.at * scale, left: 0, width: size.width * scale }} />
        ),
      )}
    </>
  );
}

/** The marquee rectangle. */
export function Marquee({ box, scale }: { box: Box | null; scale: number }) {
  return box ? <div className="ed-marquee" style={px(box, scale)} /> : null;
}

/** The outline of the group being edited (entered by double-click; Esc or a click outside leaves it). */
export function GroupOutline({ box, scale }: { box: Block; scale: number }) {
  return (
    <div
      className="ed-group-outline"
      data-testid="editor-entered-group"
      title="Editing a group: Esc or a click outside leaves it"
      style={{ ...px(box, scale), transform: box.rotation ? `rotate(${box.rotation}deg)` : undefined }}
    />
  );
}
