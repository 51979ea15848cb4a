/** Server configuration from the environment (see the README's configuration table). */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ACCOUNT_TYPES, BILLING_PERIODS, DEFAULT_PLAN_PRICES, STORAGE_LIMITS, TIMERS, TRASH_RETENTION_DAYS_DEFAULT, type AccountType, type PlanPrices,
} from '@podium/shared';
import type { StripeSettings } from './billing/stripe/stripeProvider.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Set again once listening when PORT=0 (main.ts): read it per request, never capture it when routes register. */
  publicUrl: string;
  /** The base host teams live under (`{slug}.{appHost}`, SPEC §2); APP_HOST, default `localhost`. */
  appHost: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Prefix of all Podium's Redis keys (live streams, Socket.IO adapter, rate limits, sharing guards) in a shared Redis. */
  redisPrefix: string;
  smtpUrl: string | null;
  mailFrom: string;
  chromiumPath: string;
  /** How long the export Chromium stays open without a render (RENDERER_IDLE_MS, default TIMERS.rendererIdleCloseMs). */
  rendererIdleMs: number;
  sessionSecret: string;
  /** Requests per minute per client on sign-in, sign-up and password reset. */
  authRateLimit: number;
  /** Where the built web app lives (index.html + assets). */
  webDistDir: string;
  logLevel: string;
  /** Media storage per plan in bytes (STORAGE_LIMIT_DEFAULT, _LITE, _PRO, _ENTERPRISE; 0 = unlimited). */
  storageLimits: Record<AccountType, number>;
  /** Trust X-Forwarded-* headers (only behind a load balancer that sets them; otherwise clients could spoof IPs). */
  trustProxy: boolean;
  /** Where media files live: local disk (default) or an S3-compatible bucket (STORAGE=s3 and the S3_* variables). */
  mediaStorage: MediaStorageConfig;
  billing: BillingConfig;
  /** Days a trashed deck stays recoverable before the trash purge deletes it (TRASH_RETENTION_DAYS, default 30). */
  trashRetentionDays: number;
  /** Decks a user may own per plan (DECK_LIMIT_FREE, _LITE, _PRO, _ENTERPRISE; 0 = unlimited, the default). */
  deckLimits: Record<AccountType, number>;
}

export type MediaStorageConfig =
  | { kind: 'local' }
  | { kind: 's3'; endpoint: string | null; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

/** STORAGE and S3_*: refuses to start with STORAGE=s3 but no bucket or keys, rather than failing on the first upload. */
function mediaStorageFrom(env: NodeJS.ProcessEnv): MediaStorageConfig {
  const kind = env.STORAGE || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new Error(`STORAGE must be "local" or "s3", not "${kind}"`);
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`STORAGE=s3 needs ${missing.join(', ')}`);
  return {
    kind, endpoint: env.S3_ENDPOINT || null, bucket: env.S3_BUCKET!, region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}

export interface BillingConfig {
  /** Plan prices in cents (PRICE_<PLAN>_<PERIOD>, e.g. PRICE_PRO_YEARLY=10000). */
  prices: PlanPrices;
  /** ISO currency of every charge (BILLING_CURRENCY, default usd). */
  currency: string;
  /** Stripe, when STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRODUCT_ID and STRIPE_PUBLISHABLE_KEY are set; else the local test provider. */
  stripe: StripeSettings | null;
  /** Signs the local test provider's webhooks (derived from the session secret). */
  testWebhookSecret: string;
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

/** The address links use without PUBLIC_URL: HOST when it names one interface (localhost may not reach it), else localhost. */
export function defaultPublicUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** The plan storage limits, each overridable by STORAGE_LIMIT_<PLAN> (whole bytes; anything else keeps the default). */
function storageLimitsFrom(env: NodeJS.ProcessEnv): Record<AccountType, number> {
  const limits = { ...STORAGE_LIMITS };
  for (const plan of ACCOUNT_TYPES) {
    const raw = env[`STORAGE_LIMIT_${plan.toUpperCase()}`];
    if (raw !== undefined && /^\d+$/.test(raw)) limits[plan] = Number(raw);
  }
  return limits;
}

/** A whole number of days ≥ 1 from TRASH_RETENTION_DAYS, else the default. */
function trashRetentionDaysFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.TRASH_RETENTION_DAYS;
  return raw !== undefined && /^\d{1,5}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : TRASH_RETENTION_DAYS_DEFAULT;
}

/** RENDERER_IDLE_MS: a whole number of milliseconds (at least 100); unset or anything else = TIMERS.rendererIdleCloseMs. */
function rendererIdleMsFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.RENDERER_IDLE_MS;
  return raw !== undefined && /^\d{3,9}$/.test(raw) ? Number(raw) : TIMERS.rendererIdleCloseMs;
}

/** Deck limits per plan from DECK_LIMIT_<PLAN> (whole numbers; unset or anything else = 0, unlimited). */
function deckLimitsFrom(env: NodeJS.ProcessEnv): Record<AccountType, number> {
  const limits = Object.fromEntries(ACCOUNT_TYPES.map((plan) => [plan, 0])) as Record<AccountType, number>;
  for (const plan of ACCOUNT_TYPES) {
    const raw = env[`DECK_LIMIT_${plan.toUpperCase()}`];
    if (raw !== undefined && /^\d{1,9}$/.test(raw)) limits[plan] = Number(raw);
  }
  return limits;
}

/** Plan prices and the payment provider's settings from the environment. */
function billingFrom(env: NodeJS.ProcessEnv, sessionSecret: string): BillingConfig {
  const prices = structuredClone(DEFAULT_PLAN_PRICES);
  for (const plan of Object.keys(prices) as Array<keyof PlanPrices>) {
    for (const period of BILLING_PERIODS) {
      const raw = env[`PRICE_${plan.toUpperCase()}_${period.toUpperCase()}`];
      if (raw !== undefined && /^\d{1,9}$/.test(raw)) prices[plan][period] = Number(raw);
    }
  }
  const {
    STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_PRODUCT_ID: productId, STRIPE_PUBLISHABLE_KEY: publishableKey,
  } = env;
  if ((secretKey || webhookSecret) && !(secretKey && webhookSecret && productId && publishableKey)) {
    throw new Error('Stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRODUCT_ID and STRIPE_PUBLISHABLE_KEY together.');
  }
  return {
    prices,
    currency: (env.BILLING_CURRENCY || 'usd').toLowerCase(),
    stripe: secretKey && webhookSecret && productId && publishableKey ? { secretKey, webhookSecret, productId, publishableKey } : null,
    testWebhookSecret: createHmac('sha256', sessionSecret).update('podium test payment webhooks').digest('hex'),
  };
}

/** Builds the config from an environment (process.env by default); creates DATA_DIR when missing. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, repoRoot = findRepoRoot()): Config {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const sessionSecret = loadSessionSecret(dataDir, env.SESSION_SECRET);
  return {
    port,
    host,
    dataDir,
    publicUrl: (env.PUBLIC_URL || defaultPublicUrl(host, port)).replace(/\/$/, ''),
    appHost: (env.APP_HOST || 'localhost').trim().toLowerCase().replace(/:\d+$/, ''),
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'podium:',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Podium <no-reply@podium.local>',
    chromiumPath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    rendererIdleMs: rendererIdleMsFrom(env),
    sessionSecret,
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 20),
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    storageLimits: storageLimitsFrom(env),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    mediaStorage: mediaStorageFrom(env),
    billing: billingFrom(env, sessionSecret),
    trashRetentionDays: trashRetentionDaysFrom(env),
    deckLimits: deckLimitsFrom(env),
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
