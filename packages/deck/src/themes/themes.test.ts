import { describe, expect, it } from 'vitest';
import { THEME_FONTS, V1_THEME_COLORS } from '@podium/shared';
import { deckTheme, fontFaceFor, swatchFor, THEME_FONT_FACES, THEME_SWATCHES } from './index.js';

describe('deck themes', () => {
  it('defines a swatch for every colour id and a face for every font id of the SPEC', () => {
    expect(Object.keys(THEME_SWATCHES).sort()).toEqual([...V1_THEME_COLORS].sort());
    expect(Object.keys(THEME_FONT_FACES).sort()).toEqual([...THEME_FONTS].sort());
  });

  it('picks light text on dark backgrounds and dark text on light ones', () => {
    expect(deckTheme('black-blue', 'league')).toMatchObject({ background: '#111318', text: '#ffffff', accent: '#5aa9ff', fontFamily: 'League Gothic' });
    expect(deckTheme('white-blue', null)).toMatchObject({ background: '#ffffff', text: '#222222', fontFamily: 'Montserrat' });
  });

  it('falls back to the defaults for unknown ids', () => {
    expect(swatchFor('no-such-colour')).toEqual(THEME_SWATCHES['white-blue']);
    expect(fontFaceFor('no-such-font')).toEqual(THEME_FONT_FACES.montserrat);
  });
});
