/**
 * The print view (`?print-pdf`, reveal.js's print layout): what a browser prints and what the PDF export captures.
 * Once reveal.js has laid out the pages it waits for everything that changes how a slide looks — lazily loaded media
 * (print needs every slide, not only those near the current one), fonts, images, videos as their poster or first
 * frame (printVideos.ts) — and then marks the page
 * `data-print-ready` so the export renderer knows it may capture. KaTeX and highlighting run during reveal.js's
 * initialisation, before the layout, and so are done by then.
 */
import type { PlayerExtension } from './extension';
import { isPrintView } from './config';
import { printVideos } from './printVideos';

/**
 * reveal.js appends "separate-page" notes as a bare block after their slide's page; Chromium then prints them on the
 * slide's page rather than after it. Each gets a page of its own, as tall as the slide pages.
 */
function notesOnTheirOwnPages(): void {
  for (const notes of document.querySelectorAll<HTMLElement>('.speaker-notes-pdf[data-layout="separate-page"]')) {
    const slidePage = notes.previousElementSibling as HTMLElement | null;
    const page = document.createElement('div');
    page.className = 'pdf-page pdf-notes-page';
    page.style.height = slidePage?.style.height ?? '';
    notes.replaceWith(page);
    page.appendChild(notes);
  }
}

/**
 * reveal.js marks every slide but the current one `aria-hidden` (and `inert`) and keeps that in its print layout,
 * where every slide is shown: Chromium then leaves those slides out of the tagged PDF's structure and their headings
 * out of its outline. Printed, every slide is present.
 */
function everySlidePresent(): void {
  for (const slide of document.querySelectorAll<HTMLElement>('.reveal .slides section')) {
    slide.removeAttribute('aria-hidden');
    slide.removeAttribute('inert');
  }
}

/** Loads media reveal.js left lazy, then waits for fonts and every image to be decoded. */
async function settle(): Promise<void> {
  notesOnTheirOwnPages();
  everySlidePresent();
  // Before the lazy sources below: a video replaced by its poster is never loaded.
  const videoFrames = printVideos();
  for (const element of document.querySelectorAll<HTMLElement>('[data-src]')) {
    element.setAttribute('src', element.getAttribute('data-src') ?? '');
    element.removeAttribute('data-src');
  }
  await document.fonts.ready;
  await Promise.all([...document.images].map((image) => (image.complete ? image.decode() : new Promise<unknown>((resolve) => {
    image.addEventListener('load', () => resolve(image.decode().catch(() => undefined)), { once: true });
    image.addEventListener('error', resolve, { once: true });
  })).catch(() => undefined)));
  await videoFrames;
  // Two frames: layout and paint of whatever the loads above changed.
  await new Promise(requestAnimationFrame);
  await new Promise(requestAnimationFrame);
}

export const printView: PlayerExtension = {
  name: 'print-view',
  setup({ query }) {
    if (!isPrintView(query)) return;
    document.querySelector('.reveal')?.addEventListener('pdf-ready', () => {
      void settle().then(() => {
        document.documentElement.dataset.printReady = 'true';
      });
    });
  },
};
