/** Presenter keys on the app page (outside the deck frame): arrows, space, page keys of a clicker, B / . for black. */
import { useEffect } from 'react';

export type LiveCommand = 'prev' | 'next' | 'pause';

const KEYS: Record<string, LiveCommand> = {
  ArrowRight: 'next', ArrowDown: 'next', PageDown: 'next', ' ': 'next', n: 'next',
  ArrowLeft: 'prev', ArrowUp: 'prev', PageUp: 'prev', p: 'prev',
  b: 'pause', B: 'pause', '.': 'pause',
};

/** While `active`, turns those keys into commands (not while typing in a field or using a menu). */
export function useCommandKeys(active: boolean, run: (command: LiveCommand) => void): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (target?.closest('input, textarea, select, [contenteditable], dialog, button, a')) return;
      const command = KEYS[event.key];
      if (!command) return;
      event.preventDefault();
      run(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, run]);
}
