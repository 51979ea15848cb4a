/** The notify() API: components call it through useNotify(); <NotificationHost> renders and times the messages. */
import { createContext, useContext } from 'react';

export interface NotifyOptions {
  /** Negative (error) messages stay 1.5× longer and are styled as errors. */
  negative?: boolean;
  /** Persistent messages stay until the user dismisses them. */
  persistent?: boolean;
  /** A button in the notification (e.g. Undo); pressing it runs `run` and dismisses the notification. */
  action?: { label: string; run: () => void };
}

export type Notify = (message: string, options?: NotifyOptions) => void;

export const NotifyContext = createContext<Notify | null>(null);

/** The app-wide notify function; throws outside <NotificationHost>. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationHost>');
  return notify;
}
