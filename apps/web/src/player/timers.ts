/** The generic page timers of SPEC §2: autoclose=ms closes a popup window, autoRefresh=ms (≥ 10000) reloads. */
import type { PlayerExtension } from './extension';

export const pageTimers: PlayerExtension = {
  name: 'page-timers',
  setup({ behaviour }) {
    if (behaviour.autoCloseMs !== null && window.opener) window.setTimeout(() => window.close(), behaviour.autoCloseMs);
    if (behaviour.autoRefreshMs !== null) window.setTimeout(() => window.location.reload(), behaviour.autoRefreshMs);
  },
};
