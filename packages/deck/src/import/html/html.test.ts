import { describe, expect, it } from 'vitest';
import { readSlidesPage } from './index.js';

const ID_A = '3ecfab0054259c9b2711ce15ae825792';
const ID_B = '1512ba90bce9b14ceb0edbbc8d8c4b16';

/** A slides.com export page: notes and settings in SLConfig, one slide with its notes in an aside as well. */
const slidesComPage = (config: string): string => `<!doctype html><html><head><title>Page title</title></head><body>
<div class="reveal"><div class="slides">
<section data-id="${ID_A}"><div class="sl-block" data-block-type="text" style="width:600px;left:180px;top:300px;height:auto"><div class="sl-block-content"><p>First</p></div></div></section>
<section data-id="${ID_B}"><div class="sl-block" data-block-type="text" style="width:600px;left:180px;top:300px;height:auto"><div class="sl-block-content"><p>Second</p></div></div><aside class="notes">Aside note</aside></section>
</div></div>
<script>var SLConfig = ${config};</script></body></html>`;

describe('a slides.com page', () => {
  const config = JSON.stringify({
    deck: {
      id: 1, slug: 'talk', title: 'From SLConfig', user: { username: 'someone' },
      width: 1280, height: 720, transition: 'zoom', background_transition: 'fade', theme_color: 'black-mint', theme_font: 'palatino',
      slide_number: true, loop: false, rtl: false, center: false, auto_slide_interval: 0,
      css_output: '.reveal { color: red }', font_typekit: 'abc123', comments_enabled: false,
      notes: { [ID_A]: 'Note from the JSON {with braces} and "quotes"', [ID_B]: 'JSON note', gone: 'For a slide not in the page' },
    },
  });

  it('reads speaker notes from SLConfig and from the asides, and the deck settings the JSON carries', () => {
    const page = readSlidesPage(slidesComPage(config));
    const slides = page.doc.slides;
    expect(slides.map((s) => s.notes)).toEqual(['Note from the JSON {with braces} and "quotes"', 'Aside note\n\nJSON note']);
    expect(page.title).toBe('From SLConfig');
    expect(page.settings).toEqual({
      width: 1280, height: 720, transition: 'zoom', backgroundTransition: 'fade', themeColor: 'black-mint', themeFont: 'palatino',
      slideNumber: true, shouldLoop: false, rtl: false, center: false, autoSlideInterval: 0,
    });
    expect(page.warnings).toEqual([
      { what: 'slides.com deck settings css_output, font_typekit', why: 'dropped: Podium does not import them' },
      { what: 'speaker notes of 1 slide', why: 'dropped: their slides are not in the page' },
    ]);
  });

  it('says when SLConfig cannot be read, and still keeps the asides', () => {
    const page = readSlidesPage(slidesComPage('{"deck": {"notes": '));
    expect(page.doc.slides.map((s) => s.notes)).toEqual(['', 'Aside note']);
    expect(page.settings).toEqual({});
    expect(page.warnings).toEqual([{ what: 'slides.com settings (SLConfig)', why: 'dropped: not readable JSON; the defaults and the slides\' own notes are used' }]);
  });
});

describe('a reveal.js page', () => {
  const page = (theme: string): string => `<html><head><link rel="stylesheet" href="dist/reveal.css"><link rel="stylesheet" href="${theme}" id="theme"></head>
<body><div class="reveal"><div class="slides"><section><h1>Hi</h1></section></div></div>
<script>Reveal.initialize({ hash: true, width: 1280, height: 720 });</script></body></html>`;

  it.each([
    ['dist/theme/black.css', 'black-blue', 'opensans'],
    ['css/theme/serif.css', 'sand-grey', 'palatino'],
    ['https://cdn.example.com/reveal.js@5/dist/theme/night.css?v=2', 'black-orange', 'montserrat'],
    ['dist/theme/league.css', 'black-blue', 'league'],
    ['css/theme/sky.css', 'silver-blue', 'quicksand'],
  ])('maps the theme %s to the nearest Podium colour and font, and says so', (href, themeColor, themeFont) => {
    const read = readSlidesPage(page(href));
    expect(read.settings).toEqual({ width: 1280, height: 720, themeColor, themeFont });
    expect(read.warnings).toEqual([{ what: expect.stringMatching(/^reveal\.js theme "\w+"$/), why: expect.stringMatching(new RegExp(`^replaced by the nearest Podium theme: colour ${themeColor}, font ${themeFont} \\(for [\\w ]+\\)$`)) }]);
  });

  it('reports a theme it does not know and keeps the defaults', () => {
    const read = readSlidesPage(page('css/theme/company.css'));
    expect(read.settings).toEqual({ width: 1280, height: 720 });
    expect(read.warnings).toEqual([{ what: 'reveal.js theme "company"', why: 'dropped: not a reveal.js theme Podium knows; the default theme is used' }]);
  });
});

