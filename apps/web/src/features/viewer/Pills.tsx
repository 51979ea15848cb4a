/**
 * The show page's pills: the summary (after 1 s, gone after 6 s) and the instructions (navigation after 6 s; vertical
 * slides 1 s after arriving on a slide with more below), each once per browser and only under SPEC §5's conditions.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { TIMERS, formatViewCount } from '@podium/shared';
import {
  isPhoneOrTablet, NAVIGATION_INSTRUCTIONS_KEY, shouldShowNavigationInstructions, usableLocalStorage, VERTICAL_INSTRUCTIONS_KEY,
} from './instructions';

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
  return shown && enabled;
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

/** An instructions pill: `due` after `delayMs` while `active`, once per browser (local storage `storageKey`). */
function InstructionsPill({ signedIn, slideCount, active, delayMs, storageKey, testId, className = '', children }: {
  signedIn: boolean;
  slideCount: number;
  active: boolean;
  delayMs: number;
  storageKey: string;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  const [eligible] = useState(() => shouldShowNavigationInstructions({
    signedIn, slideCount, phoneOrTablet: isPhoneOrTablet(), storage: usableLocalStorage(), key: storageKey,
  }));
  const due = useWindowOfTime(delayMs, undefined, eligible && active);
  const [closed, setClosed] = useState(false);
  const shown = due && !closed;
  useEffect(() => {
    if (shown) usableLocalStorage()?.setItem(storageKey, new Date().toISOString());
  }, [shown, storageKey]);
  if (!shown) return null;
  return (
    <div className={`viewer-pill viewer-pill--instructions is-shown ${className}`} role="status" data-testid={testId}>
      <span>{children}</span>
      <button type="button" className="viewer-pill__close" onClick={() => setClosed(true)} aria-label="Dismiss instructions">×</button>
    </div>
  );
}

/** Navigation instructions, 6 s after opening, until the viewer navigates. */
export function NavigationInstructions({ signedIn, slideCount, navigated }: { signedIn: boolean; slideCount: number; navigated: boolean }) {
  return (
    <InstructionsPill signedIn={signedIn} slideCount={slideCount} active={!navigated} delayMs={TIMERS.navigationInstructionsMs}
      storageKey={NAVIGATION_INSTRUCTIONS_KEY} testId="instructions-pill">
      Use the arrow keys <kbd aria-label="left">←</kbd> <kbd aria-label="right">→</kbd> or click the arrows to move through the slides.
    </InstructionsPill>
  );
}

/** Vertical-slide instructions, 1 s after arriving at the top of a column with slides below. */
export function VerticalInstructions({ signedIn, slideCount, slidesBelow }: { signedIn: boolean; slideCount: number; slidesBelow: boolean }) {
  return (
    <InstructionsPill signedIn={signedIn} slideCount={slideCount} active={slidesBelow} delayMs={TIMERS.verticalInstructionsMs}
      storageKey={VERTICAL_INSTRUCTIONS_KEY} testId="vertical-instructions-pill" className="viewer-pill--vertical">
      This section has more slides below: press <kbd aria-label="down">↓</kbd> to see them.
    </InstructionsPill>
  );
}
