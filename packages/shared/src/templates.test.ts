import { describe, expect, it } from 'vitest';
import { deckTemplateSelectorOn, deckTemplateThemesOn } from './templates.js';

describe('deck template selector (SPEC §6)', () => {
  const on = { deckTemplateSelector: true };
  const off = { deckTemplateSelector: false };

  it('follows the deckTemplateSelector privilege', () => {
    expect(deckTemplateSelectorOn({ privileges: on })).toBe(true);
    expect(deckTemplateSelectorOn({ privileges: off })).toBe(false);
  });

  it('is off for every member when the team mode is disabled', () => {
    expect(deckTemplateSelectorOn({ privileges: on, deck_templates_mode: 'disabled' })).toBe(false);
    expect(deckTemplateSelectorOn({ privileges: on, deck_templates_mode: 'enabled_no_themes' })).toBe(true);
    expect(deckTemplateSelectorOn({ privileges: on, deck_templates_mode: 'other' })).toBe(true);
    expect(deckTemplateSelectorOn({ privileges: off, deck_templates_mode: 'other' })).toBe(false);
  });

  it('shows team themes unless the mode leaves them out', () => {
    expect(deckTemplateThemesOn('other')).toBe(true);
    expect(deckTemplateThemesOn(null)).toBe(true);
    expect(deckTemplateThemesOn('enabled_no_themes')).toBe(false);
    expect(deckTemplateThemesOn('disabled')).toBe(false);
  });
});
