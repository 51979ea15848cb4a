/**
 * Fragment playback on the canvas: which slide is playing and how many steps have been shown. UI state only (never
 * in the document); the canvas hides or dims fragment blocks to match what reveal.js shows at that step.
 */
import { useSyncExternalStore } from 'react';

export interface Playback {
  slideId: string;
  shown: number;
}

let state: Playback | null = null;
const listeners = new Set<() => void>();

/** Start, advance or stop playback (null stops). */
export function setPlayback(next: Playback | null): void {
  state = next;
  listeners.forEach((l) => l());
}

/** The playback state of `slideId` (null when that slide is not playing). */
export function usePlayback(slideId: string): Playback | null {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
  return current?.slideId === slideId ? current : null;
}
