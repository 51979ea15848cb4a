/**
 * A disclosure menu (WAI-ARIA menu button pattern): the trigger has aria-expanded; arrow keys, Home and End move
 * between items, Escape closes and returns focus, ArrowRight/ArrowLeft open and close an inline submenu.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import './Menu.css';

export interface MenuItem {
  id: string;
  label: string;
  /** In-app path (router link) or, with `external`, a full URL. */
  href?: string;
  external?: boolean;
  /** With an external href: download the file under this name rather than open it. */
  download?: string;
  /** Runs on choosing the item; a link item's navigation is skipped when it calls `event.preventDefault()`. */
  onSelect?: (event: MouseEvent) => void;
  testId?: string;
  /** A count shown as a badge (e.g. unread changelog entries); hidden when 0. */
  badge?: number;
  children?: MenuItem[];
}

export interface MenuProps {
  /** Accessible name of the trigger button and of the menu. */
  label: string;
  /**
   * The trigger's own content names it (visible text plus any visually hidden words), so no aria-label hides what
   * sighted users read (WCAG 2.5.3 label in name).
   */
  namedByTrigger?: boolean;
  trigger: ReactNode;
  items: MenuItem[];
  triggerTestId?: string;
  triggerClassName?: string;
  /** Which edge of the trigger the panel lines up with (default end). */
  align?: 'start' | 'end';
}

const ITEM_SELECTOR = '[role="menuitem"]';

/** Menu; the panel is anchored to the trigger's end edge. */
export function Menu({ label, namedByTrigger = false, trigger, items, triggerTestId, triggerClassName, align = 'end' }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const menuItems = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>(`#${CSS.escape(menuId)} ${ITEM_SELECTOR}`) ?? []);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setExpanded(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) {
      const list = menuItems();
      (target === 'first' ? list[0] : list[list.length - 1])?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // menuItems/close only read refs and setters; re-running on open is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) menuItems()[event.key === 'ArrowDown' ? 0 : menuItems().length - 1]?.focus();
      else setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const current = list[index];
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown': return move(index + 1);
      case 'ArrowUp': return move(index - 1);
      case 'Home': return move(0);
      case 'End': return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      case 'ArrowRight': {
        const parentId = current?.dataset.submenu;
        if (!parentId) return;
        event.preventDefault();
        setExpanded(parentId);
        // The submenu renders on the next frame; focus its first entry then.
        requestAnimationFrame(() => current?.nextElementSibling?.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus());
        return;
      }
      case 'ArrowLeft': {
        const parent = current?.closest('[data-submenu-of]')?.previousElementSibling as HTMLElement | null;
        if (!parent) return;
        event.preventDefault();
        setExpanded(null);
        parent.focus();
        return;
      }
    }
  };

  const renderItem = (item: MenuItem): ReactNode => {
    const badge = item.badge ? (
      <span className="menu__badge" aria-label={`${item.badge} unread`}>
        {item.badge}
      </span>
    ) : null;
    if (item.children) {
      const isExpanded = expanded === item.id;
      return (
        <li key={item.id} role="none" className="menu__group">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="menu__item"
            aria-haspopup="menu"
            aria-expanded={isExpanded}
            data-submenu={item.id}
            data-testid={item.testId}
            onClick={() => setExpanded(isExpanded ? null : item.id)}
          >
            <span>{item.label}</span>
            <span className={`menu__chevron${isExpanded ? ' is-open' : ''}`} aria-hidden="true" />
          </button>
          {isExpanded && (
            <ul role="menu" aria-label={item.label} className="menu__submenu" data-submenu-of={item.id}>
              {item.children.map(renderItem)}
            </ul>
          )}
        </li>
      );
    }
    const common = { role: 'menuitem', tabIndex: -1, className: 'menu__item', 'data-testid': item.testId };
    const select = (event: MouseEvent) => {
      close(false);
      item.onSelect?.(event);
    };
    return (
      <li key={item.id} role="none">
        {item.href && item.external ? (
          <a {...common} href={item.href} download={item.download} onClick={select}>
            <span>{item.label}</span>
            {badge}
          </a>
        ) : item.href ? (
          <Link {...common} to={item.href} onClick={select}>
            <span>{item.label}</span>
            {badge}
          </Link>
        ) : (
          <button {...common} type="button" onClick={select}>
            <span>{item.label}</span>
            {badge}
          </button>
        )}
      </li>
    );
  };

  return (
    <div className="menu" ref={rootRef} onKeyDown={open ? onMenuKeyDown : undefined}>
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName ?? 'menu__trigger'}
        aria-label={namedByTrigger ? undefined : label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={triggerTestId}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={label} className={align === 'start' ? 'menu__panel menu__panel--start' : 'menu__panel'}>
          {items.map(renderItem)}
        </ul>
      )}
    </div>
  );
}
