/**
 * The canvas with the keyboard alone: the slide is one Tab stop and its blocks one more (a roving Tab stop, the
 * selected block or else the first one read), Tab and Shift+Tab go from block to block in the slide's reading order
 * and select it, Enter edits (text in place, other blocks their in-place editor or their first panel field), Escape
 * leaves editing (focus back on the block), then the selection (focus on the slide). Arrows move the selected block
 * through the editor's nudge actions, which listen on the window. Enter on a group enters it: Tab then goes through
 * its children (GroupChildStops), and Escape leaves it with the group selected and focused.
 */
import { useEffect, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import type { Block } from '@podium/deck';
import { hasInPlaceEditor } from '../blocks/registry';
import { childrenRead } from '../model/scope';
import type { EditorStore } from '../state/store';
import { GROUP_CHILD_TESTID } from './GroupChildStops';

/** A canvas block, or an entered group's child (its focus target). */
const STOPS = ['editor-block', GROUP_CHILD_TESTID].map((testid) => `[data-testid="${testid}"]`);

const blockOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(STOPS.join(', ')) : null;

/** The focus target of block `id` on the canvas. */
function blockElement(slide: HTMLElement | null, id: string): HTMLElement | null {
  return slide?.querySelector<HTMLElement>(STOPS.map((stop) => `${stop}[data-block-id="${CSS.escape(id)}"]`).join(', ')) ?? null;
}

/** Focus the properties field that names the block (alt text, title), else the panel's first field. */
function focusPanelField(): void {
  requestAnimationFrame(() => {
    const side = document.querySelector('aside.ed-side[aria-label="Properties"]');
    const field = side?.querySelector<HTMLElement>('[data-testid="block-alt"]:not([disabled]), [data-testid="block-title"]')
      ?? side?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])');
    field?.focus();
  });
}

/** Enter on a block: what a double-click does (a group is entered), or its panel for blocks without an in-place editor. */
export function editBlock(store: EditorStore, block: Block): void {
  if (block.type === 'group' && !block.locked) {
    const first = childrenRead(block)[0];
    store.enterGroup(block.id, first ? [first.id] : []);
  } else if (!block.locked && (block.type === 'text' || hasInPlaceEditor(block))) store.setEditing(block.id);
  else focusPanelField();
}

/**
 * Keyboard handlers for the slide element (`order`: its top-level blocks in reading order, or the entered group's
 * children).
 */
export function useCanvasKeyboard(
  store: EditorStore, slideRef: RefObject<HTMLDivElement | null>, order: readonly Block[], editing: string | null,
  groupId: string | null, selection: readonly string[],
) {
  const lastEditing = useRef<string | null>(editing);
  const lastGroup = useRef<string | null>(groupId);

  // Editing ended with the keyboard (the block is still selected, focus fell off the editor): back to the block.
  useEffect(() => {
    const was = lastEditing.current;
    lastEditing.current = editing;
    if (!was || editing) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || Boolean(slideRef.current?.contains(active));
    if (lost && store.getSnapshot().selection.includes(was)) blockElement(slideRef.current, was)?.focus();
  }, [editing, slideRef, store]);

  // Focus follows entering a group from the canvas (onto its selected child), and leaving it when the child that had
  // focus is gone (back onto the group); a block pressed to leave it keeps the focus the press gave it.
  useLayoutEffect(() => {
    const was = lastGroup.current;
    lastGroup.current = groupId;
    if (was === groupId) return;
    const active = document.activeElement;
    const lost = !active || active === document.body;
    if (!lost && !(groupId && slideRef.current?.contains(active))) return;
    const target = groupId ? selection[0] : was;
    if (target) blockElement(slideRef.current, target)?.focus();
  }, [groupId, selection, slideRef]);

  const focusBlock = (id: string) => {
    const { groupId: entered } = store.getSnapshot();
    // Out of an entered group only for a block that is not one of its children (Tab goes through them there).
    if (entered && !order.some((b) => b.id === id)) store.enterGroup(null, [id]);
    else store.select([id]);
    blockElement(slideRef.current, id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (store.getSnapshot().editingId || event.defaultPrevented) return;
    const element = blockOf(event.target);
    // Keys pressed on the block itself: not those bubbling from an editor or field inside it (a table cell's Escape
    // ends its editing and must not also leave the selection).
    if (!element || element !== event.target || event.ctrlKey || event.metaKey || event.altKey) return;
    const index = order.findIndex((b) => b.id === element.dataset.blockId);
    const block = order[index];
    if (!block) return;
    if (event.key === 'Tab') {
      const next = order[index + (event.shiftKey ? -1 : 1)];
      // Past either end the browser moves on: out of the canvas, or back to the slide.
      if (!next) return;
      event.preventDefault();
      focusBlock(next.id);
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      if (!store.getSnapshot().selection.includes(block.id)) focusBlock(block.id);
      editBlock(store, block);
    } else if (event.key === 'Escape' && groupId) {
      event.preventDefault();
      store.enterGroup(null, [groupId]);
    } else if (event.key === 'Escape' && store.getSnapshot().selection.length) {
      event.preventDefault();
      store.select([]);
      slideRef.current?.focus();
    }
  };

  // A block reached with the keyboard is selected (a click selects through the pointer gestures).
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const element = blockOf(event.target);
    const id = element?.dataset.blockId;
    if (!id || element !== event.target || !element.matches(':focus-visible')) return;
    if (!store.getSnapshot().selection.includes(id)) focusBlock(id);
  };

  return { onKeyDown, onFocus };
}
