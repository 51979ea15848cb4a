/**
 * The slide surface's stylesheet in the editor: the player's own block CSS and deck typography (from @podium/deck),
 * scoped to the canvas slide and the thumbnails, so blocks look the same here as in reveal.js.
 */
import { useEffect } from 'react';
import { BLOCK_CSS, deckTypographyCss } from '@podium/deck';
import { loadThemeFont } from '../../fonts/themeFonts';

const SCOPES = ['.ed-slide', '.ed-deck'];
const SURFACE_CSS = [
  deckTypographyCss(SCOPES.join(', ')),
  ...SCOPES.map((scope) => BLOCK_CSS.replaceAll('.reveal ', `${scope} `)),
].join('\n');

/** The shared surface rules, and the deck's theme font loaded on demand. */
export function SurfaceStyles({ font }: { font: string | null | undefined }) {
  useEffect(() => {
    void loadThemeFont(font);
  }, [font]);
  return <style>{SURFACE_CSS}</style>;
}
