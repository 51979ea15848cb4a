/** Player add-on for decks with code blocks: reveal.js's highlight plugin (line numbers, steps as fragments) and the code themes. */
import RevealHighlight from 'reveal.js/plugin/highlight';
import '../../features/editor/blocks/code/code-themes.css';
import { addPlayerPlugin } from '../plugins';

addPlayerPlugin(RevealHighlight);
