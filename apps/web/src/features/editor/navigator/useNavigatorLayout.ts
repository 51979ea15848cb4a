/**
 * Which navigator layout the window has room for: on a wide screen an outline beside the canvas, one thumbnail a row
 * with each stack's slides indented under its first, so stacks show at 1440×900; on a narrow one (tablet, phone) a
 * strip of columns below the slide that scrolls both ways.
 */
import { useSyncExternalStore } from 'react';

export type NavigatorLayout = 'outline' | 'strip';

/** Keep in step with Navigator.css (the outline's rules apply to `.ed-nav--outline`, set from this). */
export const OUTLINE_QUERY = '(min-width: 901px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(OUTLINE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The layout for the current window width (re-renders when it changes). */
export function useNavigatorLayout(): NavigatorLayout {
  return useSyncExternalStore(subscribe, () => (window.matchMedia(OUTLINE_QUERY).matches ? 'outline' : 'strip'), () => 'outline');
}
