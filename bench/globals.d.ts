// Values the benchmarks leave on the page's window.
interface Window {
  __ready?: number;
  /** When the page became interactive (bench/editor.mjs interactiveProbe). */
  __interactive?: number;
  __frames: number[];
}
