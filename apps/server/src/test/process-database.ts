/**
 * A database of its own for a test that starts real server processes: DATABASE_URL's server, the database name with
 * `suffix` added, made empty before and dropped after.
 */
import pg from 'pg';

export function processDatabase(suffix: string) {
  const baseUrl = process.env.DATABASE_URL;
  const url = baseUrl ? new URL(baseUrl) : null;
  if (url) url.pathname = `${url.pathname.replace(/\/+$/, '')}_${suffix}`;
  const databaseUrl = url?.toString() ?? '';
  const name = url ? url.pathname.slice(1) : '';
  /** Runs a statement on DATABASE_URL's server (not the test's database). */
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try { await admin.query(statement); } finally { await admin.end(); }
  };
  return {
    databaseUrl,
    async create(): Promise<void> {
      await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await onServer(`CREATE DATABASE "${name}"`);
    },
    async drop(): Promise<void> {
      if (baseUrl) await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
