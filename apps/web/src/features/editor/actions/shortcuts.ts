/** Key combinations: parse 'Mod+Shift+Z', match keyboard events, and format them for people. */

interface Combo {
  mod: boolean;
  shift: boolean;
  alt: boolean;
  key: string;
}

function parse(shortcut: string): Combo {
  const parts = shortcut.split('+');
  const key = parts.pop() ?? '';
  return { mod: parts.includes('Mod'), shift: parts.includes('Shift'), alt: parts.includes('Alt'), key };
}

/** Whether the platform uses ⌘ for Mod. */
export function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

// Letters and digits are matched on the physical key so Alt combinations (which change event.key on macOS) work.
function keyMatches(key: string, event: KeyboardEvent): boolean {
  if (/^[A-Z]$/.test(key)) return event.code === `Key${key}`;
  if (/^[0-9]$/.test(key)) return event.code === `Digit${key}`;
  if (key === '/') return event.code === 'Slash' || event.key === '/';
  return event.key === key;
}

/** Whether a keyboard event is this shortcut. '?' ignores Shift (it needs Shift on most layouts). */
export function matches(shortcut: string, event: KeyboardEvent): boolean {
  const combo = parse(shortcut);
  const mod = event.ctrlKey || event.metaKey;
  if (combo.mod !== mod || combo.alt !== event.altKey) return false;
  if (combo.key !== '?' && combo.shift !== event.shiftKey) return false;
  return keyMatches(combo.key, event);
}

const KEY_NAMES: Record<string, string> = {
  ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→', Delete: 'Del', Backspace: '⌫', Escape: 'Esc', Enter: '↵', ContextMenu: 'Menu',
};

/** A shortcut as shown to people: 'Ctrl+Shift+Z' or '⌘⇧Z'. */
export function formatShortcut(shortcut: string, mac = isMac()): string {
  const combo = parse(shortcut);
  const key = KEY_NAMES[combo.key] ?? combo.key;
  if (mac) return `${combo.mod ? '⌘' : ''}${combo.alt ? '⌥' : ''}${combo.shift ? '⇧' : ''}${key}`;
  return [combo.mod && 'Ctrl', combo.alt && 'Alt', combo.shift && 'Shift', key].filter(Boolean).join('+');
}

/** Whether keys typed at this target belong to a field (text editing keeps its own shortcuts). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'range', 'color', 'file'].includes(type);
}
