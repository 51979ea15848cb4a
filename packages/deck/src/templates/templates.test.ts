import { describe, expect, it } from 'vitest';
import { V1_THEME_COLORS } from '@podium/shared';
import { luminance, swatchFor } from '../themes/colors.js';
import { validateDocument } from '../validate.js';
import { DECK_TEMPLATES, SLIDE_LAYOUTS, findDeckTemplate, withFreshIds } from './index.js';

describe('built-in deck templates', () => {
  it('are at least twelve, with unique ids, covering the named kinds', () => {
    expect(DECK_TEMPLATES.length).toBeGreaterThanOrEqual(12);
    const ids = DECK_TEMPLATES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ['title', 'agenda', 'section-break', 'two-columns', 'image-text', 'quote', 'big-number', 'comparison', 'timeline', 'team', 'code-walkthrough', 'thank-you']) {
      expect(findDeckTemplate(id), id).toBeDefined();
    }
  });

  it.each(DECK_TEMPLATES.map((t) => [t.id, t] as const))('%s validates against the deck schema', (_id, template) => {
    const result = validateDocument(template.build());
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect((V1_THEME_COLORS as readonly string[]).includes(template.theme_color)).toBe(true);
  });

  it('come in light and dark themes', () => {
    const dark = DECK_TEMPLATES.filter((t) => luminance(swatchFor(t.theme_color).background) < 0.3);
    expect(dark.length).toBeGreaterThanOrEqual(3);
    expect(DECK_TEMPLATES.length - dark.length).toBeGreaterThanOrEqual(3);
  });

  it('build fresh ids every time and use only pictures shipped with the app', () => {
    const template = findDeckTemplate('image-text')!;
    const a = template.build();
    const b = template.build();
    expect(a.slides[0]!.id).not.toBe(b.slides[0]!.id);
    const json = JSON.stringify(DECK_TEMPLATES.map((t) => t.build()));
    expect(json).not.toMatch(/https?:\/\//);
    expect(json).toContain('/template-art/mountains.svg');
  });
});

describe('slide layouts', () => {
  it.each(SLIDE_LAYOUTS.map((l) => [l.id, l] as const))('%s validates as a slide', (_id, layout) => {
    const result = validateDocument({ schemaVersion: 1, slides: [layout.build()] });
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('offers the common layouts', () => {
    expect(SLIDE_LAYOUTS.map((l) => l.id)).toEqual(expect.arrayContaining(['blank', 'title', 'title-body', 'two-columns', 'image-text', 'section', 'quote']));
  });

  it('withFreshIds re-ids the slide and every block', () => {
    const slide = SLIDE_LAYOUTS.find((l) => l.id === 'two-columns')!.build();
    const copy = withFreshIds(slide);
    expect(copy.id).not.toBe(slide.id);
    copy.blocks.forEach((b, i) => expect(b.id).not.toBe(slide.blocks[i]!.id));
    expect(copy.blocks.map((b) => b.type)).toEqual(slide.blocks.map((b) => b.type));
  });
});
