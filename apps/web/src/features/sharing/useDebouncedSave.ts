/**
 * Autosave timing of SPEC §4: `schedule` saves after a quiet period (typing), `now` saves at once (a change), and a
 * pending save is flushed when the component goes away, so closing the dialog right after typing loses nothing.
 */
import { useCallback, useEffect, useRef } from 'react';

/** Returns { schedule, now } for a save function that always reads the latest values itself. */
export function useDebouncedSave(save: () => void, delayMs: number) {
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(save);
  useEffect(() => { latest.current = save; });

  const now = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    latest.current();
  }, []);
  const schedule = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(now, delayMs);
  }, [delayMs, now]);

  useEffect(() => () => {
    if (timer.current !== undefined) {
      window.clearTimeout(timer.current);
      latest.current();
    }
  }, []);
  return { schedule, now };
}
