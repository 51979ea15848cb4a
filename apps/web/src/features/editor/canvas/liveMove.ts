/**
 * A move in progress, shown without React: the moving blocks and the selection overlay are shifted with the CSS
 * `translate` property on their own compositor layers, so a frame of a drag repaints nothing (changing left/top
 * repainted the slide on every pointer move). The move's op is committed once, on release, and replaces the shift.
 * `translate` applies before a block's own `transform: rotate()`, so rotated blocks move the same way.
 */
export class LiveMove {
  private readonly elements: HTMLElement[];

  constructor(slide: HTMLElement | null, private readonly overlay: HTMLElement | null, ids: readonly string[]) {
    const wanted = new Set(ids);
    this.elements = [...(slide?.children ?? [])].filter((el): el is HTMLElement => el instanceof HTMLElement && wanted.has(el.dataset.blockId ?? ''));
  }

  /** Shift the blocks by (dx, dy) slide px; the overlay lives in screen px, hence `scale`. */
  show(dx: number, dy: number, scale: number): void {
    for (const el of this.elements) shift(el, dx, dy);
    if (this.overlay) shift(this.overlay, dx * scale, dy * scale);
  }

  /** Remove the shift (just before the committed op moves the blocks for real). */
  clear(): void {
    for (const el of [...this.elements, ...(this.overlay ? [this.overlay] : [])]) {
      el.style.translate = '';
      el.style.willChange = '';
    }
  }
}

function shift(el: HTMLElement, x: number, y: number): void {
  el.style.willChange = 'translate';
  el.style.translate = `${x}px ${y}px`;
}
