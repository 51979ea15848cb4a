/**
 * The job queue on pg-boss. It talks to the app's own database through pg-boss's `db` adapter, so the same code runs
 * on PostgreSQL (several processes: SKIP LOCKED gives each job to one worker) and on PGlite (embedded mode). Jobs live
 * in the database, so they survive a restart; a run cut short by shutdown is failed and retried by the next process.
 */
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { JobShutdown, JobTimeout, type JobDefinition, type JobQueue, type SendOptions } from './queue.js';

/**
 * How often one query looks for jobs that are ready in any queue this process works (sent by another process, due
 * after a delay or a retry's backoff, or made by a schedule) and wakes those queues' workers. A send from this process
 * wakes its workers at once. One query for all queues, rather than each worker polling its own: with twenty-odd
 * workers, their polls were most of what an idle server spent (bench/view measures the server's CPU per request).
 */
const WATCH_SECONDS = 2;
/**
 * Each worker's own polling, only a fallback to the watch (which wakes a queue's workers as soon as it has a ready job,
 * and a worker that ran a job looks again at once). Rare on purpose: the twenty-odd workers start together and poll
 * together, and on PGlite each fetch is planned on this process's event loop (5–10 ms of CPU): once a minute, their
 * polls held the process up for 100–200 ms at a time (bench/live).
 */
const WORKER_POLL_SECONDS = 600;
/**
 * A running job is leased, not held for its whole timeout: its process renews the lease while the job runs
 * (`heartbeatSeconds`), so a job whose process died expires `leaseSeconds` after the last renewal, and pg-boss's
 * maintenance (every `maintenanceSeconds`, by one process at a time) hands it back to the queue for another process.
 * Takeover within a minute: lease + maintenance + the watch below + the first retry's short delay. A live job is
 * renewed until its own timeout (plus a grace for its handler to wind down), however long that is.
 */
export interface QueueTimings {
  leaseSeconds: number;
  heartbeatSeconds: number;
  maintenanceSeconds: number;
}
export const QUEUE_TIMINGS: Readonly<QueueTimings> = { leaseSeconds: 30, heartbeatSeconds: 10, maintenanceSeconds: 15 };
/**
 * The queue's expiry: the job's own timeout and this grace (for a handler aborted at its timeout to wind down). The
 * lease shortens it in the database (see `renew` below); pg-boss's own in-process limit on a handler stays this.
 */
const EXPIRY_GRACE_SECONDS = 60;
/**
 * The statements pg-boss 10 sends without awaiting them: completing a worker's jobs (`completeJobs`) and failing them
 * by id (`failJobsById`), from `manager.js` `watch()`'s onFetch. Matched on their text (pg-boss exposes no hook).
 */
export const COMPLETION_STATEMENTS = [
  /SET completed_on = now\(\),\s+state = 'completed'/,
  /WHERE name = \$1 AND id IN \(SELECT UNNEST\(\$2::uuid\[\]\)\) AND state < 'completed'/,
];
/** How long stop() waits for the queue's last queries (a late fetch, its jobs failed back) after pg-boss stopped. */
const DRAIN_MS = 5000;

/** The queue, and what tests of several processes look at: the jobs it runs, and dying without a word. */
export interface PgBossQueue extends JobQueue {
  /** The queue name and data of every job this process is running. */
  runningJobs(): Array<{ name: string; data: object }>;
  /**
   * Tests only: stops as a process that died would: nothing more reaches the database from the queue (no renewal,
   * no fetch, no outcome) and running handlers are aborted, so their jobs stay active until their lease expires.
   */
  abandon(): void;
}

/**
 * Starts pg-boss on the app's database. Installing its schema and creating queues is DDL (a queue is a partition of
 * the job table with foreign keys to the queue table), done under the app's migration lock: processes starting
 * together on an empty database otherwise deadlock, or one loses pg-boss's install race.
 */
