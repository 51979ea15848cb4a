/**
 * The header's scroll states (SPEC §2/§9): `scrolled` past 30 px, `scrolledFar` past 150 px
 * (UI.headerScrollThresholds). Once far down the header tucks away and `revealed` brings it back when the mouse
 * comes near the top of the window or the user scrolls up (touch screens have no mouse).
 */
import { useEffect, useState } from 'react';
import { UI } from '@podium/shared';

const NEAR_TOP_PX = 80;

/** Header scroll state, updated at most once per animation frame. */
export function useHeaderScroll(): { scrolled: boolean; scrolledFar: boolean; revealed: boolean } {
  const [near, far] = UI.headerScrollThresholds;
  const [state, setState] = useState({ scrolled: false, scrolledFar: false, revealed: false });

  useEffect(() => {
    let lastY = window.scrollY;
    let mouseNearTop = false;
    let scrollingUp = false;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      scrollingUp = y < lastY ? true : y > lastY ? false : scrollingUp;
      lastY = y;
      const next = { scrolled: y > near, scrolledFar: y > far, revealed: mouseNearTop || scrollingUp };
      setState((current) =>
        current.scrolled === next.scrolled && current.scrolledFar === next.scrolledFar && current.revealed === next.revealed ? current : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const onMouseMove = (event: MouseEvent) => {
      const isNear = event.clientY <= NEAR_TOP_PX;
      if (isNear !== mouseNearTop) {
        mouseNearTop = isNear;
        schedule();
      }
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('mousemove', onMouseMove, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('mousemove', onMouseMove);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [near, far]);

  return state;
}
