/**
 * Notifications of SPEC §4/§9: each auto-hides after notificationDuration(message, negative), fades out and is
 * removed TIMERS.notificationRemovalMs later; a duplicate of the last message replaces it (restarting its timer);
 * persistent ones stay until dismissed. One polite live region announces them.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { TIMERS, notificationDuration } from '@podium/shared';
import { NotifyContext, type NotifyOptions } from './notifications';
import './NotificationHost.css';

interface Item {
  id: number;
  message: string;
  negative: boolean;
  persistent: boolean;
  hiding: boolean;
}

/** Provides useNotify() and renders the notification stack. */
export function NotificationHost({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Item[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number>());

  const clearTimer = (id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) window.clearTimeout(timer);
    timers.current.delete(id);
  };

  const hide = useCallback((id: number) => {
    clearTimer(id);
    setItems((current) => current.map((item) => (item.id === id ? { ...item, hiding: true } : item)));
    timers.current.set(
      id,
      window.setTimeout(() => {
        timers.current.delete(id);
        setItems((current) => current.filter((item) => item.id !== id));
      }, TIMERS.notificationRemovalMs),
    );
  }, []);

  const notify = useCallback(
    (message: string, options: NotifyOptions = {}) => {
      const negative = options.negative ?? false;
      const persistent = options.persistent ?? false;
      const id = nextId.current++;
      setItems((current) => {
        const last = current[current.length - 1];
        const rest = last && !last.hiding && last.message === message ? current.slice(0, -1) : current;
        if (rest !== current && last) clearTimer(last.id);
        return [...rest, { id, message, negative, persistent, hiding: false }];
      });
      if (!persistent) timers.current.set(id, window.setTimeout(() => hide(id), notificationDuration(message, negative)));
    },
    [hide],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <div className="notifications" aria-live="polite" aria-relevant="additions text">
        {items.map((item) => (
          <div
            key={item.id}
            className={`notification${item.negative ? ' notification--negative' : ''}${item.hiding ? ' is-hiding' : ''}`}
            data-testid="notification"
          >
            <span className="notification__message">{item.message}</span>
            <button type="button" className="notification__close" aria-label="Dismiss notification" onClick={() => hide(item.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </NotifyContext.Provider>
  );
}
