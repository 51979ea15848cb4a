/** The Pen tool's state (UI only): whether it is on, drawing or erasing, and the stroke colour and width. */
import { useSyncExternalStore } from 'react';

export interface PenState {
  active: boolean;
  mode: 'draw' | 'erase';
  color: string;
  width: number;
}

let state: PenState = { active: false, mode: 'draw', color: '#222222', width: 4 };
const listeners = new Set<() => void>();

/** Change the pen state. */
export function setPen(patch: Partial<PenState>): void {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

/** The current pen state (outside React). */
export function getPen(): PenState {
  return state;
}

/** The pen state for components. */
export function usePen(): PenState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
