/**
 * The video view (`?video-capture`): what the MP4 export renders frame by frame. Once reveal.js is ready and fonts and
 * images are in, it marks the page `data-video-ready` and hands the export renderer a small API on `window`: how long
 * the current step stays on screen, a step forward (the next fragment or slide, as presenting with the space bar), and
 * a jump to a recorded position (a narrated export follows the presenter's own moves).
 * The renderer drives the page's clock itself (it freezes the document's animations and steps them frame by frame).
 */
import type { PlayerExtension, RevealApi } from './extension';
import { queryFlag } from './config';

/** How long a step stays when neither the slide, its fragment nor the deck sets an auto-slide interval (ms). */
export const VIDEO_DEFAULT_STEP_MS = 5000;

/** What `window.podiumVideo` offers the renderer. */
export interface VideoCaptureApi {
  /** How long the current step stays on screen (ms). */
  stepMs(): number;
  /** Goes one step forward; false at the end of the deck (nothing changed). */
  next(): boolean;
  /** Shows a recorded position (slide h/v, fragment f; -1 before the first fragment); false when nothing changed. */
  show(h: number, v: number, f: number): boolean;
  /** Resolves once the images reveal.js loaded lazily for the slides near the current one are decoded. */
  settle(): Promise<void>;
  /** The current slide's indices and fragment, for the renderer's timeline. */
  position(): { h: number; v: number; f: number };
}

/** A positive data-autoslide (ms) of an element, or null. */
function autoslideOf(element: Element | null | undefined): number | null {
  const value = Number(element?.getAttribute('data-autoslide') ?? '');
  return Number.isFinite(value) && value > 0 ? value : null;
}

async function settle(): Promise<void> {
  await document.fonts.ready;
  await Promise.all([...document.images].map((image) => (image.getAttribute('src') ? image.decode().catch(() => undefined) : undefined)));
}

function captureApi(reveal: RevealApi, deckAutoSlideSeconds: number): VideoCaptureApi {
  return {
    stepMs() {
      const fragment = reveal.getCurrentSlide()?.querySelector('.current-fragment');
      return autoslideOf(fragment) ?? autoslideOf(reveal.getCurrentSlide())
        ?? (deckAutoSlideSeconds > 0 ? deckAutoSlideSeconds * 1000 : VIDEO_DEFAULT_STEP_MS);
    },
    next() {
      const { h, v, f } = reveal.getIndices();
      reveal.next();
      const after = reveal.getIndices();
      return after.h !== h || after.v !== v || after.f !== f;
    },
    show(h, v, f) {
      const before = reveal.getIndices();
      reveal.slide(h, v, f);
      const after = reveal.getIndices();
      return after.h !== before.h || after.v !== before.v || after.f !== before.f;
    },
    settle,
    position() {
      const { h, v, f } = reveal.getIndices();
      return { h, v: v ?? 0, f: f ?? -1 };
    },
  };
}

export const videoCapture: PlayerExtension = {
  name: 'video-capture',
  ready(reveal, { query, config }) {
    if (!queryFlag(query, 'video-capture', false)) return;
    // The renderer decides the timing; a video runs once from the first slide to the last.
    reveal.configure({ autoSlide: 0, loop: false, controls: false, progress: false, keyboard: false, hash: false, history: false });
    // reveal.js still follows a slide's own data-autoslide with auto-slide off; paused, it never moves by itself.
    reveal.toggleAutoSlide(false);
    (window as unknown as { podiumVideo: VideoCaptureApi }).podiumVideo = captureApi(reveal, config.autoSlide);
    void settle().then(() => {
      document.documentElement.dataset.videoReady = 'true';
    });
  },
};
