/**
 * The Pen tool's input layer over the slide: strokes are drawn live (screen px) and become one drawing block each on
 * release (one undo step per stroke); in erase mode, every stroke the pointer touches is deleted in one step.
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { batchOp, type Op } from '@podium/deck';
import { topZ } from '../../model/blocks';
import { useEditor, useEditorState } from '../../state/EditorContext';
import { hasPressure, smoothStroke, strokeBlock, touchesStroke, type Sample } from './strokes';
import './Pen.css';

/** Pointer reach of the eraser, in screen px. */
const ERASER_PX = 8;

/** The pen layer (rendered by the canvas while the Pen tool is on). */
export function DrawingLayer({ scale, size }: { scale: number; size: { width: number; height: number } }) {
  const { store, ui } = useEditor();
  const pen = useEditorState((s) => s.pen);
  const layer = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<Sample[] | null>(null);
  const [erasing, setErasing] = useState<string[]>([]);

  useEffect(() => {
    // Esc leaves the Pen tool before any other Escape shortcut sees the key.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      store.setPen({ active: false });
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [store]);

  const toSlide = (e: { clientX: number; clientY: number; pressure: number }): Sample => {
    const rect = layer.current!.getBoundingClientRect();
    return [(e.clientX - rect.left) / scale, (e.clientY - rect.top) / scale, e.pressure || 0.5];
  };

  const eraseAt = (sample: Sample, hit: string[]): string[] => {
    const slide = store.currentSlide();
    const found = slide.blocks.filter((b) => !hit.includes(b.id) && touchesStroke(b, { x: sample[0], y: sample[1] }, ERASER_PX / scale)).map((b) => b.id);
    return found.length ? [...hit, ...found] : hit;
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    const first = toSlide(event);
    if (pen.mode === 'erase') setErasing(eraseAt(first, []));
    else setLive([first]);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const samples = (event.nativeEvent.getCoalescedEvents?.() ?? [event.nativeEvent]).map(toSlide);
    if (pen.mode === 'erase') setErasing((hit) => samples.reduce((acc, s) => eraseAt(s, acc), hit));
    else setLive((current) => (current ? [...current, ...samples] : current));
  };

  const onPointerUp = () => {
    const slide = store.currentSlide();
    if (pen.mode === 'erase') {
      const ops: Op[] = erasing.map((blockId) => ({ type: 'deck.block.delete', slideId: slide.id, blockId }));
      if (ops.length) store.dispatch(ops.length === 1 ? ops[0]! : batchOp(ops));
      setErasing([]);
      return;
    }
    if (!live) return;
    const block = strokeBlock(smoothStroke(live, pen.width), pen.color, pen.width, topZ(slide.blocks), hasPressure(live));
    setLive(null);
    const result = store.dispatch({ type: 'deck.block.add', slideId: slide.id, block });
    if (!result.ok) ui.notify(result.error.message);
  };

  const path = live?.map(([x, y], i) => `${i ? 'L' : 'M'}${x * scale} ${y * scale}`).join(' ');
  return (
    <div
      ref={layer}
      className={`ed-pen-layer${pen.mode === 'erase' ? ' is-erasing' : ''}`}
      data-testid="pen-layer"
      data-erasing={erasing.length || undefined}
      style={{ width: size.width * scale, height: size.height * scale }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      {path && (
        <svg width="100%" height="100%" aria-hidden="true" style={{ color: 'var(--deck-text)' }}>
          <path d={path} fill="none" stroke={pen.color} strokeWidth={pen.width * scale} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
    </div>
  );
}
