import { describe, expect, it } from 'vitest';
import { render } from '../render/render.js';
import { deckTheme, resolveThemeTokens, themeCssVars, themeTokenColors } from '../themes/index.js';
import { DECK_TEMPLATES, findDeckTemplate } from './index.js';
import { validateDocument } from '../validate.js';
import { createBlock } from '../blocks/registry.js';
import { emptySlide } from '../document.js';
import { slideContrastIssues } from '../themes/contrast.js';

/** The colours a rendered deck shows under a theme: its markup with the theme's tokens resolved. */
function shownUnder(html: string, color: string): string {
  return resolveThemeTokens(html, themeTokenColors(deckTheme(color, null)));
}

describe('templates paint with theme tokens', () => {
  it('a template deck under two themes renders different colours from the tokens', () => {
    const html = render(findDeckTemplate('agenda')!.build());
    expect(html).toContain('var(--deck-accent)');
    const light = shownUnder(html, 'white-blue');
    const dark = shownUnder(html, 'black-orange');
    expect(light).not.toEqual(dark);
    expect(light).toContain(deckTheme('white-blue', null).accent);
    expect(dark).toContain(deckTheme('black-orange', null).accent);
    expect(dark).not.toContain(deckTheme('white-blue', null).accent);
    expect(dark).not.toContain('var(--deck-');
    // The page sets every token the markup uses.
    const vars = themeCssVars(deckTheme('black-orange', null));
    for (const token of new Set([...html.matchAll(/var\((--deck-[a-z-]+)\)/g)].map((m) => m[1]!))) expect(vars[token], token).toBeDefined();
  });

  it.each(DECK_TEMPLATES.map((t) => [t.id, t] as const))('%s keeps no fixed theme colours', (id, template) => {
    const json = JSON.stringify(template.build());
    const literals = [...json.matchAll(/#[0-9a-fA-F]{6}\b/g)].map((m) => m[0]);
    // Pros and cons keep their meaning (green, orange) in every theme.
    expect(literals.filter((c) => !(id === 'comparison' && ['#1a7f4b', '#c2410c'].includes(c)))).toEqual([]);
  });

  it('accepts exactly the known tokens as colours', () => {
    const slide = (fill: string) => ({ schemaVersion: 1, slides: [emptySlide([createBlock('shape', { props: { fill } })])] });
    expect(validateDocument(slide('var(--deck-accent)')).ok).toBe(true);
    expect(validateDocument(slide('var(--deck-nope)')).ok).toBe(false);
    expect(validateDocument(slide('var(--deck-accent);x:y')).ok).toBe(false);
  });

  it('the contrast check measures token colours against the theme', () => {
    const theme = deckTheme('white-blue', null);
    const block = createBlock('text', { props: { html: '<p>Hi</p>', style: { color: 'var(--deck-bg)' } } });
    expect(slideContrastIssues(emptySlide([block]), { ...theme, tokens: themeTokenColors(theme) })).toHaveLength(1);
  });
});
