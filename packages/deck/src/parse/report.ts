/** Collects the fidelity warnings of one parse, tagged with the slide being read (1-based, reading order). */
import type { FidelityWarning } from '../warnings.js';

/** The warnings gathered while parsing; parse functions add to it instead of dropping content silently. */
export class ParseReport {
  readonly warnings: FidelityWarning[] = [];
  /** The slide being parsed (1-based, horizontal then its vertical stack); unset before the first section. */
  slide: number | undefined;

  /** Move on to the next slide in reading order (called once per slide parsed). */
  nextSlide(): void {
    this.slide = (this.slide ?? 0) + 1;
  }

  /** Record that `what` could not be carried as it was, and what happened to it. */
  warn(what: string, why: string, block?: string): void {
    this.warnings.push({ ...(this.slide !== undefined ? { slide: this.slide } : {}), ...(block ? { block } : {}), what, why });
  }
}
