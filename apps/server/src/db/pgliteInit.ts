/**
 * Creates a new PGlite data directory (initdb) in a short-lived child process. PGlite runs initdb in a second
 * WebAssembly PostgreSQL; done in the server's own process, what that leaves behind (compiled code, freed but not
 * returned memory) kept a first-started idle server about 100–450 MiB bigger than the same server restarted.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs initdb for `dir` with the server's start parameters; the server then opens the directory as on any restart. */
export async function initPgliteDataDir(dir: string, startParams: readonly string[]): Promise<void> {
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const code = `const { PGlite } = await import(${JSON.stringify(pglite)});
const db = new PGlite({ dataDir: process.argv[1], startParams: JSON.parse(process.argv[2]) });
await db.waitReady;
await db.close();`;
  await run(process.execPath, ['--input-type=module', '-e', code, dir, JSON.stringify(startParams)], { maxBuffer: 16 * 1024 * 1024 });
}
