/**
 * Which snippet the snippet dialog shows: a theme snippet about to be inserted, or a snippet block whose values are
 * edited. A tiny store, so the top bar's Snippet menu, the phone menu and the block panel open the one dialog.
 */
import { useSyncExternalStore } from 'react';
import type { ThemeSnippet } from '@podium/shared';

export type SnippetDialogRequest =
  | { mode: 'insert'; snippet: ThemeSnippet }
  | { mode: 'edit'; slideId: string; blockId: string };

let current: SnippetDialogRequest | null = null;
const listeners = new Set<() => void>();

/** Opens the dialog for `request`, or closes it (null). */
export function setSnippetDialog(request: SnippetDialogRequest | null): void {
  current = request;
  for (const listener of listeners) listener();
}

/** The dialog's request, re-rendering on change. */
export function useSnippetDialog(): SnippetDialogRequest | null {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, () => current);
}
