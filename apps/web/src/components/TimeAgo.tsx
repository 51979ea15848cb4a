/**
 * A relative time label ("3 minutes ago") that moves on by itself: every label on screen re-renders together every
 * TIMERS.timeLabelRefreshMs (SPEC §9) off one shared timer, which runs only while a label is shown. The exact time is
 * in the element's title and dateTime.
 */
import { useSyncExternalStore } from 'react';
import { TIMERS, formatTimeAgo } from '@podium/shared';

const listeners = new Set<() => void>();
let now = Date.now();
let timer: number | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = window.setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, TIMERS.timeLabelRefreshMs);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The clock time labels read: Date.now(), refreshed every TIMERS.timeLabelRefreshMs while any label is mounted. */
export function useTimeLabelNow(): number {
  return useSyncExternalStore(subscribe, () => now, () => now);
}

/** `<time>` showing how long ago `iso` was, refreshed per SPEC §9. */
export function TimeAgo({ iso, testId }: { iso: string; testId?: string }) {
  const current = useTimeLabelNow();
  // A label first shown between ticks reads the real clock, so it never starts out stale.
  const at = Math.max(current, Date.now());
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString()} data-testid={testId}>
      {formatTimeAgo(iso, at)}
    </time>
  );
}
