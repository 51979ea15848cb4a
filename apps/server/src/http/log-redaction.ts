/**
 * Secrets that travel in URLs (share and reset tokens, speaker links) and the values of failed database queries
 * (password hashes, tokens, e-mail addresses) must never reach the logs.
 */
import type { FastifyRequest } from 'fastify';

const TOKEN_QUERY = /([?&](?:token|reset_password_token|deck_token)=)[^&#]*/gi;
const SPEAKER_PATH = /(\/speaker\/)[^/?#]+/g;

/** The URL with every token-bearing part replaced by "[redacted]". */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_QUERY, '$1[redacted]').replace(SPEAKER_PATH, '$1[redacted]');
}

/** Pino serializer for requests: what Fastify logs by default, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const QUOTED = /"[^"]*"|'[^']*'/g;

/**
 * An error as it may be logged: a failed query keeps its SQL (placeholders only) but loses its parameters, and
 * database messages lose quoted values ("invalid input syntax for type integer: "…""); details are dropped.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: '[non-error value]' };
  const { query, code, cause } = error as Error & { query?: unknown; code?: unknown };
  const message = typeof query === 'string' ? `Failed query: ${query}` : error.message.replace(QUOTED, '"[redacted]"');
  // The stack's first line repeats the message (with parameters); the frames below it are safe.
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(frames ? { stack: `${error.name}: ${message}\n${frames}` } : {}),
    ...(cause !== undefined && depth < 3 ? { cause: loggableError(cause, depth + 1) } : {}),
  };
}

/** An error as pino's `err` serializer returns it. */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * Pino serializer for `err`: every error any logger writes (request, job, socket, Fastify's own) goes through
 * loggableError, so no log path prints a failed query's parameters. Values that are not errors (a few call sites log
 * a plain `{ message, code }`) pass as they are.
 */
export function serializeError(value: Error): SerializedError {
  if (!(value instanceof Error)) return value as unknown as SerializedError;
  const logged = loggableError(value);
  return { ...logged, type: String(logged.type), message: String(logged.message), stack: String(logged.stack ?? '') };
}
