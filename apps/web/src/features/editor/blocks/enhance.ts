/**
 * After the deck renderer's markup is on the canvas, code is highlighted (reveal.js's highlight plugin, so line
 * numbers and highlighted lines look as in the player) and math is typeset with KaTeX. Both load on first use only.
 */
import { BLOCK_CSS, type Block } from '@podium/deck';
import './content-blocks.css';

let baseCss = false;

/** The deck's own code and table rules (SPEC §9 code base size and line height), scoped to the canvas once. */
function ensureBaseCss(): void {
  if (baseCss) return;
  baseCss = true;
  const style = document.createElement('style');
  style.dataset.podium = 'content-blocks';
  style.textContent = BLOCK_CSS.split('\n')
    .filter((line) => /data-block-type="(code|table)"|hide-line-numbers/.test(line))
    .map((line) => line.replaceAll('.reveal .sl-block', '.ed-block .sl-block'))
    .join('\n');
  document.head.append(style);
}

/** A site player's URL without its autoplay parameter: videos start when presented, not while the slide is edited. */
export function withoutAutoplay(src: string): string {
  try {
    const url = new URL(src);
    url.searchParams.delete('autoplay');
    url.searchParams.delete('autoPlay');
    return url.toString();
  } catch {
    return src;
  }
}

/** Load embedded pages (not in thumbnails: a slide list must not start a player per slide), highlight code, typeset math. */
export function enhanceBlockContent(el: HTMLElement | null, block: Block, { thumbnail = false } = {}): void {
  if (!el) return;
  if ((block.type === 'iframe' || block.type === 'video') && !thumbnail) {
    for (const frame of el.querySelectorAll<HTMLIFrameElement>('iframe[data-src]')) frame.src = block.type === 'video' ? withoutAutoplay(frame.dataset.src!) : frame.dataset.src!;
  }
  if (block.type === 'code' || block.type === 'table') ensureBaseCss();
  if (block.type === 'code' && block.props.code) {
    void import('./code/highlight').then((m) => m.highlightCode(el));
  } else if (block.type === 'math') {
    void import('./math/typeset').then((m) => m.typesetMath(el));
  }
}
