/** The Pen tool's layer and toolbar, loaded when the tool is first switched on (they are not needed to edit a deck). */
import { lazy, Suspense } from 'react';

const DrawingLayer = lazy(() => import('./DrawingLayer').then((m) => ({ default: m.DrawingLayer })));
const PenToolbar = lazy(() => import('./PenToolbar').then((m) => ({ default: m.PenToolbar })));

/** One part of the Pen tool. */
export function LazyPen({ part, scale, size }: { part: 'layer' | 'toolbar'; scale: number; size: { width: number; height: number } }) {
  return <Suspense fallback={null}>{part === 'layer' ? <DrawingLayer scale={scale} size={size} /> : <PenToolbar />}</Suspense>;
}
