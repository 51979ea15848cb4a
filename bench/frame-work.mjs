// Main-thread CPU per input frame, read from a Chromium trace (devtools.timeline): what a page did for each frame that
// handled pointer input, in thread time, so a busy machine (other processes taking the core mid-frame) does not count
// as the page's work the way wall time does.

/** Trace categories `frameWork` needs (pass to browser.startTracing). */
export const FRAME_TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

/**
 * Per frame with pointer input, from the frame's first `pointermove` dispatch to the end of its `Commit` (the last
 * main-thread step of a frame): `cpu`, the thread time of every main-thread task overlapping that span (input
 * handlers, requestAnimationFrame callbacks, style, layout, paint, layerization, timers that ran in between), and
 * `wall`, the span itself. A frame without a commit of its own is measured up to the next one (counted, not dropped).
 * @param {Buffer | string} trace the JSON written by browser.stopTracing()
 * @returns {{ cpu: number, wall: number }[]} milliseconds
 */
export function frameWork(trace) {
  const parsed = JSON.parse(String(trace));
  const events = /** @type {any[]} */ (Array.isArray(parsed) ? parsed : parsed.traceEvents);
  const mainThreads = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const main = events.filter((e) => e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts);
  const tasks = main.filter((e) => e.name === 'RunTask');
  const moves = main.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove');
  const commits = main.filter((e) => e.name === 'Commit');
  const frames = [];
  let i = 0;
  while (i < moves.length) {
    const start = moves[i].ts;
    const commit = commits.find((c) => c.ts > start);
    if (!commit) break;
    const end = commit.ts + commit.dur;
    const cpu = tasks.filter((t) => t.ts + t.dur >= start && t.ts <= end).reduce((sum, t) => sum + (t.tdur ?? t.dur), 0);
    frames.push({ cpu: cpu / 1000, wall: (end - start) / 1000 });
    while (i < moves.length && moves[i].ts <= end) i += 1;
  }
  return frames;
}

/**
 * Main-thread CPU (thread time, ms) of the renderer that set the user-timing mark `mark`, from the trace's start up
 * to that mark: what loading a page cost its main thread until it was interactive. Needs the `blink.user_timing`
 * category besides FRAME_TRACE_CATEGORIES.
 * @param {Buffer | string} trace the JSON written by browser.stopTracing()
 * @param {string} mark the name passed to performance.mark() in the page
 */
export function cpuUntilMark(trace, mark) {
  const parsed = JSON.parse(String(trace));
  const events = /** @type {any[]} */ (Array.isArray(parsed) ? parsed : parsed.traceEvents);
  const at = events.find((e) => e.name === mark && e.cat?.includes('blink.user_timing'));
  if (!at) throw new Error(`the trace has no mark ${mark}`);
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === at.pid);
  if (!main) throw new Error(`no renderer main thread in process ${at.pid}`);
  return events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === main.pid && e.tid === main.tid && e.ts <= at.ts)
    .reduce((sum, e) => sum + (e.tdur ?? e.dur), 0) / 1000;
}
