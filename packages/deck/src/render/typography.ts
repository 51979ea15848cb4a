/**
 * Deck typography: the one set of text rules the editor canvas and the reveal.js player both apply, so a text block
 * wraps and sizes the same in both (the player's theme colours and font arrive as the same CSS variables).
 */

/** The deck's base text size in px and line height: every text block, shape label, table and formula starts from them. */
export const DECK_TEXT_PX = 32;
export const DECK_LINE_HEIGHT = 1.3;

/** Text rules under `scope` (a selector for the slide surface: `.reveal .slides` in the player, the canvas slide in the editor). */
export function deckTypographyCss(scope: string): string {
  const s = (sel: string) => scope.split(',').map((root) => `${root.trim()} ${sel}`).join(', ');
  return `
${scope} { color: var(--deck-text); font-family: var(--deck-font); font-size: ${DECK_TEXT_PX}px; line-height: ${DECK_LINE_HEIGHT}; text-align: center; }
${s('h1')} { font-size: 2.2em; margin: 0 0 0.3em; line-height: 1.1; font-weight: 700; }
${s('h2')} { font-size: 1.6em; margin: 0 0 0.3em; line-height: 1.15; font-weight: 700; }
${s('h3')} { font-size: 1.3em; margin: 0 0 0.3em; font-weight: 700; }
${s('p')} { margin: 0 0 0.4em; }
${s('ul')}, ${s('ol')} { margin: 0 0 0.4em; padding-left: 1.2em; }
${s('a')} { color: var(--deck-accent); }
${s(':is(h1, h2, h3, p):last-child')} { margin-bottom: 0; }
${s('.sl-shape-text')} { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; padding: 0.3em; box-sizing: border-box; overflow-wrap: break-word; line-height: 1.2; }
${s('.sl-shape-text--bubble')} { bottom: 20%; }
`.trim();
}
