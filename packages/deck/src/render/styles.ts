/** Base CSS for the block markup `render` emits; the viewer, editor and exports include it next to reveal.js's own. */
import { CODE_BLOCK } from '@podium/shared';

export const BLOCK_CSS = `
.reveal .sl-block { position: absolute; display: block; }
.reveal .sl-block .sl-block-content { position: relative; display: block; width: 100%; height: 100%; box-sizing: border-box; }
.reveal .sl-block-link { display: block; width: 100%; height: 100%; color: inherit; }
.reveal .sl-block img, .reveal .sl-block video, .reveal .sl-block iframe { display: block; width: 100%; height: 100%; margin: 0; max-width: none; max-height: none; border: 0; }
.reveal .sl-block svg { display: block; }
.reveal .sl-block[data-block-type="line"] svg { overflow: visible; }
.reveal .sl-block[data-block-type="code"] pre { width: 100%; height: 100%; margin: 0; text-align: left; font-size: ${CODE_BLOCK.baseSize}px; line-height: ${CODE_BLOCK.lineHeight}; }
.reveal .sl-block[data-block-type="code"] code { max-height: none; height: 100%; box-sizing: border-box; }
.reveal .sl-block [data-hide-line-numbers] .hljs-ln-numbers { display: none; }
.reveal .sl-block[data-block-type="table"] table { width: 100%; height: 100%; border-collapse: collapse; }
.reveal .sl-block[data-block-type="table"] th, .reveal .sl-block[data-block-type="table"] td { border-style: solid; }
.reveal .sl-block[data-block-type="snippet"] .sl-block-content, .reveal .sl-block[data-block-type="text"] .sl-block-content { overflow-wrap: break-word; }
.reveal .sl-block[data-block-type="poll"] .sl-poll { display: flex; flex-direction: column; gap: 0.4em; height: 100%; font-size: 0.75em; text-align: left; }
.reveal .sl-block[data-block-type="poll"] .sl-poll__question { margin: 0; font-weight: bold; overflow-wrap: break-word; }
.reveal .sl-block[data-block-type="poll"] .sl-poll__options { display: flex; flex-direction: column; gap: 0.3em; margin: 0; padding: 0; list-style: none; }
.reveal .sl-block[data-block-type="poll"] .sl-poll__option { position: relative; display: flex; justify-content: space-between; gap: 0.5em; margin: 0; padding: 0.15em 0.5em; border: 2px solid currentColor; border-radius: 0.3em; overflow: hidden; }
.reveal .sl-block[data-block-type="poll"] .sl-poll__bar { position: absolute; inset: 0 auto 0 0; background: currentColor; opacity: 0.22; transition: width 0.4s ease; }
.reveal .sl-block[data-block-type="poll"] .sl-poll__label, .reveal .sl-block[data-block-type="poll"] .sl-poll__count { position: relative; overflow-wrap: anywhere; }
.reveal .sl-block[data-block-type="poll"] .sl-poll__count { font-weight: bold; white-space: nowrap; }
.reveal .sl-block[data-block-type="poll"] .sl-poll__total { margin: 0; font-size: 0.7em; opacity: 0.85; }
`.trim();
