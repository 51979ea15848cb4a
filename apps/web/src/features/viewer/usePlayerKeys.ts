/**
 * Arrow keys, space and page keys pressed on an app page move the player in its frame, so a viewer can navigate
 * without first clicking into the slides (keys typed in form fields, or with modifiers, are left alone).
 */
import { useEffect, type RefObject } from 'react';
import { sendToPlayer } from './PlayerFrame';

const KEY_METHODS: Record<string, string> = {
  ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down',
  ' ': 'next', PageDown: 'next', PageUp: 'prev', Home: 'slide', End: 'slide',
};

/** Forwards navigation keys from the page to the player in `frame`. */
export function usePlayerKeys(frame: RefObject<HTMLIFrameElement | null>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const method = KEY_METHODS[event.key];
      const target = event.target as HTMLElement | null;
      if (!method || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (target?.closest('input, textarea, select, button, a, [contenteditable="true"], [role="menu"], [role="dialog"]')) return;
      event.preventDefault();
      sendToPlayer(frame.current, method, event.key === 'Home' ? [0, 0] : event.key === 'End' ? [Number.MAX_SAFE_INTEGER] : []);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [frame, enabled]);
}
