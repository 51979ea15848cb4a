// Shared bench helpers: child servers (listening on port 0 and telling the port they bound), a signed-in HTTP client, autocannon runs and ratio printing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { randomUUID } from 'node:crypto';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// On a multi-core machine the server under test gets core 1 and the load generator (this process) core 0, so the
// two never compete for the same core; both sides of every comparison run the same way.
const pin = existsSync('/usr/bin/taskset') && availableParallelism() > 1;
if (pin) spawnSync('taskset', ['-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });

/**
 * Starts a node script as a child process (pinned to its own core when possible) with an IPC channel; the script
 * listens on port 0 and sends `{ type: 'listening', port }` once bound (as Podium's main.js does). Returns the child,
 * the port and the loopback URL of its root.
 */
export function startListening(script, args = [], env = {}) {
  // BENCH_CPU_PROF=<dir>: the servers under test write V8 CPU profiles there when they exit (see where the time goes).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const [command, argv] = pinned(process.execPath, [...profile, script, ...args]);
  const child = spawn(command, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    // Three minutes: on a machine shared with other work, PGlite's first start alone has taken over a minute.
    const timer = setTimeout(() => fail(new Error(`${path.basename(script)} did not say which port it listens on`)), 180_000);
    const fail = (error) => {
      clearTimeout(timer);
      child.kill();
      reject(error);
    };
    child.once('exit', (code) => fail(new Error(`${path.basename(script)} exited with ${code}`)));
    child.on('message', (/** @type {any} */ message) => {
      if (message?.type !== 'listening') return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.disconnect(); // the channel has told us all we need; an open one would keep this process alive
      resolve({ child, port: message.port, url: `http://127.0.0.1:${message.port}/` });
    });
  });
}

/**
 * Starts nginx on a socket this process has already bound to port 0 (nginx refuses `listen …:0`): the socket is
 * handed over as file descriptor 3 and named in the NGINX environment variable, nginx's own way of inheriting
 * listening sockets; `config(port)` writes the configuration that listens on that address.
 */
export async function startNginx(program, args, config) {
  const socket = createServer();
  await new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (socket.address());
  config(port);
  const fd = /** @type {{ _handle: { fd: number } }} */ (/** @type {unknown} */ (socket))._handle.fd;
  const [command, argv] = pinned(program, args);
  const child = spawn(command, argv, { cwd: root, env: { ...process.env, NGINX: '3;' }, stdio: ['ignore', 'ignore', 'inherit', fd] });
  socket.close(); // nginx holds its own copy; this process must not accept on it
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${path.basename(program)} exited with ${child.exitCode}`);
    try { if ((await fetch(url)).status < 500) return { child, port, url }; } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${path.basename(program)} did not answer ${url}`);
}

/** The command line that runs `program` pinned to core 1 when pinning is possible. */
function pinned(program, args) {
  return pin ? ['taskset', ['-c', '1', program, ...args]] : [program, args];
}

