/**
 * PGlite keeps its data under DATA_DIR and only one process may open it. The server holds a lock file with its pid;
 * the admin CLI checks it and says plainly when the data directory is in use.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/** The pid of a live process holding the data directory, or null. */
export function dataDirHolder(dataDir: string): number | null {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // stale lock from a crashed process
  }
}

/** Takes the lock for this process; throws when another live process holds it. Returns a release function. */
export function lockDataDir(dataDir: string): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder) throw new Error(`The data directory ${dataDir} is in use by process ${holder}. Stop it first.`);
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => {
    if (existsSync(lockFile(dataDir)) && readFileSync(lockFile(dataDir), 'utf8').trim() === String(process.pid)) rmSync(lockFile(dataDir));
  };
}
