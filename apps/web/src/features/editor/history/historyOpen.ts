/** Whether the editor's version history panel is open: a tiny store so the top-bar toggle and the panel share it. */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

/** Opens or closes the panel. */
export function setHistoryOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

/** The panel's state, re-rendering on change. */
export function useHistoryOpen(): boolean {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, () => open);
}
