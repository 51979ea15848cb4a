/** Keyboard shortcuts and clipboard events, both dispatched through the action registry. */
import { useEffect } from 'react';
import { ACTIONS } from './deckActions';
import { isTypingTarget, matches } from './shortcuts';
import type { ActionContext } from './types';

const dialogOpen = () => document.querySelector('dialog[open]') !== null;

/**
 * Listens on the window while mounted. Copy, cut and paste run from the browser's clipboard events (so image files
 * and blocks copied in another tab paste too); when the browser sends no such event, the keystroke runs them anyway.
 */
export function useShortcuts(makeContext: (clipboard?: DataTransfer | null) => ActionContext, insertImages: (files: File[]) => void): void {
  useEffect(() => {
    let clipboardPending: string | null = null;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target) || dialogOpen()) return;
      const found = ACTIONS.find((a) => !a.onFocusedBlock && a.shortcut?.some((s) => matches(s, event)));
      if (!found) return;
      const ctx = makeContext();
      if (found.clipboardEvent) {
        clipboardPending = found.id;
        window.setTimeout(() => {
          if (clipboardPending !== found.id) return;
          clipboardPending = null;
          const late = makeContext();
          if (found.isEnabled(late)) found.perform(late);
        }, 50);
        return;
      }
      if (!found.isEnabled(ctx)) return;
      event.preventDefault();
      found.perform(ctx);
    };

    const onClipboard = (event: ClipboardEvent) => {
      if (isTypingTarget(event.target) || dialogOpen()) return;
      clipboardPending = null;
      const files = [...(event.clipboardData?.files ?? [])].filter((f) => f.type.startsWith('image/'));
      if (event.type === 'paste' && files.length) {
        event.preventDefault();
        insertImages(files);
        return;
      }
      const found = ACTIONS.find((a) => a.clipboardEvent === event.type);
      const ctx = makeContext(event.clipboardData);
      if (!found?.isEnabled(ctx)) return;
      event.preventDefault();
      found.perform(ctx);
    };

    window.addEventListener('keydown', onKeyDown);
    for (const type of ['copy', 'cut', 'paste']) document.addEventListener(type, onClipboard as EventListener);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      for (const type of ['copy', 'cut', 'paste']) document.removeEventListener(type, onClipboard as EventListener);
    };
  }, [makeContext, insertImages]);
}
