/**
 * The theme fonts of SPEC §9, self-hosted from the @fontsource packages (bundled into the app's own assets, never
 * fetched from a font CDN) so decks look the same offline. The editor loads only the deck's font, on demand.
 * palatino and helvetica are system font stacks and need no files.
 */
import type { ThemeFont } from '@podium/shared';

const LOADERS: Partial<Record<ThemeFont, () => Promise<unknown>>> = {
  montserrat: () => Promise.all([import('@fontsource/montserrat/400.css'), import('@fontsource/montserrat/400-italic.css'), import('@fontsource/montserrat/700.css'), import('@fontsource/montserrat/700-italic.css')]),
  league: () => Promise.all([import('@fontsource/league-gothic/400.css')]),
  opensans: () => Promise.all([import('@fontsource/open-sans/400.css'), import('@fontsource/open-sans/400-italic.css'), import('@fontsource/open-sans/700.css'), import('@fontsource/open-sans/700-italic.css')]),
  josefine: () => Promise.all([import('@fontsource/josefin-sans/400.css'), import('@fontsource/josefin-sans/400-italic.css'), import('@fontsource/josefin-sans/700.css'), import('@fontsource/josefin-sans/700-italic.css')]),
  news: () => Promise.all([import('@fontsource/news-cycle/400.css'), import('@fontsource/news-cycle/700.css')]),
  merriweather: () => Promise.all([import('@fontsource/merriweather/400.css'), import('@fontsource/merriweather/400-italic.css'), import('@fontsource/merriweather/700.css'), import('@fontsource/merriweather/700-italic.css')]),
  asul: () => Promise.all([import('@fontsource/asul/400.css'), import('@fontsource/asul/700.css')]),
  sketch: () => Promise.all([import('@fontsource/gloria-hallelujah/400.css')]),
  quicksand: () => Promise.all([import('@fontsource/quicksand/400.css'), import('@fontsource/quicksand/700.css')]),
  overpass: () => Promise.all([import('@fontsource/overpass/400.css'), import('@fontsource/overpass/400-italic.css'), import('@fontsource/overpass/700.css'), import('@fontsource/overpass/700-italic.css')]),
  overpass2: () => Promise.all([import('@fontsource/overpass/400.css'), import('@fontsource/overpass/400-italic.css'), import('@fontsource/overpass/700.css'), import('@fontsource/overpass/700-italic.css')]),
};

const started = new Map<string, Promise<void>>();

/** Load a theme font's faces (once per font); resolves when its stylesheet is in the page. */
export function loadThemeFont(font: string | null | undefined): Promise<void> {
  const key = font ?? 'montserrat';
  let loading = started.get(key);
  if (!loading) {
    const loader = LOADERS[key as ThemeFont];
    // A font that fails to load falls back to the stack's next family; the deck stays readable.
    loading = loader ? loader().then(() => undefined, () => undefined) : Promise.resolve();
    started.set(key, loading);
  }
  return loading;
}
