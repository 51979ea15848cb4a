/**
 * Starts a Podium server as a child process (scripts/start.mjs) on port 0, or on `port` to come back where it was,
 * and resolves once it reports the port it bound over IPC: no probing for a free port (another process could take it
 * between the probe and the listen).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Generous: a cold start runs every migration on PGlite, and in `npm test` the API suites share the machine meanwhile.
const STARTUP_TIMEOUT_MS = 120_000;

/** Starts the server with `env` (DATA_DIR etc.) and resolves with the child and its bound port. */
export async function spawnPodium(env: Record<string, string>, port = 0): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const bound = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${STARTUP_TIMEOUT_MS} ms`)), STARTUP_TIMEOUT_MS);
    child.on('message', (message: { type?: string; port?: number }) => {
      if (message.type !== 'listening') return;
      clearTimeout(timer);
      resolve(message.port!);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code}`));
    });
  });
  child.channel?.unref(); // the IPC channel must not keep this (test) process alive
  return { child, port: bound };
}
