/**
 * The deck read by a screen reader, on every screen that plays one (show page, fullscreen, embed, live, kiosk,
 * speaker view, offline ZIP): reveal.js marks its wrapper `role="application"`, which turns browse mode off, and
 * reads the whole slide into its live region on each change. Here the wrapper is an ordinary page again, each slide is
 * a region named "Slide 3 of 12: <title>", slides not shown are hidden from assistive technology (aria-hidden and
 * inert; fragments not yet shown already are, by reveal.js's `visibility: hidden`), a polite live region of our own
 * names the slide it moved to (and reads a fragment as it appears), and a skip link leads to the current slide.
 */
import { A11Y_TEXT, slideRegionLabel } from '@podium/shared';
import { isPrintView } from './config';
import type { PlayerExtension, RevealApi } from './extension';

/** A slide's title: its own (`data-title`), else the text of its first heading. */
function slideTitle(section: Element): string | null {
  const own = section.getAttribute('data-title')?.trim();
  if (own) return own;
  const heading = section.querySelector('h1, h2, h3, h4, h5, h6');
  const text = heading?.textContent?.replace(/\s+/g, ' ').trim();
  return text || null;
}

/** Names every slide's region after its place in the deck as it plays now (hidden slides are gone, shuffled ones moved). */
function labelSlides(reveal: RevealApi): void {
  const slides = reveal.getSlides();
  slides.forEach((slide, index) => {
    slide.setAttribute('role', 'region');
    slide.setAttribute('aria-label', slideRegionLabel(index + 1, slides.length, slideTitle(slide)));
  });
}

/** Only the current slide (and the stack holding it) is there for assistive technology (reveal.js's overview shows all). */
function hideOthers(reveal: RevealApi): void {
  if (reveal.isOverview()) return;
  const current = reveal.getCurrentSlide();
  for (const section of reveal.getRevealElement()?.querySelectorAll<HTMLElement>('.slides section') ?? []) {
    const shown = section === current || section.contains(current ?? null);
    section.toggleAttribute('inert', !shown);
    if (shown) section.removeAttribute('aria-hidden');
    else section.setAttribute('aria-hidden', 'true');
  }
}

function liveRegion(): HTMLElement {
  const region = document.createElement('div');
  region.className = 'player-status';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.dataset.testid = 'slide-status';
  document.body.appendChild(region);
  return region;
}

/** A link, shown when focused, that moves focus to the current slide (not a `#` link: reveal.js reads the hash). */
function skipLink(reveal: RevealApi): void {
  const link = document.createElement('a');
  link.className = 'player-skip-link';
  link.href = '#';
  link.textContent = A11Y_TEXT.skipToSlides;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    const slide = reveal.getCurrentSlide();
    if (!slide) return;
    slide.tabIndex = -1;
    slide.focus({ preventScroll: true });
  });
  document.body.prepend(link);
}

function visibleText(elements: Element[]): string {
  return elements.map((el) => el.textContent?.replace(/\s+/g, ' ').trim() ?? '').filter(Boolean).join(' ');
}

export const accessibility: PlayerExtension = {
  name: 'accessibility',
  ready(reveal, { query }) {
    const wrapper = reveal.getRevealElement();
    if (!wrapper) return;
    wrapper.removeAttribute('role');
    labelSlides(reveal);
    // The print layout shows every slide (print.ts makes them all present); there is nothing to announce.
    if (isPrintView(query)) return;
    // reveal.js's own live region reads out the whole slide at every change; ours names it instead.
    wrapper.querySelector('.aria-status')?.remove();
    const status = liveRegion();
    skipLink(reveal);
    hideOthers(reveal);
    reveal.on('overviewhidden', () => hideOthers(reveal));
    reveal.on('slidechanged', () => {
      hideOthers(reveal);
      status.textContent = reveal.getCurrentSlide()?.getAttribute('aria-label') ?? '';
    });
    reveal.on('fragmentshown', (event) => {
      const text = visibleText((event as unknown as { fragments?: Element[] }).fragments ?? []);
      if (text) status.textContent = A11Y_TEXT.fragmentShown(text);
    });
  },
};
