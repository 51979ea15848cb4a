/** Raw SQL for queries the query builder cannot express (full-text search): rows from either driver. */
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/** Runs the query and returns its rows (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
