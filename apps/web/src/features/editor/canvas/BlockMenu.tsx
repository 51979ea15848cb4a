/**
 * The block context menu (right-click or long-press on a block, Shift+F10 or the Menu key with blocks selected): the
 * registry's commands for the selection, grouped, each with its shortcut. Items run through the same registry as
 * the side panel's buttons and the keyboard, so all three stay in step. Follows the WAI-ARIA menu pattern: arrow
 * keys, Home and End move, Escape closes and puts focus back where it was.
 */
import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { action } from '../actions/deckActions';
import { formatShortcut } from '../actions/shortcuts';
import { useActionContext, useRunAction } from '../state/EditorContext';
import '../../../components/Menu.css';

const SECTIONS: ReadonlyArray<{ label: string; ids: readonly string[] }> = [
  { label: 'Edit', ids: ['duplicate', 'delete', 'lock'] },
  { label: 'Align', ids: ['align-left', 'align-center', 'align-right', 'align-top', 'align-middle', 'align-bottom'] },
  { label: 'Distribute and size', ids: ['distribute-horizontal', 'distribute-vertical', 'match-width', 'match-height'] },
  { label: 'Arrange', ids: ['bring-to-front', 'send-to-back', 'group', 'ungroup'] },
];

const MARGIN = 8;

/** The menu at viewport point `at`; `onClose` when an item ran or the menu was dismissed. */
export function BlockMenu({ at, onClose }: { at: { x: number; y: number }; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // Where focus goes back to after Escape or a command (the canvas, a panel button; nothing after a right-click).
  const [returnTo] = useState(() => document.activeElement as HTMLElement | null);
  const close = useCallback((restoreFocus: boolean) => {
    onClose();
    if (restoreFocus) returnTo?.focus();
  }, [onClose, returnTo]);
  const makeContext = useActionContext();
  const run = useRunAction();
  const ctx = makeContext();

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Kept inside the window (a menu opened near the right or bottom edge opens towards the middle).
    const box = el.getBoundingClientRect();
    el.style.left = `${Math.max(MARGIN, Math.min(at.x, window.innerWidth - box.width - MARGIN))}px`;
    el.style.top = `${Math.max(MARGIN, Math.min(at.y, window.innerHeight - box.height - MARGIN))}px`;
    el.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!el.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [at, close]);

  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    // The editor's own shortcuts must not act on the selection while the menu has the keyboard.
    event.stopPropagation();
    switch (event.key) {
      case 'ArrowDown': return move(index + 1);
      case 'ArrowUp': return move(index - 1);
      case 'Home': return move(0);
      case 'End': return move(items.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        event.preventDefault();
        return close(true);
    }
  };

  return (
    <div
      ref={ref}
      className="menu__panel ed-block-menu"
      role="menu"
      aria-label="Block actions"
      data-testid="block-menu"
      style={{ left: at.x, top: at.y }}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {SECTIONS.map((section) => (
        <div key={section.label} role="group" aria-label={section.label} className="ed-block-menu__group">
          <p className="ed-block-menu__heading" aria-hidden="true">{section.label}</p>
          {section.ids.map((id) => {
            const a = action(id);
            const enabled = a.isEnabled(ctx);
            const keys = a.shortcut?.[0];
            return (
              <button
                key={id}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="menu__item"
                aria-disabled={enabled ? undefined : true}
                aria-keyshortcuts={keys}
                data-testid={`block-menu-${id}`}
                onClick={() => {
                  if (!enabled) return;
                  close(true);
                  run(id);
                }}
              >
                <span>{a.label}</span>
                {keys && <kbd className="ed-block-menu__keys">{formatShortcut(keys)}</kbd>}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
