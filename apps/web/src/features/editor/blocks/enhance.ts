/**
 * Canvas add-ons shared by several block types (their EditorBlock.enhance calls these after the deck renderer's
 * markup is on the canvas): the deck's own code/table CSS scoped to the canvas, and embedded frames loaded late.
 */
import { BLOCK_CSS } from '@podium/deck';
import './content-blocks.css';

let baseCss = false;

/** The deck's own code, table and poll rules (SPEC §9 code base size and line height), scoped to the canvas once. */
export function ensureBaseCss(): void {
  if (baseCss) return;
  baseCss = true;
  const style = document.createElement('style');
  style.dataset.podium = 'content-blocks';
  style.textContent = BLOCK_CSS.split('\n')
    .filter((line) => /data-block-type="(code|table|poll)"|hide-line-numbers/.test(line))
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

/** Load embedded pages (not in thumbnails: a slide list must not start a player per slide), rewriting each source. */
export function loadFrames(el: HTMLElement, { thumbnail }: { thumbnail: boolean }, rewrite: (src: string) => string = (src) => src): void {
  if (thumbnail) return;
  for (const frame of el.querySelectorAll<HTMLIFrameElement>('iframe[data-src]')) frame.src = rewrite(frame.dataset.src!);
}
