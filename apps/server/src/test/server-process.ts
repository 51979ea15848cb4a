/**
 * Real server processes for tests of several machines: the built server (`node apps/server/dist/main.js`, what the
 * README's "Running at scale" runs) as a child process, and a browser-like HTTP client over fetch that can talk to
 * any of them (one cookie jar, as behind a balancer). The child says which port it bound over IPC (main.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findRepoRoot } from '../config.js';

const root = findRepoRoot();

/** Builds the server bundle and the web app (with the player exports render) when they are missing or out of date. */
export function ensureBuilt(): void {
  const script = pathToFileURL(path.join(root, 'scripts/build.mjs')).href;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(script)}); await m.ensureBuilt();`], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build failed: ${result.stdout}${result.stderr}`);
}

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:{port} */
  url: string;
  /** What it printed so far (for failure messages). */
  output(): string;
  /** Its live descendants (Chromium), by pid. */
  descendants(): number[];
}

/** Starts the built server on a loopback port with this environment added to ours. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PUBLIC_URL: '', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '1000', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const url = await new Promise<string>((resolve, reject) => {
    child.on('message', (message: { type?: string; port?: number }) => {
      if (message.type === 'listening') resolve(`http://127.0.0.1:${message.port}`);
    });
    child.once('exit', (code, signal) => reject(new Error(`the server exited (${code ?? signal}) before listening:\n${output}`)));
  });
  child.removeAllListeners('exit');
  child.disconnect();
  return { child, url, output: () => output, descendants: () => descendantsOf(child.pid!) };
}

/** The pids of a process's live descendants. */
function descendantsOf(pid: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' }).trim().split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of rows) if (found.has(parent) && !found.has(child)) { found.add(child); grew = true; }
  }
  found.delete(pid);
  return [...found];
}

/** Kills these pids (SIGKILL), ignoring those already gone. */
export function killPids(pids: number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
}

/** Resolves once the process has exited (at once when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** A browser over fetch: cookie jar, CSRF token from the page, JSON by default; `at(url)` is the same browser on another process. */
export class HttpClient {
  /** The browser's state, shared by its twins on other processes. */
  private readonly browser: { csrf: string; cookies: Map<string, string> };

  constructor(readonly base: string, browser?: HttpClient['browser']) {
    this.browser = browser ?? { csrf: '', cookies: new Map() };
  }

  /** The same browser (cookies, CSRF token) sent to another process by the balancer. */
  at(base: string): HttpClient {
    return new HttpClient(base, this.browser);
  }

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const isForm = body instanceof FormData;
    const response = await fetch(this.base + url, {
      method,
      redirect: 'manual',
      headers: {
        accept: 'application/json',
        cookie: [...this.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(method !== 'GET' ? { 'x-csrf-token': this.browser.csrf } : {}),
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    // Sign-up and sign-in rotate the CSRF token and send the new one in this header, as the web app reads it.
    this.browser.csrf = response.headers.get('x-csrf-token') ?? this.browser.csrf;
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value.join('=') === '';
      if (expired) this.browser.cookies.delete(name.trim());
      else this.browser.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  /** A cookie this browser holds (e.g. the session, for a socket opened as this browser). */
  cookie(name: string): string | undefined {
    return this.browser.cookies.get(name);
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body: unknown = {}) => this.request('POST', url, body);
  put = (url: string, body: unknown = {}) => this.request('PUT', url, body);
  delete = (url: string) => this.request('DELETE', url);

  /** Opens the home page (CSRF cookie and token) and signs up a new user. */
  async signUp(username: string, password = 'secret123'): Promise<void> {
    const page = await (await this.request('GET', '/', undefined, { accept: 'text/html' })).text();
    this.browser.csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(page)?.[1] ?? '';
    const response = await this.post('/users', { user: { username, email: `${username}@example.test`, password } });
    if (response.status !== 201) throw new Error(`sign up failed: ${response.status} ${await response.text()}`);
  }
}
