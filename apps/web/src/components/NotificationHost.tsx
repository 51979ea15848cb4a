/**
 * Notifications of SPEC §4/§9: each auto-hides notificationDuration(message, negative) after it is first painted,
 * fades out and is removed TIMERS.notificationRemovalMs later; a duplicate of the last message replaces it (restarting its timer);
 * persistent ones stay until dismissed. The timer waits while the pointer or focus is on a notification, so its action
 * button (e.g. Undo) can be reached. One polite live region announces them. While a modal dialog is open the stack
 * is drawn inside it: the dialog is in the top layer and makes the page behind it inert.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TIMERS, notificationDuration } from '@podium/shared';
import { NotifyContext, type NotifyOptions } from './notifications';
import { useTopModal } from './modalLayer';
import './NotificationHost.css';

interface Item {
  id: number;
  message: string;
  negative: boolean;
  persistent: boolean;
  hiding: boolean;
  action?: NotifyOptions['action'];
}

/** A notification's pending work: the frame its hide timer waits for, then the timer. */
interface Pending {
  frame?: number;
  timer?: number;
}

/** Provides useNotify() and renders the notification stack. */
export function NotificationHost({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Item[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, Pending>());

  const clearTimer = (id: number) => {
    const pending = timers.current.get(id);
    if (pending?.frame !== undefined) cancelAnimationFrame(pending.frame);
    if (pending?.timer !== undefined) window.clearTimeout(pending.timer);
    timers.current.delete(id);
  };

  const hide = useCallback((id: number) => {
    clearTimer(id);
    setItems((current) => current.map((item) => (item.id === id ? { ...item, hiding: true } : item)));
    timers.current.set(id, {
      timer: window.setTimeout(() => {
        timers.current.delete(id);
        setItems((current) => current.filter((item) => item.id !== id));
      }, TIMERS.notificationRemovalMs),
    });
  }, []);

  /**
   * Hides the notification `ms` after it is first painted, not after it was asked for: a page busy opening (the
   * notification often comes with a navigation) does not use up the time it is shown.
   */
  const hideAfterShown = useCallback((id: number, ms: number) => {
    clearTimer(id);
    const pending: Pending = {};
    pending.frame = requestAnimationFrame(() => {
      pending.frame = undefined;
      pending.timer = window.setTimeout(() => hide(id), ms);
    });
    timers.current.set(id, pending);
  }, [hide]);

  const notify = useCallback(
    (message: string, options: NotifyOptions = {}) => {
      const negative = options.negative ?? false;
      const persistent = options.persistent ?? false;
      const id = nextId.current++;
      setItems((current) => {
        const last = current[current.length - 1];
        const rest = last && !last.hiding && last.message === message ? current.slice(0, -1) : current;
        if (rest !== current && last) clearTimer(last.id);
        return [...rest, { id, message, negative, persistent, hiding: false, action: options.action }];
      });
      if (!persistent) hideAfterShown(id, notificationDuration(message, negative));
    },
    [hideAfterShown],
  );
  const hold = (item: Item) => {
    if (!item.hiding && !item.persistent) clearTimer(item.id);
  };
  const release = (item: Item) => {
    if (item.hiding || item.persistent) return;
    hideAfterShown(item.id, notificationDuration(item.message, item.negative));
  };

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(({ frame, timer }) => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    });
  }, []);

  const topModal = useTopModal();
  const stack = (
    <div className="notifications" aria-live="polite" aria-relevant="additions text">
      {items.map((item) => (
        <div
          key={item.id}
          className={`notification${item.negative ? ' notification--negative' : ''}${item.hiding ? ' is-hiding' : ''}`}
          data-testid="notification"
          onPointerEnter={() => hold(item)}
          onPointerLeave={() => release(item)}
          onFocus={() => hold(item)}
          onBlur={(event) => { if (!event.currentTarget.contains(event.relatedTarget)) release(item); }}
        >
          <span className="notification__message">{item.message}</span>
          {item.action && (
            <button type="button" className="notification__action" data-testid="notification-action"
              onClick={() => { hide(item.id); item.action?.run(); }}>
              {item.action.label}
            </button>
          )}
          <button type="button" className="notification__close" aria-label="Dismiss notification" onClick={() => hide(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {topModal ? createPortal(stack, topModal) : stack}
    </NotifyContext.Provider>
  );
}
