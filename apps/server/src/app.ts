/** Builds the Fastify app: one process serving the SPA pages, account forms and the /api/v1 API. */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import { parse as parseQueryString } from 'node:querystring';
import type { Config } from './config.js';
import type { AppServices } from './context.js';
import { openDatabase, type Database } from './db/client.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { installErrorHandler } from './http/errors.js';
import { lazyChildLoggerFactory } from './http/lazy-logger.js';
import { serializeRequest } from './http/log-redaction.js';
import { installRequestContext } from './http/request-context.js';
import { nestFormFields } from './http/parse.js';
import { registerPages } from './http/pages.js';
import { registerAccountForms } from './http/account-forms.js';
import { registerUserApi } from './http/api/users.js';
import { registerDeckApi } from './http/api/decks.js';
import { registerSharingApi } from './http/api/sharing.js';
import { createRedis } from './realtime/redis.js';
import { attachRealtime } from './realtime/index.js';
import { EventBus } from './realtime/bus.js';
import { DeckCache } from './services/decks/deckCache.js';
import { localStorage } from './storage/local.js';
import { registerMedia } from './http/media.js';
import { registerPlayer } from './http/player.js';
import { registerStreamApi } from './http/api/stream.js';
import { registerLivePlayer } from './http/live-player.js';
import { LiveHub } from './services/live/liveHub.js';
import { MemoryStreamStore, RedisStreamStore } from './services/live/streamStore.js';
import { MemoryGuardStore, RedisGuardStore } from './services/sharing/guardStore.js';
import { registerEmbedApi } from './http/api/embeds.js';
import type { FrameCheckOptions } from './services/embeds/checkFraming.js';
import path from 'node:path';
import { startPgBossQueue } from './jobs/pgBossQueue.js';
import { defineJobs, type JobsOptions } from './jobs/index.js';
import { registerExportApi } from './http/api/exports.js';
import { registerExportRenderPage } from './http/api/exports-render-page.js';

declare module 'fastify' {
  interface FastifyInstance {
    podium: AppServices;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one across apps); otherwise opened from the config. */
  database?: Database;
  mailer?: Mailer;
  logger?: boolean;
  /** Frame-check settings; tests pass `allowPrivateAddresses` to check a local server (never set from the environment). */
  frameCheck?: FrameCheckOptions;
  /** Background jobs (renderer test settings). */
  jobs?: JobsOptions;
}

/** Creates the app with every route registered; the caller listens (or injects requests in tests). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest },
    },
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // One line per request is noise at info level; debug and trace keep it.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  });
  const database = options.database ?? (await openDatabase(config));
  const mailer = options.mailer ?? createMailer({ ...config, log: app.log });
  const events = new EventBus(config.redisUrl ? { pub: createRedis(config.redisUrl), sub: createRedis(config.redisUrl) } : undefined);
  const liveRedis = config.redisUrl ? createRedis(config.redisUrl) : null;
  const liveStore = liveRedis ? new RedisStreamStore(liveRedis, config.redisPrefix) : new MemoryStreamStore();
  // Rate-limit counters and sharing's guards are both short-lived counters: one connection serves them.
  const redis = config.redisUrl ? createRedis(config.redisUrl) : null;
  const jobs = await startPgBossQueue(database, app.log);
  const services: AppServices = {
    db: database.db, config, mailer, log: app.log, events,
    decks: new DeckCache(database.db, events),
    storage: localStorage(path.join(config.dataDir, 'media')),
    live: new LiveHub(liveStore, liveRedis, config.redisPrefix),
    guards: redis ? new RedisGuardStore(redis, config.redisPrefix) : new MemoryGuardStore(),
    jobs,
  };
  app.decorate('podium', services);

  await app.register(fastifyFormbody, { parser: (body) => nestFormFields(parseQueryString(body)) as Record<string, string> });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rate-limit:` } : {}),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, error: 'Too Many Requests', message: `retry in ${context.after}` }),
  });
  installErrorHandler(app);
  installRequestContext(app, services);
  registerAccountForms(app, services);
  await app.register(async (api) => {
    registerUserApi(api, services);
    registerDeckApi(api, services);
    registerSharingApi(api, services);
    registerStreamApi(api, services);
    registerEmbedApi(api, services, options.frameCheck);
    registerExportApi(api, services);
  }, { prefix: '/api/v1' });
  registerExportRenderPage(app, services);
  await registerMedia(app, services);
  registerPlayer(app, services);
  registerLivePlayer(app, services);
  await registerPages(app, services);

  const renderer = await defineJobs(app, services, options.jobs);
  const realtime = attachRealtime(app, services);
  app.addHook('onClose', async () => {
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
