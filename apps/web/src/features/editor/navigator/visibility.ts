/**
 * Which navigator thumbnails are near the visible part of the strip. A deck can have hundreds of slides with dozens
 * of blocks each; rendering every thumbnail's blocks made loading slow and the page heavy, so a thumbnail renders its
 * blocks only while it is within MARGIN of the list's viewport. One IntersectionObserver watches every thumbnail.
 */
import { startTransition } from 'react';

/** How far beyond the visible list thumbnails are already rendered (a couple of thumbnails each way, either axis). */
const MARGIN = '240px';

/** Tracks the ids (`data-slide-id`) of thumbnails near the strip's viewport and reports changes. */
export class ThumbVisibility {
  private observer: IntersectionObserver | null = null;
  private readonly waiting = new Set<HTMLElement>();
  private near = new Set<string>();

  /** `onChange` gets the new set of near slide ids (a fresh object on every change). */
  constructor(private readonly onChange: (near: ReadonlySet<string>) => void) {}

  /**
   * Ref callback for the scrolling strip. React attaches children's refs before their parent's, so thumbnails that
   * registered first are observed from here.
   */
  setRoot = (root: HTMLElement | null): (() => void) | void => {
    if (!root || typeof IntersectionObserver === 'undefined') return;
    this.observer = new IntersectionObserver((entries) => this.update(entries), { root, rootMargin: MARGIN });
    this.waiting.forEach((el) => this.observer!.observe(el));
    this.waiting.clear();
    return () => {
      this.observer?.disconnect();
      this.observer = null;
    };
  };

  /** Ref callback for a thumbnail button (it carries `data-slide-id`). */
  track = (el: HTMLElement | null): (() => void) | void => {
    if (!el) return;
    if (this.observer) this.observer.observe(el);
    else this.waiting.add(el);
    return () => {
      this.waiting.delete(el);
      this.observer?.unobserve(el);
    };
  };

  private update(entries: readonly IntersectionObserverEntry[]): void {
    const next = new Set(this.near);
    for (const entry of entries) {
      const id = (entry.target as HTMLElement).dataset.slideId;
      if (!id) continue;
      if (entry.isIntersecting) next.add(id);
      else next.delete(id);
    }
    if (next.size === this.near.size && [...next].every((id) => this.near.has(id))) return;
    this.near = next;
    // A transition: filling in thumbnails never holds up input, the canvas or the first paint.
    startTransition(() => this.onChange(next));
  }
}

/** Whether thumbnails can be virtualised here (without IntersectionObserver every thumbnail renders its blocks). */
export const canVirtualise = typeof IntersectionObserver !== 'undefined';
