/**
 * Pointer gestures on the canvas: select (click, shift-click, marquee), move, resize, rotate, and double-click to
 * edit text (TIMERS.doubleClickMs). A drag shows its op applied to a preview document and commits that one op on
 * pointer-up, so every drag is exactly one undo step.
 *
 * Pointer events can arrive several times per frame; a drag computes its op once per animation frame from the latest
 * event (and once more on release, so the committed op matches where the pointer was last seen). The handlers keep
 * their identity across renders so memoised blocks do not re-render while one of them is dragged.
 */
import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { applyOp, findSlide, type Block, type DeckDocument, type Op } from '@podium/deck';
import { TIMERS } from '@podium/shared';
import { hasInPlaceEditor } from '../blocks/registry';
import { blocksById, boundsOf } from '../model/blocks';
import { aabb, boxFromPoints, handleDirection, intersects, resizeBox, rotationTowards, tidy, type Box, type Handle } from '../model/geometry';
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
  onHandlePointerDown(event: ReactPointerEvent, handle: Handle): void;
  onRotatePointerDown(event: ReactPointerEvent): void;
  onBackgroundPointerDown(event: ReactPointerEvent): void;
  /** Client coordinates to slide px. */
  toSlide(clientX: number, clientY: number): Point;
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
    if (event.shiftKey) {
      store.select(snap.selection.includes(block.id) ? snap.selection.filter((id) => id !== block.id) : [...snap.selection, block.id]);
      return;
    }
    if (double && block.type === 'group' && !block.locked) {
      // Double-click enters a group (TIMERS.doubleClickMs), selecting the child under the pointer.
      lastPress.current = null;
      const child = hitIn(event.target, block.props.children);
      store.enterGroup(block.id, child ? [child.id] : []);
      return;
    }
    const selection = snap.selection.includes(block.id) ? snap.selection : [block.id];
    store.select(selection);
    if (double && (block.type === 'text' || hasInPlaceEditor(block)) && !block.locked && !scope.groupId) {
      lastPress.current = null;
      event.preventDefault();
      store.setEditing(block.id, { x: event.clientX, y: event.clientY });
      return;
    }
    const moving = blocksById(snap.doc, snap.slideId, selection).filter((b) => !b.locked);
    const bounds = boundsOf(moving);
    if (!bounds) return;
    const start = toSlide(event.clientX, event.clientY);
    // Inside a group nothing snaps (guides are drawn in slide space) and moves show as a preview document.
    const inGroup = scope.groupId !== null;
    const targets = snapTargets(size, otherBoxes(store, selection));
    let started = false;
    drag((e) => {
      const p = toSlide(e.clientX, e.clientY);
      let dx = p.x - start.x;
      let dy = p.y - start.y;
      if (!started && Math.hypot(dx * scale, dy * scale) < DRAG_PX) return { op: null };
      started = true;
      const snapped = e.altKey || inGroup ? { dx: 0, dy: 0, guides: [] } : snapBox({ ...bounds, x: bounds.x + dx, y: bounds.y + dy }, targets, SNAP_PX / scale);
      dx += snapped.dx;
      dy += snapped.dy;
      const moves = moving.map((b) => ({ id: b.id, x: tidy(b.x + dx), y: tidy(b.y + dy) }));
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
    drag((e) => {
      const p = toSlide(e.clientX, e.clientY);
      let box = resizeBox(frame, handle, p.x - start.x, p.y - start.y, e.shiftKey);
      let found: Guide[] = [];
      if (!frame.rotation && !e.shiftKey && !e.altKey && !inGroup) ({ box, guides: found } = snapEdges(box, sx, sy, targets, SNAP_PX / scale));
      const kx = box.width / frame.width;
      const ky = box.height / frame.height;
      const ops: Op[] = blocks.map((b) => ({
        type: 'deck.block.resize', slideId: snap.slideId, id: b.id,
        x: tidy(box.x + (b.x - frame.x) * kx), y: tidy(box.y + (b.y - frame.y) * ky),
        width: Math.max(1, tidy(b.width * kx)), height: Math.max(1, tidy(b.height * ky)),
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

  return { previewOp, overlayRef, guides, marquee, onBlockPointerDown, onHandlePointerDown, onRotatePointerDown, onBackgroundPointerDown, toSlide };
}

/** The document with a drag's op applied (the document itself when there is none or it does not apply). */
export function previewOf(doc: DeckDocument, op: Op | null): DeckDocument {
  if (!op) return doc;
  const result = applyOp(doc, op);
  return result.ok ? result.doc : doc;
}