describe('what a reveal.js page carries that Podium does not apply', () => {
  it('reports a <base href> and an auto-animate easing or timing it cannot keep', () => {
    const read = readSlidesPage(`<!doctype html><html><head><base href="https://cdn.example/deck/"></head><body><div class="reveal"><div class="slides">
      <section data-auto-animate data-auto-animate-easing="steps(4)" data-auto-animate-duration="slow"><h2>One</h2></section>
      <section data-auto-animate data-auto-animate-easing="ease-in"><h2>Two</h2></section>
    </div></div></body></html>`);
    const lines = read.warnings.map((w) => `${w.slide ?? '-'} ${w.what}: ${w.why}`);
    expect(lines).toContain('- base address (<base href>): not applied: relative addresses of pictures and links are read as written');
    expect(lines).toContain('1 auto-animate easing "steps(4)": not one Podium offers: ease is used');
    expect(lines).toContain('1 auto-animate duration "slow": not a number of seconds: the default is used');
    expect(lines.some((l) => l.startsWith('2 '))).toBe(false);
    expect(read.doc.slides[1]!.autoAnimate?.easing).toBe('ease-in');
  });
});

describe('a dark slide background on a light reveal.js theme', () => {
  const page = (theme: string, sections: string) => `<html><head><link rel="stylesheet" href="dist/theme/${theme}.css"></head>
<body><div class="reveal"><div class="slides">${sections}</div></div></body></html>`;

  it('is reported where the text the theme keeps is hard to read on it (reveal.js would make it light)', () => {
    const read = readSlidesPage(page('white', `<section><h2>Plain</h2></section>
      <section data-background-color="#1b1b1b"><h2>Dark one</h2><p>Body</p></section>
      <section data-background-color="#1b1b1b"><p style="color: #ffffff">Already light</p></section>
      <section data-background-color="#fafafa"><h2>Light one</h2></section>`));
    const lines = read.warnings.filter((w) => w.what.startsWith('background')).map((w) => `${w.slide} ${w.what}: ${w.why}`);
    expect(lines).toEqual(['2 background colour #1b1b1b: reveal.js shows the text on it light; it keeps the theme\'s #222222 here and is hard to read (2 text blocks): set the text colour']);
  });

  it('is not reported on a dark theme, where the text is light already', () => {
    const read = readSlidesPage(page('black', '<section data-background-color="#000000"><h2>Dark</h2></section>'));
    expect(read.warnings.filter((w) => w.what.startsWith('background'))).toEqual([]);
  });
});

describe('a Podium export page', () => {
  it('reads the deck settings from its deck-config', () => {
    const config = { mode: 'fullscreen', deckId: 3, title: 'T', width: 1280, height: 720, margin: 0.1, center: true, transition: 'fade',
      backgroundTransition: 'none', themeColor: 'black-mint', themeFont: 'palatino', slideNumber: true, loop: true, rtl: false,
      shuffle: false, autoSlide: 5, navigationMode: 'linear', controls: true, upsizing: false };
    const read = readSlidesPage(`<html><head><script type="application/json" id="deck-config">${JSON.stringify(config)}</script>
<link rel="stylesheet" href="player/player.css"><style id="deck-css">.x{color:red}</style></head><body><div class="reveal"><div class="slides"><section data-id="s1"></section></div></div></body></html>`);
    expect(read.settings).toEqual({
      width: 1280, height: 720, margin: 0.1, center: true, transition: 'fade', backgroundTransition: 'none', themeColor: 'black-mint',
      themeFont: 'palatino', slideNumber: true, shouldLoop: true, rtl: false, shuffle: false, autoSlideInterval: 5, navigationMode: 'linear',
      upsizingEnabled: false,
    });
    expect(read.warnings).toEqual([{ what: 'custom CSS', why: 'dropped: a page\'s styles are not imported; add them again in the deck\'s CSS' }]);
  });
});
