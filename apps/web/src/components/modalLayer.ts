/**
 * The open modal dialogs, newest last. A modal <dialog> sits in the browser's top layer and makes the rest of the page
 * inert, so anything that must stay visible and usable above it (the notification stack) is rendered inside the newest.
 */
import { useSyncExternalStore } from 'react';

let open: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Called by <Dialog> after showModal(); returns the function to call when it closes. */
export function enterModalLayer(dialog: HTMLDialogElement): () => void {
  open = [...open.filter((d) => d !== dialog), dialog];
  changed();
  return () => {
    open = open.filter((d) => d !== dialog);
    changed();
  };
}

/** The newest open modal dialog, or null. */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open[open.length - 1] ?? null,
  );
}
