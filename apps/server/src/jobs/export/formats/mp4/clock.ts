/**
 * The page's animation clock during an MP4 capture, hand-written because no library steps a live page's CSS
 * transitions frame by frame: Chromium's timeline is frozen (CDP Animation.setPlaybackRate 0, so nothing moves in
 * real time between screenshots) and every animation of the document (reveal.js's slide and background transitions,
 * fragments, auto-animate, a theme's CSS animations) is paused and moved forward by exactly one frame per step
 * through the Web Animations API. An animation that appears mid-step (auto-animate starts a frame after the slide
 * change) starts at 0 when it is first seen.
 */
import type { CDPSession, Page } from 'playwright-core';

/** Installed once per page: `window.podiumClock`. */
function installClock(): void {
  const elapsed = new WeakMap<Animation, number>();
  const active = (animation: Animation, cap: number) => {
    const end = Number(animation.effect?.getComputedTiming().endTime ?? 0);
    return (elapsed.get(animation) ?? 0) < Math.min(Number.isFinite(end) ? end : cap, cap);
  };
  const clock = {
    /** Pins animations not yet seen at their start; true while any has time left (within `cap` ms). */
    pin(cap: number): boolean {
      let running = false;
      for (const animation of document.getAnimations()) {
        if (!elapsed.has(animation)) {
          animation.pause();
          animation.currentTime = 0;
          elapsed.set(animation, 0);
        }
        running = running || active(animation, cap);
      }
      return running;
    },
    /** Moves every animation `ms` forward; true while any has time left (within `cap` ms). */
    advance(ms: number, cap: number): boolean {
      clock.pin(cap);
      let running = false;
      for (const animation of document.getAnimations()) {
        const at = (elapsed.get(animation) ?? 0) + ms;
        elapsed.set(animation, at);
        animation.currentTime = at;
        running = running || active(animation, cap);
      }
      return running;
    },
    /** Ends every animation (as if it had run in real time). */
    finish(): void {
      for (const animation of document.getAnimations()) {
        const end = Number(animation.effect?.getComputedTiming().endTime ?? 0);
        if (Number.isFinite(end)) animation.finish();
        else animation.cancel();
      }
    },
  };
  (window as unknown as { podiumClock: typeof clock }).podiumClock = clock;
}

type ClockWindow = { podiumClock: { pin(cap: number): boolean; advance(ms: number, cap: number): boolean; finish(): void } };

/** The clock of one page. */
export class PageClock {
  private constructor(private readonly page: Page, private readonly cdp: CDPSession) {}

  /** Freezes the page's timeline and installs the stepping clock. */
  static async install(page: Page): Promise<PageClock> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.evaluate(installClock);
    return new PageClock(page, cdp);
  }

  /** Pins new animations at their start; true while any has time left. */
  pin(cap: number): Promise<boolean> {
    return this.page.evaluate((max) => (window as unknown as ClockWindow).podiumClock.pin(max), cap);
  }

  /** One frame forward; true while any animation has time left. */
  advance(ms: number, cap: number): Promise<boolean> {
    return this.page.evaluate(([step, max]) => (window as unknown as ClockWindow).podiumClock.advance(step, max), [ms, cap] as const);
  }

  /** Ends every animation. */
  finish(): Promise<void> {
    return this.page.evaluate(() => (window as unknown as ClockWindow).podiumClock.finish());
  }

  /** Gives the timeline back (the page returns to the pool). */
  async release(): Promise<void> {
    await this.cdp.send('Animation.setPlaybackRate', { playbackRate: 1 }).catch(() => undefined);
    await this.cdp.detach().catch(() => undefined);
  }
}
