/** Which deck card's inline preview is playing: starting one stops all others (SPEC §4 thumbnail preview). */
import { useSyncExternalStore } from 'react';

let active: number | null = null;
const listeners = new Set<() => void>();

/** Makes `id` the one playing preview (null stops every preview). */
export function setActivePreview(id: number | null): void {
  active = id;
  listeners.forEach((listener) => listener());
}

/** The id of the playing preview. */
export function useActivePreview(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => active,
  );
}