export async function startPgBossQueue(database: Database, log: FastifyBaseLogger, timings: QueueTimings = QUEUE_TIMINGS): Promise<PgBossQueue> {
  // pg-boss completes and fails jobs without awaiting it, and a worker whose fetch was in flight when stop() returned
  // still gets its jobs: those queries could reach a database the app has closed (an unhandled rejection). stop()
  // therefore drains the queue's queries in flight; any later one is dropped, never answered (a job it would have
  // completed stays active, expires and is retried by the next process).
  let inFlight = 0;
  let closed = false;
  /** Counts a query in flight until it settles (stop() drains them). */
  const trackQuery = <T>(query: Promise<T>): Promise<T> => {
    inFlight += 1;
    return query.finally(() => { inFlight -= 1; });
  };
  const executeSql = (text: string, values?: unknown[]) => {
    if (closed) return new Promise<never>(() => undefined);
    const query = trackQuery(database.executeSql(text, values));
    if (!COMPLETION_STATEMENTS.some((pattern) => pattern.test(text))) return query;
    // pg-boss completes or fails a worker's job without awaiting it, so while the database is away (a restart, an
    // outage) the rejection would go unhandled. Swallowing it is what pg-boss would see anyway: no row affected, the
    // job stays active, expires and is retried.
    return query.catch((error: unknown) => {
      log.warn({ err: error }, 'job queue: could not record a job\'s outcome; it will expire and be retried');
      return { rows: [{ count: 0 }] };
    });
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema: 'pgboss',
    // Maintenance (expiring the jobs of dead processes, archiving); one process does it at a time.
    maintenanceIntervalSeconds: timings.maintenanceSeconds,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await database.withMigrationLock(() => boss.start());

  const running = new Set<AbortController>();
  const workers: string[] = [];
  const workersOf = new Map<string, string[]>();
  let stopping = false;
  /** This process's running jobs by id: their queue, data and until when their lease is renewed. */
  const leases = new Map<string, { name: string; data: object; until: number }>();
  // pg-boss expires an active job once `started_on + expire_in` has passed. Renewing moves `started_on` so that this
  // is a lease from now, and leaves `expire_in` alone: pg-boss also limits a handler in-process to the `expire_in` it
  // fetched the job with, and copies it into a retried job, so it must stay the job's timeout and grace.
  const renew = (ids: string[]) => {
    const names = [...new Set(ids.flatMap((id) => leases.get(id)?.name ?? []))];
    return executeSql(
      `UPDATE pgboss.job SET started_on = now() + ($3::int * interval '1 second') - expire_in
       WHERE name = ANY(string_to_array($1, ',')) AND id = ANY(string_to_array($2, ',')::uuid[]) AND state = 'active'`,
      [names.join(','), ids.join(','), timings.leaseSeconds],
    ).catch((error: unknown) => log.warn({ err: error }, 'job queue: could not renew running jobs\' leases; the next renewal retries'));
  };
  const heartbeat = setInterval(() => {
    const now = Date.now();
    const ids = [...leases].filter(([, lease]) => lease.until > now).map(([id]) => id);
    if (ids.length && !stopping) void renew(ids);
  }, timings.heartbeatSeconds * 1000);
  heartbeat.unref();
  const wake = (name: string) => {
    for (const worker of workersOf.get(name) ?? []) boss.notifyWorker(worker);
  };
  let watching = false;
  const watch = setInterval(() => {
    if (watching || stopping || closed || workersOf.size === 0) return;
    watching = true;
    // Prepared: planning this query over every queue's partition was most of its cost (on PGlite 25–30 ms of this
    // process's CPU every 2 s; see db/pglitePrepared.ts).
    trackQuery(database.executePrepared('podium_job_watch',
      `SELECT DISTINCT name FROM pgboss.job WHERE name = ANY(string_to_array($1, ',')) AND state < 'active' AND start_after <= now()`, [[...workersOf.keys()].join(',')]))
      .then(({ rows }) => { for (const row of rows as Array<{ name: string }>) wake(row.name); })
      .catch((error: unknown) => log.debug({ err: error }, 'job queue: looking for ready jobs failed; the next look retries'))
      .finally(() => { watching = false; });
  }, WATCH_SECONDS * 1000);
  watch.unref();

  return {
    async define<T extends object>(definition: JobDefinition<T>) {
      // Every start after the first finds its queues there and takes no lock.
      if (!(await boss.getQueue(definition.name))) {
        await database.withMigrationLock(() => boss.createQueue(definition.name, {
          name: definition.name,
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: Math.ceil(definition.timeoutMs / 1000) + EXPIRY_GRACE_SECONDS,
        }));
      }
      const ids: string[] = [];
      for (let i = 0; i < (definition.concurrency ?? 1); i += 1) {
        ids.push(await boss.work<T>(definition.name, { pollingIntervalSeconds: WORKER_POLL_SECONDS, batchSize: 1, includeMetadata: true }, async ([job]) => {
          if (!job) return;
          if (stopping) throw new JobShutdown('the server is shutting down');
          const controller = new AbortController();
          running.add(controller);
          const timer = setTimeout(() => controller.abort(new JobTimeout(`${definition.name} timed out`)), definition.timeoutMs);
          leases.set(job.id, { name: definition.name, data: job.data, until: Date.now() + definition.timeoutMs + EXPIRY_GRACE_SECONDS * 1000 });
          // The lease starts now: a process that dies from here on gives the job up within a lease, not its timeout.
          void renew([job.id]);
          try {
            const { retryCount, retryLimit } = job;
            await definition.run(job.data, { id: job.id, retryCount, lastAttempt: retryCount >= retryLimit, signal: controller.signal });
          } finally {
            clearTimeout(timer);
            running.delete(controller);
            leases.delete(job.id);
            // A worker that ran a job looks for the next at once: left alone, pg-boss waits its polling interval
            // after every job (here until the next watch, 2 s), so twenty queued mails took forty seconds.
            if (!stopping) wake(definition.name);
          }
        }));
      }
      workers.push(...ids);
      workersOf.set(definition.name, ids);
    },
    async send<T extends object>(name: string, data: T, options?: SendOptions) {
      const id = await boss.send(name, data, options?.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {});
      if (!id) throw new Error(`job ${name} was not queued`);
      wake(name);
      return id;
    },
    async sendDebounced<T extends object>(name: string, data: T, { key, seconds }: { key: string; seconds: number }) {
      return boss.sendDebounced(name, data, { startAfter: seconds }, seconds, key);
    },
    async discard(name: string, match: Record<string, string | number>) {
      const { rows } = await executeSql(
        `DELETE FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry') AND data @> $2::jsonb RETURNING id`,
        [name, JSON.stringify(match)],
      );
      return rows.length;
    },
    async schedule(name: string, cron: string) {
      await boss.schedule(name, cron);
    },
    runningJobs() {
      return [...leases.values()].map(({ name, data }) => ({ name, data }));
    },
    abandon() {
      stopping = true;
      closed = true;
      clearInterval(watch);
      clearInterval(heartbeat);
      // Its statements are dropped now (closed), so stopping never completes: its timers are what matters.
      void boss.stop({ graceful: false, wait: false, close: false }).catch(() => undefined);
      for (const controller of running) controller.abort(new JobShutdown('the process died'));
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      clearInterval(watch);
      clearInterval(heartbeat);
      for (const controller of running) controller.abort(new JobShutdown('the server is shutting down'));
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      const deadline = Date.now() + DRAIN_MS;
      while ((inFlight > 0 || running.size > 0) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      closed = true;
    },
  };
}
