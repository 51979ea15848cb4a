/** API test files run in parallel Vitest workers; on PostgreSQL each worker has a database of its own. */

/** How many files run at once (`PODIUM_API_WORKERS`, default 2: this suite is sized for a 2-core machine). */
export function apiTestWorkers(): number {
  return Math.max(1, Number(process.env.PODIUM_API_WORKERS) || 2);
}

/** DATABASE_URL's database with a `_w<worker>` suffix. */
export function workerDatabaseUrl(baseUrl: string, worker: number): string {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}_w${worker}`;
  return url.toString();
}
