/**
 * Compiles a theme's CSS or LESS source on the server (SPEC: theme CSS or LESS) in a worker thread with a time and
 * heap limit (LESS_COMPILE): LESS has loops and recursive mixins, so a source may never finish; the worker is then
 * terminated and the caller answers the theme error message. See lessWorker.ts for what the worker allows.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { LESS_COMPILE, type LessError } from '@podium/shared';
import { LESS_WORKER_SOURCE } from './lessWorker.js';

const lessPath = createRequire(import.meta.url).resolve('less');

/** What a compile gives: the CSS, the first error with its 1-based line and column, or `timedOut`. */
export type LessResult = { css: string } | { error: LessError } | { timedOut: true };

/** Compiles `source`, giving up after `timeoutMs`. */
export async function compileLess(source: string, timeoutMs: number = LESS_COMPILE.timeoutMs): Promise<LessResult> {
  if (!source.trim()) return { css: '' };
  const worker = new Worker(LESS_WORKER_SOURCE, {
    eval: true,
    workerData: { source, lessPath },
    resourceLimits: { maxOldGenerationSizeMb: LESS_COMPILE.maxHeapMb },
    stdout: true,
    stderr: true,
  });
  try {
    return await new Promise<LessResult>((resolve) => {
      const timer = setTimeout(() => resolve({ timedOut: true }), timeoutMs);
      const done = (result: LessResult) => { clearTimeout(timer); resolve(result); };
      worker.once('message', (message: LessResult) => done(message));
      // Out of memory (an ever-growing output) counts as too slow: the source never gives a usable stylesheet.
      worker.once('error', () => done({ timedOut: true }));
      worker.once('exit', () => done({ timedOut: true }));
    });
  } finally {
    void worker.terminate();
  }
}
