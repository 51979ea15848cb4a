/**
 * Every theme font (SPEC §9) for the player, from the @fontsource packages: esbuild copies the font files next to
 * player.css, so a deck never reaches a font CDN. Browsers download only the faces a deck actually uses.
 */
import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/400-italic.css';
import '@fontsource/montserrat/700.css';
import '@fontsource/montserrat/700-italic.css';
import '@fontsource/league-gothic/400.css';
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/400-italic.css';
import '@fontsource/open-sans/700.css';
import '@fontsource/open-sans/700-italic.css';
import '@fontsource/josefin-sans/400.css';
import '@fontsource/josefin-sans/400-italic.css';
import '@fontsource/josefin-sans/700.css';
import '@fontsource/josefin-sans/700-italic.css';
import '@fontsource/news-cycle/400.css';
import '@fontsource/news-cycle/700.css';
import '@fontsource/merriweather/400.css';
import '@fontsource/merriweather/400-italic.css';
import '@fontsource/merriweather/700.css';
import '@fontsource/merriweather/700-italic.css';
import '@fontsource/asul/400.css';
import '@fontsource/asul/700.css';
import '@fontsource/gloria-hallelujah/400.css';
import '@fontsource/quicksand/400.css';
import '@fontsource/quicksand/700.css';
import '@fontsource/overpass/400.css';
import '@fontsource/overpass/400-italic.css';
import '@fontsource/overpass/700.css';
import '@fontsource/overpass/700-italic.css';
