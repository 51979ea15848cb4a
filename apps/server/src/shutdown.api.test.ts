// Graceful shutdown of a real server process (PGlite in its own data directory) while an editor socket (WebSocket)
// and a live socket (long-polling: an HTTP request held open) are connected: SIGTERM/SIGINT must disconnect them,
// exit 0 within the grace period, and release the data directory so `npm run admin` can open it.
import { describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { findRepoRoot } from './config.js';
import { runAdmin } from './cli/admin.js';
import { disconnected } from './test/live-client.js';

const root = findRepoRoot();

/** Starts src/main.ts (through tsx) on port 0 and resolves with the child and the URL it reports over IPC. */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: '', DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const url = await new Promise<string>((resolve, reject) => {
    child.on('message', (message: { type?: string; url?: string }) => { if (message.type === 'listening') resolve(message.url!); });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening:\n${output}`)));
  });
  return { child, url, output: () => output };
}

/** A connected socket of a namespace over one transport. */
async function socketOf(url: string, namespace: string, transport: 'websocket' | 'polling'): Promise<Socket> {
  const socket = connect(`${url}${namespace}`, { transports: [transport], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

describe('graceful shutdown', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('on %s closes open sockets, exits 0 within 10 s and releases the data directory', async (signal) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'podium-shutdown-'));
    const { child, url, output } = await startServer(dataDir);
    const editor = await socketOf(url, '/editor', 'websocket');
    const live = await socketOf(url, '/live', 'polling');
    try {
      expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(true);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const started = Date.now();
      child.kill(signal);
      const [editorGone, liveGone] = [disconnected(editor, 10_000), disconnected(live, 10_000)];
      const code = await Promise.race([exited, new Promise<string>((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000))]);
      expect(code, output()).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await editorGone).toEqual(expect.any(String));
      expect(await liveGone).toEqual(expect.any(String));
      expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
      // The operator CLI can open the data directory now.
      const lines: string[] = [];
      expect(await runAdmin(['list-users'], { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' }, (line) => lines.push(line))).toBe(0);
    } finally {
      editor.close();
      live.close();
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});
