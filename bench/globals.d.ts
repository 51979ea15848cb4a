// Values the benchmarks leave on the page's window.
interface Window {
  __ready?: number;
  __frames: number[];
}
