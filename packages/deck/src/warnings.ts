/**
 * The fidelity report: what a parse, import or export could not carry over as it was. Every reader and writer returns
 * a list of these, so the user is told, per slide and block, instead of content being lost silently.
 */
export interface FidelityWarning {
  /** 1-based slide number in reading order (horizontal, then its vertical stack), when the warning is about a slide. */
  slide?: number;
  /** The block's id, when the warning is about one block. */
  block?: string;
  /** What was affected, in a user's words: "iframe", "chart", "text style". */
  what: string;
  /** What happened to it: "kept as a link", "dropped: empty markup". */
  why: string;
}

/** One line a user can read: "slide 4: iframe kept as a link". */
export function describeWarning(warning: FidelityWarning): string {
  const where = warning.slide === undefined ? '' : `slide ${warning.slide}: `;
  return `${where}${warning.what} ${warning.why}`;
}
