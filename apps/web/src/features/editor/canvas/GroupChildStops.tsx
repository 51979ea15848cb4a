/**
 * Inside an entered group, the keyboard's way to its blocks. The group draws its children as its own markup (one
 * canvas block), so each child gets a focus target of its own over its box: named like a canvas block, one roving
 * Tab stop (the selected child, else the first one read), with no look but the focus ring and no pointer events (a
 * press still goes to the group's markup underneath).
 */
import type { Block } from '@podium/deck';
import { CANVAS_KEYS_HINT_ID } from './BlockView';
import { blockLabel } from './blockLabel';

export const GROUP_CHILD_TESTID = 'editor-group-child';

/** `blocks`: the entered group's children in reading order, in slide coordinates. */
export function GroupChildStops({ blocks, selection, tabStop }: { blocks: readonly Block[]; selection: readonly string[]; tabStop: string | undefined }) {
  return (
    <>
      {blocks.map((block) => (
        <div
          key={block.id}
          className="ed-child-stop"
          data-testid={GROUP_CHILD_TESTID}
          data-block-id={block.id}
          data-selected={selection.includes(block.id) || undefined}
          role="group"
          aria-label={blockLabel(block)}
          aria-describedby={CANVAS_KEYS_HINT_ID}
          tabIndex={block.id === tabStop ? 0 : -1}
          style={{ left: block.x, top: block.y, width: block.width, height: block.height, transform: block.rotation ? `rotate(${block.rotation}deg)` : undefined }}
        />
      ))}
    </>
  );
}
