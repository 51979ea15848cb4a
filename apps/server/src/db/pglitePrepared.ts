/**
 * Named prepared statements on PGlite, through SQL's PREPARE and EXECUTE: PGlite's query() always uses the unnamed
 * statement, so a query sent every few seconds is planned every time, and PGlite plans on this process's event loop.
 * The job queue's watch (a query over every partition of pgboss.job) cost 25–30 ms of CPU per plan, every 2 s, and held
 * up everything else the process was doing meanwhile (bench/live's p99 with 100 viewers); prepared, it plans once and
 * runs in about 1 ms. PGlite is one session, so a statement prepared once serves every later call. EXECUTE takes no bound
 * parameters, so the values are written into it as literals (see `literal`).
 */
import type { PGlite } from '@electric-sql/pglite';

const NAME = /^[a-z_][a-z0-9_]*$/;

/** A value as an SQL literal: strings quoted (standard_conforming_strings: only the quote is special), numbers, null. */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('a prepared statement value holds a NUL character');
    return `'${value.replace(/'/g, "''")}'`;
  }
  throw new Error(`a prepared statement value of type ${typeof value} is not supported`);
}

/** Runs `text` as the prepared statement `name` (prepared on first use) with `values` as its $1…$n. */
export function pglitePrepared(client: PGlite) {
  const prepared = new Map<string, string>();
  return async (name: string, text: string, values: unknown[]): Promise<{ rows: unknown[] }> => {
    if (!NAME.test(name)) throw new Error(`invalid prepared statement name ${name}`);
    const known = prepared.get(name);
    if (known !== undefined && known !== text) throw new Error(`prepared statement ${name} was prepared with another text`);
    if (known === undefined) {
      await client.exec(`PREPARE ${name} AS ${text}`);
      prepared.set(name, text);
    }
    return client.query(values.length ? `EXECUTE ${name}(${values.map(literal).join(', ')})` : `EXECUTE ${name}`);
  };
}
