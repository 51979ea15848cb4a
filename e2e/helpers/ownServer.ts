/**
 * A Podium server of a spec's own (fresh PGlite data directory, free port), for flows that need operator steps the
 * shared server cannot take while running — such as putting a user on a paid plan with the admin CLI, which needs
 * the data directory to itself.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe: Server = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export class OwnServer {
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'podium-e2e-own-'));
  private child: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  get baseUrl(): string { return `http://127.0.0.1:${this.port}`; }

  /** Creates and starts a server. */
  static async start(): Promise<OwnServer> {
    const server = new OwnServer(await freePort());
    await server.boot();
    return server;
  }

  private async boot(): Promise<void> {
    this.child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir, PUBLIC_URL: this.baseUrl, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', AUTH_RATE_LIMIT: '200', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`the server exited with code ${this.child.exitCode}`);
      try {
        if ((await fetch(`${this.baseUrl}/api/v1/status.json`)).ok) return;
      } catch { /* not up yet */ }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the server did not start');
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
  const port = await freePort();
  const page = `<!doctype html><html><head><title>Host</title></head><body><h1>Host site</h1>
<iframe id="deck" src="${src.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" width="576" height="420"></iframe></body></html>`;
  const server = http.createServer((_req, res) => { res.writeHead(200, { 'content-type': 'text/html' }); res.end(page); });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, origin: `127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
