/** Server configuration from the environment (see the README's configuration table). */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Prefix of all Podium's Redis keys (live streams, Socket.IO adapter, rate limits, sharing guards) in a shared Redis. */
  redisPrefix: string;
  smtpUrl: string | null;
  mailFrom: string;
  chromiumPath: string;
  sessionSecret: string;
  /** Requests per minute per client on sign-in, sign-up and password reset. */
  authRateLimit: number;
  /** Where the built web app lives (index.html + assets). */
  webDistDir: string;
  logLevel: string;
  /** Trust X-Forwarded-* headers (only behind a load balancer that sets them; otherwise clients could spoof IPs). */
  trustProxy: boolean;
}

/** Reads the session secret from SESSION_SECRET, or generates one once and keeps it under DATA_DIR. */
function loadSessionSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Builds the config from an environment (process.env by default); creates DATA_DIR when missing. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, repoRoot = findRepoRoot()): Config {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  return {
    port,
    host,
    dataDir,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'podium:',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Podium <no-reply@podium.local>',
    chromiumPath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    sessionSecret: loadSessionSecret(dataDir, env.SESSION_SECRET),
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 20),
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
  };
}

/** The repository root: the nearest folder above this file whose package.json declares workspaces. */
export function findRepoRoot(start = path.dirname(new URL(import.meta.url).pathname)): string {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).workspaces) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
