/**
 * The canvas with the keyboard alone: the slide is one Tab stop and its blocks one more (a roving Tab stop, the
 * selected block or else the first one read), Tab and Shift+Tab go from block to block in the slide's reading order
 * and select it, Enter edits (text in place, other blocks their in-place editor or their first panel field), Escape
 * leaves editing (focus back on the block), then the selection (focus on the slide). Arrows move the selected block
 * through the editor's nudge actions, which listen on the window.
 */
import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import type { Block } from '@podium/deck';
import { hasInPlaceEditor } from '../blocks/registry';
import type { EditorStore } from '../state/store';

const blockOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>('[data-testid="editor-block"]') : null;

/** The block element of `id` on the canvas. */
function blockElement(slide: HTMLElement | null, id: string): HTMLElement | null {
  return slide?.querySelector<HTMLElement>(`[data-testid="editor-block"][data-block-id="${CSS.escape(id)}"]`) ?? null;
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

/** Enter on a block: what a double-click does, or its panel for blocks without an in-place editor. */
export function editBlock(store: EditorStore, block: Block): void {
  if (!block.locked && (block.type === 'text' || hasInPlaceEditor(block))) store.setEditing(block.id);
  else focusPanelField();
}

/** Keyboard handlers for the slide element (`order`: its top-level blocks in reading order). */
export function useCanvasKeyboard(store: EditorStore, slideRef: RefObject<HTMLDivElement | null>, order: readonly Block[], editing: string | null) {
  const lastEditing = useRef<string | null>(editing);

  // Editing ended with the keyboard (the block is still selected, focus fell off the editor): back to the block.
  useEffect(() => {
    const was = lastEditing.current;
    lastEditing.current = editing;
    if (!was || editing) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || Boolean(slideRef.current?.contains(active));
    if (lost && store.getSnapshot().selection.includes(was)) blockElement(slideRef.current, was)?.focus();
  }, [editing, slideRef, store]);

  const focusBlock = (id: string) => {
    const { groupId } = store.getSnapshot();
    if (groupId) store.enterGroup(null, [id]);
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
