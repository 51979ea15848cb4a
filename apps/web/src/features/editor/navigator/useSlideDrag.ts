/**
 * Dragging navigator thumbnails to reorder slides (pointer events: the thumbnails are buttons in nested lists, and a
 * drop's meaning depends on where on the target it lands, which a sortable-list library does not model). The
 * picked slides move together; the drop zone depends on the layout (see slideMove.ts).
 */
import { useCallback, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { batchOp } from '@podium/deck';
import type { EditorStore } from '../state/store';
import { outlineZoneAt, slideMoveOp, slidesMoveOps, zoneAt, type DropZone } from '../model/slideMove';
import type { NavigatorLayout } from './useNavigatorLayout';

export type DropTarget = { h: number; v: number; zone: DropZone };
export interface SlideDrag {
  ids: readonly string[];
  target: DropTarget | null;
}

/** Pointer travel before a press becomes a drag. */
const DRAG_THRESHOLD_PX = 6;

/** The drag in progress (for its indicators) and the pointer-down handler that starts one. */
export function useSlideDrag(store: EditorStore, layout: NavigatorLayout) {
  const [drag, setDrag] = useState<SlideDrag | null>(null);

  const onPointerDown = useCallback((event: ReactPointerEvent, id: string) => {
    // Ctrl/Shift+click picks slides (on click); a press on a picked slide drags every picked slide.
    if (event.button !== 0 || event.shiftKey || event.ctrlKey || event.metaKey) return;
    const picks = store.getSnapshot().slidePicks;
    const ids = picks.includes(id) ? picks : [id];
    if (!picks.includes(id)) store.setSlide(id);
    const start = { x: event.clientX, y: event.clientY };
    let dragging = false;
    let target: DropTarget | null = null;
    const move = (e: PointerEvent) => {
      if (!dragging && Math.hypot(e.clientX - start.x, e.clientY - start.y) < DRAG_THRESHOLD_PX) return;
      dragging = true;
      const el = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-testid="navigator-slide"]');
      if (el) {
        const r = el.getBoundingClientRect();
        const h = Number(el.dataset.h);
        const v = Number(el.dataset.v);
        const fx = (e.clientX - r.left) / r.width;
        const fy = (e.clientY - r.top) / r.height;
        const last = v === (store.getSnapshot().doc.slides[h]?.children?.length ?? 0);
        target = { h, v, zone: layout === 'outline' ? outlineZoneAt(fx, fy, { v, last }) : zoneAt(fx, fy) };
      } else target = null;
      setDrag({ ids, target });
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      setDrag(null);
      if (!dragging || !target) return;
      const doc = store.getSnapshot().doc;
      if (ids.length > 1) {
        const ops = slidesMoveOps(doc, ids, target, target.zone);
        if (ops.length) store.dispatch(batchOp(ops));
        return;
      }
      const op = slideMoveOp(doc, id, target, target.zone);
      if (op) store.dispatch(op);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  }, [store, layout]);

  return { drag, onPointerDown };
}
