/**
 * The slide surface's stylesheet in the editor: the player's own block CSS and deck typography (from @podium/deck),
 * scoped to the canvas slide and the thumbnails, so blocks look the same here as in reveal.js.
 */
import { useEffect, useState } from 'react';
import { BLOCK_CSS, deckTypographyCss } from '@podium/deck';
import { loadThemeFont } from '../../fonts';

const SCOPES = ['.ed-slide', '.ed-deck'];
const SURFACE_CSS = [
  deckTypographyCss(SCOPES.join(', ')),
  ...SCOPES.map((scope) => BLOCK_CSS.replaceAll('.reveal ', `${scope} `)),
].join('\n');

/** The shared surface rules, and the deck's theme font loaded on demand. */
export function SurfaceStyles({ font }: { font: string | null | undefined }) {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    // The font's stylesheet and files load once the deck is on screen (measured: loading them at once delayed the
    // first interactive frame of a big deck by ~2 s); text shows in the fallback face until then (font-display: swap).
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadThemeFont(font).then(() => setLoaded(font ?? null)), { timeout: 1500 });
    return () => cancel(handle);
  }, [font]);
  // data-theme-font tells tests (and anyone curious) that the deck's font stylesheet is in the page.
  return <style data-theme-font={loaded === (font ?? null) ? (font ?? 'default') : undefined}>{SURFACE_CSS}</style>;
}
