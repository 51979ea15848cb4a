/**
 * Pointer gestures on the canvas: select (click, shift-click, marquee), move, resize, rotate, and double-click to
 * edit text (two presses within TIMERS.doubleClickMs, or the browser's own double-click event). A drag shows its op
 * applied to a preview document and commits that one op on pointer-up, so every drag is exactly one undo step.
 *
 * Pointer events can arrive several times per frame; a drag computes its op once per animation frame from the latest
 * event (and once more on release, so the committed op matches where the pointer was last seen). The handlers keep
 * their identity across renders so memoised blocks do not re-render while one of them is dragged.
 *
 * Once a press becomes a drag, the pressed element (block or handle) captures the pointer: the browser then sends
 * every move to it without hit-testing the whole page first (on a big deck a large part of a drag frame's work), and
 * its cursor stays. A press on a block that never moves is not captured, so its click goes to what is under it.
 */
import { useCallback, useRef, useState, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { applyOp, findSlide, type Block, type DeckDocument, type Op } from '@podium/deck';
import { TIMERS } from '@podium/shared';
import { hasInPlaceEditor } from '../blocks/registry';
import { blocksById, boundsOf } from '../model/blocks';
import { aabb, boxFromPoints, handleDirection, intersects, resizeBox, rotationTowards, type Box, type Handle } from '../model/geometry';
import { snapBox, snapEdges, snapTargets, type Guide } from '../model/snapping';
import { LiveMove } from './liveMove';
import { onSlide, scopeOf } from '../model/scope';
import type { EditorStore } from '../state/store';

/** Snap distance in screen px. */
const SNAP_PX = 6;
/** Movement (screen px) before a press becomes a drag. */
const DRAG_PX = 3;

type Point = { x: number; y: number };

export interface Gestures {
  /** The op of a resize or rotation in progress (shown, not yet committed); moves are shown by LiveMove. */
  previewOp: Op | null;
  /** The element around the selection overlay (moved along with the blocks during a move). */
  overlayRef: RefObject<HTMLDivElement | null>;
  guides: Guide[];
  marquee: Box | null;
  onBlockPointerDown(event: ReactPointerEvent, block: Block): void;
  onBlockDoubleClick(event: ReactMouseEvent, block: Block): void;
  onHandlePointerDown(event: ReactPointerEvent, handle: Handle): void;
  onRotatePointerDown(event: ReactPointerEvent): void;
  onBackgroundPointerDown(event: ReactPointerEvent): void;
  /** Client coordinates to slide px. */
  toSlide(clientX: number, clientY: number): Point;
}

/** Send pointer `pointerId` to `element` until it is released (a pointer released meanwhile is left as it is). */
function capture(element: Element | null, pointerId: number): void {
  try {
    element?.setPointerCapture(pointerId);
  } catch {
    // NotFoundError: the pointer was released meanwhile; nothing to capture.
  }
}

/** Boxes of the current slide's blocks other than `exclude` (what a moving box snaps to). */
function otherBoxes(store: EditorStore, exclude: readonly string[]): Box[] {
  const snap = store.getSnapshot();
  const slide = findSlide(snap.doc, snap.slideId)?.slide;
  return (slide?.blocks ?? []).filter((b) => !exclude.includes(b.id)).map((b) => aabb(b));
}

/** The block of `list` under a pointer event's target (its own element, or an ancestor of the target). */
function hitIn(target: EventTarget | null, list: readonly Block[]): Block | undefined {
  for (let el = target instanceof Element ? target : null; el; el = el.parentElement) {
    const id = el.getAttribute('data-block-id');
    const found = id ? list.find((b) => b.id === id) : undefined;
    if (found) return found;
    if (el.classList.contains('ed-slide')) return undefined;
  }
  return undefined;
}

/** Gesture handlers for the canvas of `store` at `scale`. */
export function useGestures(store: EditorStore, scale: number, slideRef: RefObject<HTMLElement | null>, size: { width: number; height: number }): Gestures {
  const [previewOp, setPreviewOp] = useState<Op | null>(null);
  const [guides, setGuides] = useState<Guide[]>([]);
  const [marquee, setMarquee] = useState<Box | null>(null);
  const lastPress = useRef<{ id: string; time: number } | null>(null);
  /** Whether the last press opened its block as the second of a double-click (its dblclick event then has nothing to do). */
  const openedByPress = useRef(false);
  const overlayRef = useRef<HTMLDivElement>(null);

  const toSlide = useCallback(
    (clientX: number, clientY: number): Point => {
      const rect = slideRef.current?.getBoundingClientRect();
      return rect ? { x: (clientX - rect.left) / scale, y: (clientY - rect.top) / scale } : { x: 0, y: 0 };
    },
    [slideRef, scale],
  );

  /** Follow the pointer until it is released; `onUp` commits. */
  const track = useCallback((onMove: (e: PointerEvent) => void, onUp: (e: PointerEvent) => void) => {
    const up = (e: PointerEvent) => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      onUp(e);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  }, []);

  /**
   * Preview an op while dragging (only when it applies), then commit it once. With `live`, a move is shown by
   * shifting elements (`shift`) instead of re-rendering a preview document.
   */
  const drag = useCallback(
    (compute: (e: PointerEvent) => { op: Op | null; guides?: Guide[]; shift?: Point }, live?: LiveMove) => {
      let latest: Op | null = null;
      let waiting: PointerEvent | null = null;
      let frame = 0;
      let shownGuides = '';
      const flush = () => {
        frame = 0;
        const e = waiting;
        waiting = null;
        if (!e) return;
        const next = compute(e);
        if (!next.op) return;
        if (!applyOp(store.getSnapshot().doc, next.op).ok) return;
        latest = next.op;
        if (live && next.shift) live.show(next.shift.x, next.shift.y, scale);
        else setPreviewOp(next.op);
        const guides = next.guides ?? [];
        const key = guides.map((g) => `${g.axis}${g.at}`).join();
        if (key !== shownGuides) setGuides(guides); // unchanged guides need no render
        shownGuides = key;
      };
      track(
        (e) => {
          waiting = e;
          frame ||= requestAnimationFrame(flush);
        },
        () => {
          cancelAnimationFrame(frame);
          flush();
          live?.clear();
          setPreviewOp(null);
          setGuides([]);
          if (latest) store.dispatch(latest);
        },
      );
    },
    [store, track, scale],
  );

  const onBlockPointerDown = useCallback((event: ReactPointerEvent, top: Block) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    let snap = store.getSnapshot();
    if (snap.editingId === top.id) return; // the text editor handles its own pointer
    if (snap.editingId) store.setEditing(null);
    const slideBlocks = findSlide(snap.doc, snap.slideId)?.slide.blocks ?? [];
    let scope = scopeOf(slideBlocks, snap.groupId);
    // Inside an entered group a press picks the child under the pointer; a press elsewhere leaves the group.
    let block = scope.groupId ? hitIn(event.target, scope.blocks) : top;
    if (!block) {
      store.enterGroup(null);
      snap = store.getSnapshot();
      scope = scopeOf(slideBlocks, null);
      block = top;
    }
    const now = performance.now();
    const double = lastPress.current?.id === block.id && now - lastPress.current.time <= TIMERS.doubleClickMs;
    lastPress.current = { id: block.id, time: now };
    openedByPress.current = false;
    if (event.shiftKey) {
      store.select(snap.selection.includes(block.id) ? snap.selection.filter((id) => id !== block.id) : [...snap.selection, block.id]);
      return;
    }
    if (double && opensOnDoubleClick(block, scope.groupId)) {
      // Double-click (TIMERS.doubleClickMs) enters a group, selecting the child under the pointer, or edits the block.
      lastPress.current = null;
      openedByPress.current = true;
      event.preventDefault();
      openBlock(store, block, event);
      return;
    }
    const selection = snap.selection.includes(block.id) ? snap.selection : [block.id];
    store.select(selection);
    const moving = blocksById(snap.doc, snap.slideId, selection).filter((b) => !b.locked);
    const bounds = boundsOf(moving);
    if (!bounds) return;
    const start = toSlide(event.clientX, event.clientY);
    // Inside a group nothing snaps (guides are drawn in slide space) and moves show as a preview document.
    const inGroup = scope.groupId !== null;
    const targets = snapTargets(size, otherBoxes(store, selection));
    const { pointerId, currentTarget: pressed } = event;
    let started = false;
    drag((e) => {
      const p = toSlide(e.clientX, e.clientY);
      let dx = p.x - start.x;
      let dy = p.y - start.y;
      if (!started && Math.hypot(dx * scale, dy * scale) < DRAG_PX) return { op: null };
      if (!started) capture(pressed, pointerId);
      started = true;
      const snapped = e.altKey || inGroup ? { dx: 0, dy: 0, guides: [] } : snapBox({ ...bounds, x: bounds.x + dx, y: bounds.y + dy }, targets, SNAP_PX / scale);
      dx += snapped.dx;
      dy += snapped.dy;
      // Whole slide pixels are stored (a drag at any zoom never leaves 47.43 in the document or the panel).
      const moves = moving.map((b) => ({ id: b.id, x: Math.round(b.x + dx), y: Math.round(b.y + dy) }));
      return { op: { type: 'deck.block.move', slideId: snap.slideId, moves }, guides: snapped.guides, shift: inGroup ? undefined : { x: dx, y: dy } };
    }, inGroup ? undefined : new LiveMove(slideRef.current, overlayRef.current, moving.map((b) => b.id)));
  }, [store, drag, toSlide, size, scale, slideRef]);

  const onHandlePointerDown = useCallback((event: ReactPointerEvent, handle: Handle) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    const snap = store.getSnapshot();
    const blocks = blocksById(snap.doc, snap.slideId, snap.selection);
    if (blocks.length === 0 || blocks.some((b) => b.locked)) return;
    // One block resizes in its own (rotated) frame; several scale together inside their bounding box.
    const frame = blocks.length === 1 ? blocks[0]! : { ...boundsOf(blocks)!, rotation: 0 };
    const inGroup = snap.groupId !== null;
    const start = toSlide(event.clientX, event.clientY);
    const targets = snapTargets(size, otherBoxes(store, snap.selection));
    const { sx, sy } = handleDirection(handle);
    capture(event.currentTarget, event.pointerId);
    drag((e) => {
      const p = toSlide(e.clientX, e.clientY);
      let box = resizeBox(frame, handle, p.x - start.x, p.y - start.y, e.shiftKey);
      let found: Guide[] = [];
      if (!frame.rotation && !e.shiftKey && !e.altKey && !inGroup) ({ box, guides: found } = snapEdges(box, sx, sy, targets, SNAP_PX / scale));
      const kx = box.width / frame.width;
      const ky = box.height / frame.height;
      const ops: Op[] = blocks.map((b) => ({
        type: 'deck.block.resize', slideId: snap.slideId, id: b.id,
        x: Math.round(box.x + (b.x - frame.x) * kx), y: Math.round(box.y + (b.y - frame.y) * ky),
        width: Math.max(1, Math.round(b.width * kx)), height: Math.max(1, Math.round(b.height * ky)),
      }));
      return { op: ops.length === 1 ? ops[0]! : { type: 'deck.batch', ops }, guides: found };
    });
  }, [store, drag, toSlide, size, scale]);

  const onRotatePointerDown = useCallback((event: ReactPointerEvent) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    const snap = store.getSnapshot();
    const [block] = blocksById(snap.doc, snap.slideId, snap.selection);
    if (!block || block.locked) return;
    const { offset } = scopeOf(findSlide(snap.doc, snap.slideId)?.slide.blocks ?? [], snap.groupId);
    capture(event.currentTarget, event.pointerId);
    drag((e) => ({
      op: { type: 'deck.block.rotate', slideId: snap.slideId, id: block.id, rotation: rotationTowards(onSlide(block, offset), toSlide(e.clientX, e.clientY), e.shiftKey) },
    }));
  }, [store, drag, toSlide]);

  const onBackgroundPointerDown = useCallback((event: ReactPointerEvent) => {
    if (event.button !== 0) return;
    if (store.getSnapshot().groupId) store.enterGroup(null); // a press outside the entered group leaves it
    const snap = store.getSnapshot();
    if (snap.editingId) store.setEditing(null);
    const base = event.shiftKey ? snap.selection : [];
    if (!event.shiftKey) store.select([]);
    const start = toSlide(event.clientX, event.clientY);
    const slide = findSlide(snap.doc, snap.slideId)?.slide;
    track(
      (e) => {
        const box = boxFromPoints(start, toSlide(e.clientX, e.clientY));
        if (box.width * scale < DRAG_PX && box.height * scale < DRAG_PX) return;
        setMarquee(box);
        const hit = (slide?.blocks ?? []).filter((b) => intersects(aabb(b), box)).map((b) => b.id);
        store.select([...base, ...hit]);
      },
      () => setMarquee(null),
    );
  }, [store, track, toSlide, scale]);

  /**
   * The browser's own double-click, for one the timed presses above missed: the page was busy between the two presses,
   * or the person's system allows slower double-clicks.
   */
  const onBlockDoubleClick = useCallback((event: ReactMouseEvent, top: Block) => {
    if (event.button !== 0 || openedByPress.current) return;
    const snap = store.getSnapshot();
    if (snap.editingId) return; // a double-click inside the editor (selecting a word)
    const scope = scopeOf(findSlide(snap.doc, snap.slideId)?.slide.blocks ?? [], snap.groupId);
    const block = scope.groupId ? hitIn(event.target, scope.blocks) : top;
    if (block && opensOnDoubleClick(block, scope.groupId) && block.id !== snap.groupId) openBlock(store, block, event);
  }, [store]);

  return { previewOp, overlayRef, guides, marquee, onBlockPointerDown, onBlockDoubleClick, onHandlePointerDown, onRotatePointerDown, onBackgroundPointerDown, toSlide };
}

/** Whether a double-click on `block` opens it: a group to enter, or text or a block with an in-place editor at slide level. */
function opensOnDoubleClick(block: Block, groupId: string | null): boolean {
  if (block.locked) return false;
  return block.type === 'group' || ((block.type === 'text' || hasInPlaceEditor(block)) && !groupId);
}

/** Opens a block on a double-click: enters a group (selecting the child under the pointer) or edits it at the pointer. */
function openBlock(store: EditorStore, block: Block, event: ReactMouseEvent): void {
  if (block.type === 'group') {
    const child = hitIn(event.target, block.props.children);
    store.enterGroup(block.id, child ? [child.id] : []);
    return;
  }
  store.select([block.id]);
  store.setEditing(block.id, { x: event.clientX, y: event.clientY });
}

/** The document with a drag's op applied (the document itself when there is none or it does not apply). */
export function previewOf(doc: DeckDocument, op: Op | null): DeckDocument {
  if (!op) return doc;
  const result = applyOp(doc, op);
  return result.ok ? result.doc : doc;
}
