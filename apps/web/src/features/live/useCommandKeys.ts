/** Presenter keys on the app page (outside the deck frame): arrows, space, page keys of a clicker, B / . for black. */
import { useEffect } from 'react';

export type LiveCommand = 'prev' | 'next' | 'pause';

const KEYS: Record<string, LiveCommand> = {
  ArrowRight: 'next', ArrowDown: 'next', PageDown: 'next', ' ': 'next', n: 'next',
  ArrowLeft: 'prev', ArrowUp: 'prev', PageUp: 'prev', p: 'prev',
  b: 'pause', B: 'pause', '.': 'pause',
};

/** Fields that take typing (and their arrow and space keys) for themselves; buttons and links do not. */
const TYPING = 'input:not([type="button"], [type="checkbox"], [type="radio"], [type="submit"], [type="reset"], [type="range"], [type="color"]), textarea, select, [contenteditable]:not([contenteditable="false"]), dialog[open]';

/**
 * While `active`, turns those keys into commands, so the deck keeps answering after a toolbar button was clicked.
 * Not while typing in a field or inside an open dialog; Space on a focused button or link presses it instead.
 */
export function useCommandKeys(active: boolean, run: (command: LiveCommand) => void): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (target?.closest(TYPING)) return;
      if (event.key === ' ' && target?.closest('button, a, [role="button"], [role="radio"]')) return;
      const command = KEYS[event.key];
      if (!command) return;
      event.preventDefault();
      run(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, run]);
}
