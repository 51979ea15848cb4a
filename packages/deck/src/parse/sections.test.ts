import { describe, expect, it } from 'vitest';
import { parseFixture } from './fixture-helpers.js';
import { MAX_REOPENED } from './recover.js';

describe('section fidelity', () => {
  it('keeps state, id anchor, style, class, data-notes, auto-slide and every background kind', () => {
    const html = `<div class="slides">
      <section id="transitions" data-state="blackout" style="color: #fff; background-image: url(x.png)" class="intro present" data-notes="Say hi" data-autoslide="2500"
        data-background-iframe="https://example.com/bg" data-background-interactive data-background-color="#112233" data-background-opacity="0.5"
        data-background-size="contain" data-background-position="top left" data-background-repeat="repeat-x"><h2>One</h2></section>
      <section data-background-gradient="linear-gradient(to bottom, #283b95, #17b2c3)" data-background-video="v.mp4" data-background-video-loop data-background-video-muted><p>Two</p></section>
      <section data-background="radial-gradient(#fff, #000)"><p>Three</p></section>
    </div>`;
    const { slides, warnings, rendered, stable } = parseFixture(html);
    expect(slides[0]).toMatchObject({
      anchor: 'transitions', state: 'blackout', style: 'color:#fff', classes: ['intro'], notes: 'Say hi', autoSlide: 2500,
      background: { iframe: 'https://example.com/bg', interactive: true, color: '#112233', opacity: 0.5, size: 'contain', position: 'top left', repeat: 'repeat-x' },
    });
    expect(slides[1]!.background).toEqual({ gradient: 'linear-gradient(to bottom, #283b95, #17b2c3)', video: 'v.mp4', videoLoop: true, videoMuted: true });
    expect(slides[2]!.background).toEqual({ gradient: 'radial-gradient(#fff, #000)' });
    expect(rendered).toContain('id="transitions" class="intro" data-state="blackout" style="color:#fff" data-autoslide="2500"');
    expect(rendered).toContain('data-background-iframe="https://example.com/bg" data-background-interactive');
    expect(rendered).toContain('data-background-gradient="linear-gradient(to bottom, #283b95, #17b2c3)"');
    expect(rendered).toContain('<aside class="notes">Say hi</aside>');
    expect(warnings).toEqual([{ slide: 1, what: 'slide style background-image', why: 'dropped: unsafe or unreadable CSS' }]);
    expect(stable).toBe(true);
  });
  it('reports section attributes nothing reads', () => {
    const { warnings } = parseFixture('<section data-menu-title="Intro" aria-label="slide 1" data-timing="30"><p>x</p></section>');
    expect(warnings).toEqual([{ slide: 1, what: 'slide attributes data-menu-title, data-timing', why: 'dropped: not supported' }]);
  });
  it('maps reveal.js transition names (convex, deprecated, in/out pairs) to the SPEC set and reports the rest', () => {
    const { slides, warnings } = parseFixture(
      '<section data-transition="convex"></section><section data-transition="default"></section><section data-transition="zoom-in fade-out"></section>' +
      '<section data-transition="cube" data-background-transition="default"></section><section data-transition="spin"></section>',
    );
    expect(slides.map((s) => s.transition)).toEqual(['default', 'default', 'zoom', 'cube', undefined]);
    expect(slides[3]!.backgroundTransition).toBe('convex');
    expect(warnings).toEqual([
      { slide: 3, what: 'transition "zoom-in fade-out"', why: 'kept as "zoom" (separate in and out transitions are not supported)' },
      { slide: 5, what: 'transition "spin"', why: 'is not supported: the deck default is used' },
    ]);
  });
});

describe('malformed HTML recovery', () => {
  it('recovers sections that a missing </section> nested inside a slide', () => {
    const html = `<div class="reveal"><div class="slides">
      <section><div class="sl-block" data-block-type="text" style="left:0;top:0;width:300px;height:50px"><div class="sl-block-content"><p>One</p></div></div>
      <section><h2>Two</h2></section>
      <section><div class="sl-block" data-block-type="text" style="left:0;top:0;width:300px;height:50px"><div class="sl-block-content"><div><p>Three</p>
      <section><h2>Four</h2></section>
    </div></div>`;
    const { slides, warnings, rendered } = parseFixture(html);
    expect(slides.map((s) => s.blocks.map((b) => (b.type === 'text' ? b.props.html.replace(/\s+/g, '') : b.type)).join())).toEqual([
      '<p>One</p>', '<h2>Two</h2>', '<div><p>Three</p></div>', '<h2>Four</h2>',
    ]);
    expect(rendered.match(/<section/g)).toHaveLength(4);
    expect(warnings.map((w) => w.what)).toEqual(['malformed markup', 'malformed markup']);
  });
  it('reads again the slides an unclosed <textarea>, <script> or comment swallowed', () => {
    const html = '<section><p>One<textarea>notes</section><section><h2>Two</h2></section><section><p>Three<!-- note</section><section><h2>Four</h2></section>';
    const { slides, warnings } = parseFixture(html);
    expect(slides.map((s) => s.blocks.filter((b) => b.type === 'text').map((b) => (b.type === 'text' ? b.props.html : '')).join())).toEqual([
      '<p>One<textarea>notes</textarea></p>', '<h2>Two</h2>', '<p>Three<!-- note--></p>', '<h2>Four</h2>',
    ]);
    expect(warnings.map((w) => w.why)).toEqual([
      'an unclosed <textarea> held later slides; they were read again',
      'recovered 2 slide(s) that unclosed tags had nested inside another slide',
      'an unclosed comment held later slides; they were read again',
      'recovered 1 slide(s) that unclosed tags had nested inside another slide',
    ]);
  });
  it('re-reads a bounded number of swallowing elements (each re-read parses the rest again)', () => {
    const html = `${'<section><p>x<!-- '.repeat(5000)}`;
    const { slides } = parseFixture(html);
    expect(slides).toHaveLength(MAX_REOPENED + 1);
  });
});
