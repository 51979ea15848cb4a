/** SPEC §2 generic query parameters on the app's deck screens: autoclose=ms (popup windows) and autoRefresh=ms (≥ 10 s). */
import { useEffect } from 'react';
import { pageBehaviour } from '../../player/config';

/** Closes a popup window or reloads the page as the URL asks. */
export function useGenericQueryTimers(): void {
  useEffect(() => {
    const { autoCloseMs, autoRefreshMs } = pageBehaviour(new URLSearchParams(window.location.search));
    const timers: number[] = [];
    if (autoCloseMs !== null && window.opener) timers.push(window.setTimeout(() => window.close(), autoCloseMs));
    if (autoRefreshMs !== null) timers.push(window.setTimeout(() => window.location.reload(), autoRefreshMs));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);
}
