/**
 * Request loggers created on first use. Fastify makes a pino child (with the request id) for every request; with
 * request logging off most requests never log, and that child was measurable on the hottest read path (bench/api).
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type Options = Parameters<FastifyBaseLogger['child']>[1];

class LazyChildLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(private readonly parent: FastifyBaseLogger, private readonly bindings: Bindings, private readonly options: Options) {}

  private get logger(): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings, this.options);
    return this.real;
  }

  get level() { return this.real?.level ?? this.options?.level ?? this.parent.level; }
  set level(level: string) { this.logger.level = level; }
  fatal(...args: Parameters<FastifyBaseLogger['fatal']>) { this.logger.fatal(...args); }
  error(...args: Parameters<FastifyBaseLogger['error']>) { this.logger.error(...args); }
  warn(...args: Parameters<FastifyBaseLogger['warn']>) { this.logger.warn(...args); }
  info(...args: Parameters<FastifyBaseLogger['info']>) { this.logger.info(...args); }
  debug(...args: Parameters<FastifyBaseLogger['debug']>) { this.logger.debug(...args); }
  trace(...args: Parameters<FastifyBaseLogger['trace']>) { this.logger.trace(...args); }
  silent(...args: Parameters<FastifyBaseLogger['silent']>) { this.logger.silent(...args); }
  child(bindings: Bindings, options?: Options) { return this.logger.child(bindings, options); }
}

/** A childLoggerFactory for Fastify that defers creating each request's pino child until it logs. */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
