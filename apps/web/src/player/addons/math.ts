/** Player add-on for decks with math blocks: KaTeX typesetting with its CSS and fonts served by the app (no CDN). */
import type { RevealPlugin } from 'reveal.js';
import { typesetMath } from '../../features/editor/blocks/math/typeset';
import { addPlayerPlugin } from '../plugins';

addPlayerPlugin((): RevealPlugin => ({ id: 'podium-math', init: (deck) => typesetMath(deck.getRevealElement() ?? document) }));
