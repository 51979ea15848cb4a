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
`.trim();
