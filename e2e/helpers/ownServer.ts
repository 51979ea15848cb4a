/**
 * A Podium server of a spec's own (fresh PGlite data directory, a port it binds itself), for flows that need operator steps the
 * shared server cannot take while running — such as putting a user on a paid plan with the admin CLI, which needs
 * the data directory to itself.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnPodium } from './spawnPodium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export class OwnServer {
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'podium-e2e-own-'));
  private child: ChildProcess | null = null;
  /** The port the server bound (0 until it started); a restart binds the same one, so pages keep their URLs. */
  port = 0;
  private constructor() {}

  get baseUrl(): string { return `http://127.0.0.1:${this.port}`; }

  /** Creates and starts a server. */
  static async start(): Promise<OwnServer> {
    const server = new OwnServer();
    await server.boot();
    return server;
  }

  private async boot(): Promise<void> {
    const { child, port } = await spawnPodium({
      DATA_DIR: this.dataDir, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', AUTH_RATE_LIMIT: '200', LOG_LEVEL: 'warn',
    }, this.port);
    this.child = child;
    this.port = port;
  }

  /** Stops the server. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }

  /** The raw text of every e-mail the server wrote (mail goes to .eml files under DATA_DIR/mail without SMTP_URL). */
  mails(): string[] {
    const dir = path.join(this.dataDir, 'mail');
    if (!existsSync(dir)) return [];
    return readdirSync(dir).filter((f) => f.endsWith('.eml')).map((f) => readFileSync(path.join(dir, f), 'utf8'));
  }

  /** Runs an admin CLI command against this server's data (stopping and restarting the server around it). */
  async admin(...args: string[]): Promise<void> {
    await this.stop();
    execFileSync(process.execPath, [path.join(root, 'scripts/admin.mjs'), ...args], {
      cwd: root, env: { ...process.env, DATA_DIR: this.dataDir, DATABASE_URL: '' }, stdio: 'ignore',
    });
    await this.boot();
  }
}

/** A plain web page on another local origin that frames `src` (a stand-in for someone else's site). */
export async function framingSite(src: string): Promise<{ url: string; origin: string; close: () => Promise<void> }> {
  const page = `<!doctype html><html><head><title>Host</title></head><body><h1>Host site</h1>
<iframe id="deck" src="${src.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" width="576" height="420"></iframe></body></html>`;
  const server = http.createServer((_req, res) => { res.writeHead(200, { 'content-type': 'text/html' }); res.end(page); });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, origin: `127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
