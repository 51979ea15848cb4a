/**
 * The one queue interface every background job uses (exports, mail, link-view counting, session pruning, and later
 * imports and thumbnails). pgBossQueue.ts implements it on pg-boss, over PostgreSQL or PGlite alike.
 */

/** What a running job gets besides its data. */
export interface JobContext {
  /** The queue's id of this job. */
  id: string;
  /** 0 on the first run, then 1, 2… on retries. */
  retryCount: number;
  /** True when no retry will follow a failure of this run. */
  lastAttempt: boolean;
  /** Aborted when the job's timeout passes or the process shuts down (see `reason`). */
  signal: AbortSignal;
}

/** Why a job's signal was aborted. */
export class JobTimeout extends Error {}
export class JobShutdown extends Error {}

/** One kind of background job: its queue name, limits and handler. Throwing fails the run (and retries if allowed). */
export interface JobDefinition<T> {
  name: string;
  /** Aborts the handler's signal after this long (SPEC §9 for exports). */
  timeoutMs: number;
  /** Retries after a failure, with exponential backoff from `retryDelaySeconds`. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Parallel runs of this job in one process. */
  concurrency?: number;
  run(data: T, job: JobContext): Promise<void>;
}

export interface SendOptions {
  startAfterSeconds?: number;
}

/** The queue. */
export interface JobQueue {
  /** Registers a job kind and starts working on it in this process. */
  define<T extends object>(definition: JobDefinition<T>): Promise<void>;
  /** Enqueues a job and returns its id; `startAfterSeconds` holds it back that long (debounced work). */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string>;
  /**
   * Enqueues a job to start `seconds` from now, at most one per `key` per `seconds`: a send while one is waiting moves
   * to the next slot (so a burst of sends ends in one run shortly after the last of them).
   */
  sendDebounced<T extends object>(name: string, data: T, options: { key: string; seconds: number }): Promise<string | null>;
  /**
   * Deletes the jobs of `name` still waiting to run (queued, or waiting for a retry) whose data has every field of
   * `match` (e.g. the mail to a deleted account's address); returns how many. A running job is left to finish.
   */
  discard(name: string, match: Record<string, string | number>): Promise<number>;
  /** Runs a registered job on a cron schedule (once per schedule across all processes). */
  schedule(name: string, cron: string): Promise<void>;
  /** Stops taking jobs, aborts running ones (they are retried by whichever process runs next) and waits for them. */
  stop(): Promise<void>;
}
