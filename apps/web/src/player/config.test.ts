import { describe, expect, it } from 'vitest';
import { KIOSK } from '@podium/shared';
import { calmTransition, pageBehaviour, printOptions, queryFlag, revealOptions, revealTransition, type PlayerConfig } from './config';

const deck: PlayerConfig = {
  mode: 'fullscreen', deckId: 1, title: 'Deck', deckUrl: 'https://podium.test/ann/deck',
  width: 1280, height: 720, margin: 0.1, center: true, transition: 'default', backgroundTransition: 'zoom',
  themeColor: 'black-blue', themeFont: 'league', slideNumber: true, loop: false, rtl: true, shuffle: true,
  autoSlide: 0, navigationMode: 'linear', controls: false, upsizing: true,
};
const q = (search: string) => new URLSearchParams(search);

describe('revealOptions: deck settings (SPEC §3)', () => {
  it('passes size, margin, centring, numbering, direction, shuffle, navigation mode and controls through', () => {
    expect(revealOptions(deck, q(''))).toMatchObject({
      width: 1280, height: 720, margin: 0.1, center: true, slideNumber: true, rtl: true, shuffle: true,
      navigationMode: 'linear', controls: false, loop: false, hash: true,
    });
  });

  it('maps transitions to reveal.js names (default is Convex, deprecated ones fall back)', () => {
    expect(revealOptions(deck, q(''))).toMatchObject({ transition: 'convex', backgroundTransition: 'zoom' });
    expect(['slide', 'linear', 'cube', 'page', 'fade', 'none'].map(revealTransition)).toEqual(['slide', 'slide', 'convex', 'slide', 'fade', 'none']);
  });

  it('turns transitions into fades and auto-animate off for viewers who ask for reduced motion', () => {
    expect(revealOptions(deck, q(''), true)).toMatchObject({ transition: 'fade', backgroundTransition: 'fade', autoAnimate: false });
    expect(revealOptions(deck, q(''))).not.toHaveProperty('autoAnimate');
    expect(['slide', 'zoom', 'fade', 'none'].map((t) => calmTransition(t, true))).toEqual(['fade', 'fade', 'fade', 'none']);
    expect(calmTransition('zoom', false)).toBe('zoom');
  });

  it('lets slides upsize to 10× only when upsizing is on', () => {
    expect(revealOptions(deck, q('')).maxScale).toBe(10);
    expect(revealOptions({ ...deck, upsizing: false }, q('')).maxScale).toBe(1);
  });

  it('keeps small frames in slide view (no automatic scroll view)', () => {
    expect(revealOptions(deck, q('')).scrollActivationWidth).toBe(0);
  });

  it('loops when the deck says so', () => {
    expect(revealOptions({ ...deck, loop: true }, q('')).loop).toBe(true);
  });

  it('auto-slides at the deck interval (seconds → ms), off when 0', () => {
    expect(revealOptions({ ...deck, autoSlide: 6 }, q('')).autoSlide).toBe(6000);
    expect(revealOptions(deck, q('')).autoSlide).toBe(0);
  });
});

describe('revealOptions: query parameters (SPEC §2)', () => {
  it('takes the thumbnail preview query as given', () => {
    const options = revealOptions({ ...deck, autoSlide: 4 }, q('showNotes=false&autoSlide=0&autoPlayMedia=false&fragments=false&postMessage=true&postMessageEvents=true'));
    expect(options).toMatchObject({ showNotes: false, autoSlide: 0, autoPlayMedia: false, fragments: false, postMessage: true, postMessageEvents: true });
  });

  it('defaults: notes hidden, fragments on, media autoplay as the slide says, API messages on, events off', () => {
    expect(revealOptions(deck, q(''))).toMatchObject({ showNotes: false, fragments: true, autoPlayMedia: null, postMessage: true, postMessageEvents: false });
  });

  it('autoSlide in the query overrides the deck interval; nonsense is ignored', () => {
    expect(revealOptions({ ...deck, autoSlide: 6 }, q('autoSlide=2500')).autoSlide).toBe(2500);
    expect(revealOptions({ ...deck, autoSlide: 6 }, q('autoSlide=abc')).autoSlide).toBe(6000);
  });

  it('no-autoplay=1 turns media autoplay off even when autoPlayMedia=true', () => {
    expect(revealOptions(deck, q('no-autoplay=1&autoPlayMedia=true')).autoPlayMedia).toBe(false);
  });

  it('showNotes=true shows the notes', () => {
    expect(revealOptions(deck, q('showNotes=true')).showNotes).toBe(true);
    expect(revealOptions(deck, q('showNotes')).showNotes).toBe(true);
  });
});

