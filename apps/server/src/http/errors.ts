/** HTTP errors thrown by services and the one error handler that turns every failure into a clear response. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { MESSAGES, genericMessage } from '@podium/shared';
import { loggableError } from './log-redaction.js';

export type FieldErrors = Record<string, string[]>;

/** An error with an HTTP status and a JSON body; services throw these, the error handler sends them. */
export class HttpError extends Error {
  constructor(readonly status: number, readonly body: Record<string, unknown>) {
    super(typeof body.error === 'string' ? body.error : `HTTP ${status}`);
  }
}

/** 404 without saying whether the thing exists (private decks answer the same as missing ones). */
export const notFound = () => new HttpError(404, { error: MESSAGES.notFound });
/** 401 for endpoints that need a signed-in user. */
export const unauthorized = () => new HttpError(401, { error: MESSAGES.signInRequired });
/** 403 with a message (and optional extra fields such as an upgrade hint). */
export const forbidden = (error: string, extra: Record<string, unknown> = {}) => new HttpError(403, { error, ...extra });
/** 422 with field errors. */
export const invalid = (errors: FieldErrors) => new HttpError(422, { errors });
/** A single-field 422. */
export const invalidField = (field: string, message: string) => invalid({ [field]: [message] });

/** Turns zod issues into { field: [message] }, dropping the payload wrapper ("user.email" → "email"). */
export function zodFieldErrors(error: ZodError, wrapper?: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const segments = issue.path.map(String);
    if (wrapper && segments[0] === wrapper) segments.shift();
    const field = segments.join('.') || wrapper || 'base';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Installs the error and not-found handlers used by every route. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send(error.body);
    if (error instanceof ZodError) return reply.code(422).send({ errors: zodFieldErrors(error) });
    const status = (error as FastifyError).statusCode ?? 500;
    const code = (error as FastifyError).code;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.code(413).send({ error: MESSAGES.bodyTooLarge });
    }
    if (status === 429) return reply.code(429).send({ error: MESSAGES.tooManyRequests });
    if (status === 400 && (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError || code === 'FST_ERR_CTP_EMPTY_JSON_BODY')) {
      return reply.code(400).send({ error: MESSAGES.malformedJson });
    }
    if (status === 415) return reply.code(415).send({ error: error.message });
    if (status >= 400 && status < 500) return reply.code(status).send({ error: error.message });
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.code(500).send({ error: genericMessage() });
  });
}
