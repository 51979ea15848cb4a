// Shared bench helpers: free ports, child servers, a signed-in HTTP client, autocannon runs and ratio printing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

// On a multi-core machine the server under test gets core 1 and the load generator (this process) core 0, so the
// two never compete for the same core; both sides of every comparison run the same way.
const pin = existsSync('/usr/bin/taskset') && availableParallelism() > 1;
if (pin) spawnSync('taskset', ['-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });

/** Starts a node script as a child process (pinned to its own core when possible) and waits until `readyUrl` answers. */
export function startProcess(script, args, env, readyUrl) {
  return startCommand(process.execPath, [script, ...args], env, readyUrl);
}

/** Starts any program as a child process (pinned like startProcess) and waits until `readyUrl` answers. */
export async function startCommand(program, args, env, readyUrl) {
  const script = path.basename(args[0] ?? program);
  const [command, argv] = pin ? ['taskset', ['-c', '1', program, ...args]] : [program, args];
  const child = spawn(command, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try { if ((await fetch(readyUrl)).status < 500) return child; } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`${script} did not answer ${readyUrl}`);
}

/** Starts the built Podium server on a fresh PGlite data directory (`env` adds to or overrides its environment). */
export async function startPodium(env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'podium-bench-'));
  const child = await startProcess(path.join(root, 'apps/server/dist/main.js'), [], {
    PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', ...env,
  }, `${base}/api/v1/status.json`);
  return { base, child, dataDir };
}

/** A cookie-keeping client that signs up a fresh user and sends the CSRF token like the web app. */
export async function signedInClient(base) {
  const jar = new Map();
  let csrf = '';
  const request = async (method, url, body) => {
    const response = await fetch(base + url, {
      method,
      headers: {
        accept: method === 'GET' && url === '/' ? 'text/html' : 'application/json',
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/json', 'x-csrf-token': csrf } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    });
    // Sign-in and sign-up rotate the CSRF token and send the new one in this header, as the web app reads it.
    csrf = response.headers.get('x-csrf-token') ?? csrf;
    for (const header of response.headers.getSetCookie()) {
      const [name = '', ...value] = (header.split(';')[0] ?? '').split('=');
      jar.set(name.trim(), value.join('='));
    }
    return response;
  };
  const page = await (await request('GET', '/')).text();
  csrf = /<meta name="csrf-token" content="([^"]+)">/.exec(page)?.[1] ?? '';
  const username = `bench${Date.now().toString(36)}`;
  const signUp = await request('POST', '/users', { user: { username, email: `${username}@example.test`, password: 'bench-password' } });
  if (signUp.status !== 201) throw new Error(`sign up failed: ${signUp.status} ${await signUp.text()}`);
  return { request, username, cookie: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '), csrf: () => csrf };
}

/**
 * Requests per second (mean) of `url` under autocannon load, with the counts of socket errors, timeouts and non-2xx
 * answers. A few socket errors on a loaded, shared machine must not abort the whole run: they are reported instead.
 */
export async function measure(url, { duration = 8, connections = 20 } = {}) {
  const result = await autocannon({ url, duration, connections });
  const faults = { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx };
  if (faults.errors || faults.timeouts || faults.non2xx) console.log(`  ${url}: ${describeFaults(faults)}`);
  return { rps: result.requests.average, p99: result.latency.p99, ...faults };
}

/** "3 socket errors, 0 timeouts, 1 non-2xx" for a measurement's fault counts. */
export function describeFaults({ errors = 0, timeouts = 0, non2xx = 0 }) {
  return `${errors} socket errors, ${timeouts} timeouts, ${non2xx} non-2xx`;
}

/** Prints one comparison line and returns the ratio. */
export function report(name, podium, peer, peerName, target) {
  const ratio = podium.rps / peer.rps;
  console.log(`${name}: Podium ${podium.rps.toFixed(0)} req/s (p99 ${podium.p99} ms) vs ${peerName} ${peer.rps.toFixed(0)} req/s (p99 ${peer.p99} ms)`);
  if (podium.errors || podium.timeouts || podium.non2xx) console.log(`${name}: Podium saw ${describeFaults(podium)}`);
  if (peer.errors || peer.timeouts || peer.non2xx) console.log(`${name}: ${peerName} saw ${describeFaults(peer)}`);
  console.log(`${name}: ratio ${ratio.toFixed(2)} (target ≥ ${target})${ratio >= target ? '' : '  ← below target'}`);
  return ratio;
}