describe('kiosk mode', () => {
  it('auto-slides every 8000 ms and loops when nothing else is given', () => {
    const options = revealOptions(deck, q('kiosk=1'));
    expect(options.autoSlide).toBe(KIOSK.autoSlideMs);
    expect(KIOSK.autoSlideMs).toBe(8000);
    expect(options.loop).toBe(true);
    expect(options.autoSlideStoppable).toBe(false);
  });

  it('uses the deck interval, then the query, before the kiosk default', () => {
    expect(revealOptions({ ...deck, autoSlide: 4 }, q('kiosk=1')).autoSlide).toBe(4000);
    expect(revealOptions({ ...deck, autoSlide: 4 }, q('kiosk=1&autoSlide=700')).autoSlide).toBe(700);
  });
});

describe('pageBehaviour', () => {
  it('reads no-autoplay, jumpToSlideID and autoclose', () => {
    expect(pageBehaviour(q('no-autoplay=1&jumpToSlideID=abc&autoclose=3000'))).toEqual({
      noAutoplay: true, jumpToSlideId: 'abc', autoCloseMs: 3000, autoRefreshMs: null,
    });
  });

  it('never refreshes more often than every 10000 ms', () => {
    expect(pageBehaviour(q('autoRefresh=500')).autoRefreshMs).toBe(10000);
    expect(pageBehaviour(q('autoRefresh=60000')).autoRefreshMs).toBe(60000);
    expect(pageBehaviour(q('autoRefresh=0')).autoRefreshMs).toBeNull();
    expect(pageBehaviour(q('autoRefresh=-5')).autoRefreshMs).toBeNull();
  });

  it('only no-autoplay=1 strips autoplay', () => {
    expect(pageBehaviour(q('no-autoplay=0')).noAutoplay).toBe(false);
    expect(pageBehaviour(q('')).jumpToSlideId).toBeNull();
  });
});

describe('queryFlag', () => {
  it('reads false, 0 and no as false, anything present otherwise as true', () => {
    expect(['false', '0', 'no', 'FALSE', '1', 'true', ''].map((v) => queryFlag(q(`x=${v}`), 'x', false))).toEqual([false, false, false, false, true, true, true]);
    expect(queryFlag(q(''), 'x', true)).toBe(true);
  });
});

describe('print view (?print-pdf)', () => {
  it('prints one page per slide with the export defaults of SPEC §9 (margin 0, fragments together, no notes)', () => {
    const options = revealOptions(deck, new URLSearchParams('print-pdf'));
    expect(options).toMatchObject({ view: 'print', pdfMaxPagesPerSlide: 1, pdfSeparateFragments: false, showNotes: false, margin: 0 });
    expect(revealOptions(deck, new URLSearchParams('')).view).toBeUndefined();
  });

  it('adds fragment steps and notes pages when asked, and ignores a margin out of range', () => {
    expect(printOptions(new URLSearchParams('separateFragments=true&notesPages=true&margin=0.1')))
      .toMatchObject({ pdfSeparateFragments: true, showNotes: 'separate-page', margin: 0.1 });
    expect(printOptions(new URLSearchParams('margin=7')).margin).toBe(0);
  });
});
