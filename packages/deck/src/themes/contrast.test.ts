import { describe, expect, it } from 'vitest';
import { createBlock } from '../blocks/registry.js';
import { emptySlide } from '../document.js';
import { contrastRatio, contrastWarnings, slideContrastIssues } from './contrast.js';
import { deckTheme } from './index.js';

const text = (html: string, style?: Record<string, string>) => createBlock('text', { props: { html, ...(style ? { style } : {}) } });

describe('contrast check', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });

  it('measures text against the text fill, the slide background or the theme background', () => {
    const light = deckTheme('white-blue', 'montserrat');
    expect(slideContrastIssues(emptySlide([text('<p>Fine</p>')]), light)).toEqual([]);
    const pale = text('<p>Pale</p>', { color: '#cccccc' });
    expect(slideContrastIssues(emptySlide([pale]), light)).toMatchObject([{ block: pale.id, text: '#cccccc', background: '#ffffff' }]);
    // The same pale text on a dark fill is fine; dark text on a dark slide background is not.
    expect(slideContrastIssues(emptySlide([text('<p>Ok</p>', { color: '#cccccc', background: '#111111' })]), light)).toEqual([]);
    const onDark = { ...emptySlide([text('<p>Hidden</p>')]), background: { color: '#222222' } };
    expect(slideContrastIssues(onDark, light)).toHaveLength(1);
    // A span coloured inline counts too; an image background is not judged.
    expect(slideContrastIssues(emptySlide([text('<p>Hi <span style="color: #eeeeee">there</span></p>')]), light)).toHaveLength(1);
    expect(slideContrastIssues({ ...onDark, background: { image: 'https://example.com/a.png' } }, light)).toEqual([]);
  });

  it('follows the theme: default text passes on a dark theme, a dark custom colour does not', () => {
    const dark = deckTheme('black-blue', 'montserrat');
    const doc = { schemaVersion: 1 as const, slides: [emptySlide([text('<p>Theme text</p>'), text('<p>Navy</p>', { color: '#1f2a44' })])] };
    const warnings = contrastWarnings(doc, dark);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ slide: 1, what: 'text' });
    expect(warnings[0]!.why).toMatch(/contrast 1\.\d:1/);
  });
});
