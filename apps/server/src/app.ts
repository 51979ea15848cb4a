/** Builds the Fastify app: one process serving the SPA pages, account forms and the /api/v1 API. */
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Config } from './config.js';
import type { AppServices } from './context.js';
import { openDatabase, type Database } from './db/client.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { queuedMailer } from './jobs/mail/index.js';
import { installErrorHandler } from './http/errors.js';
import { lazyChildLoggerFactory } from './http/lazy-logger.js';
import { serializeError, serializeRequest } from './http/log-redaction.js';
import { installRequestContext } from './http/request-context.js';
import { installEdgeInputChecks } from './http/edge-input.js';
import { parseFormBody } from './http/parse.js';
import { FastPaths } from './http/fast-path.js';
import { registerModules } from './http/module.js';
import { httpModules } from './http/routes.js';
import { createRedis, whenReady } from './infra/redis.js';
import { attachRealtime } from './realtime/index.js';
import { EventBus } from './infra/events/bus.js';
import { DeckStore } from './infra/cache/deckStore.js';
import { OpSequencer } from './services/coedit/opSequencer.js';
import { DeckViewCounter } from './services/views/deckViews.js';
import { createStorage } from './storage/index.js';
import { LiveHub } from './infra/live/liveHub.js';
import { MemoryStreamStore, RedisStreamStore } from './infra/live/streamStore.js';
import { MemoryGuardStore, RedisGuardStore } from './infra/guards/guardStore.js';
import { FailoverGuardStore } from './infra/guards/failoverGuardStore.js';
import { FailoverStreamStore } from './infra/live/failoverStreamStore.js';
import { failoverRateLimitStore } from './http/rate-limit-store.js';
import type { FrameCheckOptions } from './services/embeds/checkFraming.js';
import { startPgBossQueue } from './jobs/pgBossQueue.js';
import { defineJobs } from './jobs/index.js';
import type { JobsOptions } from './jobs/jobModule.js';
import { paymentProviderFor } from './billing/index.js';
import type { PaymentProvider } from './billing/paymentProvider.js';
import { installTeamHost, teamSlugOfHost } from './http/team-host.js';

declare module 'fastify' {
  interface FastifyInstance {
    podium: AppServices;
    /** The anonymous hot path below Fastify (http/fast-path.ts). */
    fastPaths: FastPaths;
  }
}

/** Logs (at debug: createRedis already logs the outage once) each operation that fell back to memory. */
function redisFallback(log: FastifyBaseLogger, what: string): (error: unknown) => void {
  return (error) => log.debug({ err: { message: (error as Error)?.message } }, `Redis failed; ${what} use this process's memory`);
}

export interface BuildOptions {
  /** An already open database (tests share one across apps); otherwise opened from the config. */
  database?: Database;
  /** The mail transport the mail job delivers through (tests capture mail); otherwise SMTP_URL or .eml files. */
  mailer?: Mailer;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read what was logged). */
  logStream?: { write(line: string): void };
  /** Frame-check settings; tests pass `allowPrivateAddresses` to check a local server (never set from the environment). */
  frameCheck?: FrameCheckOptions;
  /** Background jobs (renderer test settings). */
  jobs?: JobsOptions;
  /** The payment provider (tests pass a test provider with a controlled clock); else chosen from the config. */
  payments?: PaymentProvider;
  /** How long after a deck's last co-editing commit its ops are folded into the document (tests hold them back). */
  foldAfterMs?: number;
}

