/**
 * The show page's pills: the summary (after 1 s, gone after 6 s) and the navigation instructions (after 6 s, once per
 * browser, only under SPEC §5's conditions).
 */
import { useEffect, useState } from 'react';
import { TIMERS, formatViewCount } from '@podium/shared';
import { isPhoneOrTablet, NAVIGATION_INSTRUCTIONS_KEY, shouldShowNavigationInstructions, usableLocalStorage } from './instructions';

/** Whether `from` ms have passed and `until` ms (if given) have not. */
function useWindowOfTime(from: number, until?: number, enabled = true): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    const show = window.setTimeout(() => setShown(true), from);
    const hide = until === undefined ? undefined : window.setTimeout(() => setShown(false), until);
    return () => {
      window.clearTimeout(show);
      if (hide !== undefined) window.clearTimeout(hide);
    };
  }, [from, until, enabled]);
  return shown;
}

/** The summary pill: title, author, slides and views. */
export function SummaryPill({ title, author, slideCount, viewCount }: { title: string; author: string; slideCount: number; viewCount: number }) {
  const shown = useWindowOfTime(TIMERS.summaryPillShowMs, TIMERS.summaryPillHideMs);
  return (
    <div className={`viewer-pill viewer-pill--summary ${shown ? 'is-shown' : ''}`} data-testid="summary-pill" aria-hidden={!shown} hidden={!shown}>
      <strong>{title}</strong> by {author} · {slideCount === 1 ? '1 slide' : `${slideCount} slides`} · {formatViewCount(viewCount)}
    </div>
  );
}

/** The navigation instructions pill; local storage records that this browser has seen it. */
export function InstructionsPill({ signedIn, slideCount, dismissed }: { signedIn: boolean; slideCount: number; dismissed: boolean }) {
  const [eligible] = useState(() => shouldShowNavigationInstructions({
    signedIn, slideCount, phoneOrTablet: isPhoneOrTablet(), storage: usableLocalStorage(),
  }));
  const due = useWindowOfTime(TIMERS.navigationInstructionsMs, undefined, eligible);
  const [closed, setClosed] = useState(false);
  const shown = eligible && due && !closed && !dismissed;
  useEffect(() => {
    if (shown) usableLocalStorage()?.setItem(NAVIGATION_INSTRUCTIONS_KEY, new Date().toISOString());
  }, [shown]);
  if (!shown) return null;
  return (
    <div className="viewer-pill viewer-pill--instructions is-shown" role="status" data-testid="instructions-pill">
      <span>Use the arrow keys <kbd aria-label="left">←</kbd> <kbd aria-label="right">→</kbd> or click the arrows to move through the slides.</span>
      <button type="button" className="viewer-pill__close" onClick={() => setClosed(true)} aria-label="Dismiss instructions">×</button>
    </div>
  );
}
