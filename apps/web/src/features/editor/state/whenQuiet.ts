/** Input that means the user is at work: presses, drags, keys and the wheel (hovering is not). */
const BUSY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel'] as const;

/**
 * Runs `run` once, in an idle period after the user has paused for `quietMs` (no presses, drags, keys or wheel), so
 * deferred work (evaluating a chunk, rendering what is off-screen) never lands in the frames of a drag. Returns the
 * cancel.
 */
export function whenQuiet(run: () => void, quietMs: number): () => void {
  let timer = 0;
  let cancelled = false;
  const stop = () => {
    window.clearTimeout(timer);
    for (const type of BUSY_EVENTS) window.removeEventListener(type, arm, true);
  };
  const fire = () => {
    stop();
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback));
    whenIdle(() => {
      if (!cancelled) run();
    });
  };
  function arm(event?: Event) {
    if (event instanceof PointerEvent && event.type === 'pointermove' && event.buttons === 0) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(fire, quietMs);
  }
  for (const type of BUSY_EVENTS) window.addEventListener(type, arm, { capture: true, passive: true });
  arm();
  return () => {
    cancelled = true;
    stop();
  };
}