/** Creates the app with every route registered; the caller listens (or injects requests in tests). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Team hosts resolve their team in a hook (team-host.ts), so their requests always go through Fastify.
  const fastPaths = new FastPaths((request) => teamSlugOfHost(request.headers.host, config.appHost) === null);
  const app = Fastify({
    serverFactory: fastPaths.serverFactory,
    logger: options.logger === false ? false : {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest, err: serializeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // One line per request is noise at info level; debug and trace keep it.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  });
  const database = options.database ?? (await openDatabase({
    ...config,
    onConnectionError: (error) => app.log.warn({ err: { message: error.message, code: (error as { code?: unknown }).code } }, 'a PostgreSQL connection broke; the pool replaces it'),
  }));
  const mailTransport = options.mailer ?? createMailer({ ...config, log: app.log });
  const events = new EventBus(config.redisUrl ? { pub: createRedis(config.redisUrl, 'stream', app.log), sub: createRedis(config.redisUrl, 'stream', app.log) } : undefined);
  // Live state, rate-limit counters and sharing's guards use `command` connections: they fail at once while Redis is
  // away and these fall back to this process's memory (logged once per outage by createRedis).
  const liveRedis = config.redisUrl ? createRedis(config.redisUrl, 'command', app.log) : null;
  const liveStore = liveRedis
    ? new FailoverStreamStore(new RedisStreamStore(liveRedis, config.redisPrefix), new MemoryStreamStore(), redisFallback(app.log, 'live state'))
    : new MemoryStreamStore();
  // Rate-limit counters and sharing's guards are both short-lived counters: one connection serves them.
  const redis = config.redisUrl ? createRedis(config.redisUrl, 'command', app.log) : null;
  await Promise.all([liveRedis, redis].map((client) => (client ? whenReady(client) : undefined)));
  const live = new LiveHub(liveStore, liveRedis, config.redisPrefix);
  if (liveStore instanceof FailoverStreamStore) {
    // Once Redis is back, what presenters sent meanwhile is stored there and re-sent to every viewer.
    liveStore.onResynced((deckIds) => void live.resync(deckIds).catch((error: unknown) => app.log.warn({ err: error }, 'live resync failed')));
    liveRedis!.on('ready', () => void liveStore.replay());
  }
  const jobs = await startPgBossQueue(database, app.log, options.jobs?.queueTimings);
  const guards = redis
    ? new FailoverGuardStore(new RedisGuardStore(redis, config.redisPrefix), new MemoryGuardStore(), redisFallback(app.log, 'sharing guards'))
    : new MemoryGuardStore();
  const coedit = new OpSequencer(events, options.foldAfterMs);
  const services: AppServices = {
    db: database.db, config, mailer: queuedMailer(jobs), log: app.log, events,
    decks: new DeckStore(database.db, events, {}, coedit.copies),
    coedit,
    ...createStorage(config),
    live,
    guards,
    views: new DeckViewCounter({ guards, jobs, log: app.log }),
    jobs,
    outboundAddressPolicy: options.jobs?.addressPolicy,
    payments: options.payments ?? paymentProviderFor(config),
  };
  app.decorate('podium', services);
  app.decorate('fastPaths', fastPaths);

  await app.register(fastifyFormbody, { parser: (body) => parseFormBody(body) as Record<string, string> });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { store: failoverRateLimitStore(redis, `${config.redisPrefix}rate-limit:`, redisFallback(app.log, 'rate limits')) } : {}),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, error: 'Too Many Requests', message: `retry in ${context.after}` }),
  });
  installErrorHandler(app);
  installRequestContext(app, services);
  installTeamHost(app, services);
  // After the request context's hook, so refusals still carry the base security headers.
  installEdgeInputChecks(app);
  await registerModules(app, httpModules, services, { fastPaths, frameCheck: options.frameCheck });

  const renderer = await defineJobs(app, services, mailTransport, options.jobs);
  const realtime = attachRealtime(app, services);
  // Before the listener closes: drop this process's sockets, or their open connections keep close() waiting forever.
  app.addHook('preClose', async () => {
    fastPaths.close();
    realtime.disconnectLocal();
  });
  app.addHook('onClose', async () => {
    // Ops not yet folded are in the log either way; folding them now spares the next start a replay.
    await services.coedit.flush();
    await jobs.stop();
    await renderer.close();
    await realtime.close();
    redis?.disconnect();
    liveRedis?.disconnect();
    events.close();
    if (!options.database) await database.close();
  });
  return app;
}