/** Starts the built Podium server on a fresh PGlite data directory (`env` adds to or overrides its environment). */
export async function startPodium(env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'podium-bench-'));
  const { child, port } = await startListening(path.join(root, 'apps/server/dist/main.js'), [], {
    PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: '', DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', ...env,
  });
  return { base: `http://127.0.0.1:${port}`, child, dataDir };
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
 * With `pid` (the server's process), also the server's CPU time per answered request in microseconds: on a machine
 * shared with other work, throughput follows whatever else runs, while CPU time per request stays close to the cost.
 */
export async function measure(url, { duration = 8, connections = 20, pid = undefined } = {}) {
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const result = await autocannon({ url, duration, connections });
  const cpuUsPerRequest = pid && result.requests.total ? ((cpuSeconds(pid) - cpuBefore) * 1e6) / result.requests.total : undefined;
  const faults = { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx };
  if (faults.errors || faults.timeouts || faults.non2xx) console.log(`  ${url}: ${describeFaults(faults)}`);
  return { rps: result.requests.average, p99: result.latency.p99, cpuUsPerRequest, ...faults };
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU seconds (user + system) used so far by process `pid` and (unless `children` is false) its live descendants (nginx's worker), from /proc. */
export function cpuSeconds(pid, { children = true } = {}) {
  let ticks = 0;
  const pending = [pid];
  while (pending.length) {
    const next = pending.pop();
    try {
      const stat = readFileSync(`/proc/${next}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of the whole line)
      if (!children) break;
      for (const task of readdirSync(`/proc/${next}/task`)) {
        pending.push(...readFileSync(`/proc/${next}/task/${task}/children`, 'utf8').trim().split(' ').filter(Boolean).map(Number));
      }
    } catch {
      /* the process is gone */
    }
  }
  return ticks / CLOCK_TICKS;
}

/**
 * Warms a server up before it is measured: a fixed number of requests rather than a fixed time, so that on a busy
 * machine the JIT has seen as much traffic as on a quiet one (2 s under load were a few thousand requests, and the
 * first measured round then ran partly unoptimised code).
 */
export async function warmUp(url, requests = 20_000) {
  await autocannon({ url, amount: requests, connections: 20 });
}

/** A measurement's server CPU time per request, e.g. "212 µs" (one decimal below 100 µs, where whole ones hide a change). */
export const cpuText = (m) => (m.cpuUsPerRequest === undefined || Number.isNaN(m.cpuUsPerRequest) ? 'n/a'
  : `${m.cpuUsPerRequest.toFixed(m.cpuUsPerRequest < 100 ? 1 : 0)} µs`);

/** The peer's CPU time per request over ours: the throughput ratio a machine with nothing else running would show. */
export const cpuRatio = (ours, theirs) => (ours.cpuUsPerRequest && theirs.cpuUsPerRequest ? (theirs.cpuUsPerRequest / ours.cpuUsPerRequest).toFixed(2) : 'n/a');

/** The mean CPU time per request of several measurements (NaN when one has none). */
export const meanCpu = (measurements) => ({
  cpuUsPerRequest: measurements.reduce((sum, m) => sum + (m.cpuUsPerRequest ?? Number.NaN), 0) / measurements.length,
});

/** The machine's load average (1, 5 and 15 minutes), printed with results measured on a shared machine. */
export function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

/**
 * Prints whether the CPU-time ratio (the peer's CPU per request over ours) meets `target` and returns whether it did.
 * CPU time is the measure a busy machine disturbs least; throughput follows whatever else runs.
 */
export function reportCpu(name, ours, theirs, peerName, target) {
  const ratio = ours.cpuUsPerRequest && theirs.cpuUsPerRequest ? theirs.cpuUsPerRequest / ours.cpuUsPerRequest : Number.NaN;
  const met = ratio >= target;
  console.log(`${name}: CPU per request Podium ${cpuText(ours)} vs ${peerName} ${cpuText(theirs)}: ratio ${Number.isNaN(ratio) ? 'n/a' : ratio.toFixed(2)} ` +
    `(target ≥ ${target}) ${met ? 'met' : 'NOT MET'}`);
  return met;
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

/** A Redis key prefix of one bench run (its servers' streams, claims and counters), and the cleanup that deletes them. */
export function benchRedisPrefix(name) {
  const prefix = `podium-bench-${name}-${randomUUID()}:`;
  const removeKeys = async (redisUrl) => {
    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  };
  return { prefix, removeKeys };
}

/** A fresh, empty database next to `baseUrl`'s, for a benchmark's own tables (`schema`); returns its URL. */
export async function freshDatabase(baseUrl, suffix, schema = '') {
  const base = new URL(baseUrl);
  const name = `${base.pathname.slice(1) || 'podium'}_${suffix}`.replace(/[^a-z0-9_]/gi, '_');
  const admin = new URL(baseUrl); admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(baseUrl); url.pathname = `/${name}`;
  if (schema) {
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    await db.query(schema);
    await db.end();
  }
  return url.toString();
}
