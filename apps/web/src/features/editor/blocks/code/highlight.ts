/**
 * Code highlighting for the canvas with reveal.js's own highlight plugin (highlight.js inside, automatic language
 * detection when none is set), so line numbers and highlighted lines match the player. Loaded on first use only.
 */
import Highlight from 'reveal.js/plugin/highlight';
import './code-themes.css';

const plugin = Highlight();

/** Highlight every not yet highlighted `pre code` below `root`. */
export function highlightCode(root: HTMLElement): void {
  for (const code of root.querySelectorAll<HTMLElement>('pre code:not(.hljs)')) {
    code.parentElement?.classList.add('code-wrapper');
    plugin.highlightBlock(code);
  }
}
