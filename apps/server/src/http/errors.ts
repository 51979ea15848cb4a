/** The one error handler that turns every failure (domain errors, zod, Fastify's own) into a clear response. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { MESSAGES, genericMessage } from '@podium/shared';
import {
  Conflict, CredentialsRejected, DeckLimitReached, DomainError, Forbidden, Invalid, LimitReached, NotFound, PasswordRequired, SignInRequired,
  Unavailable, Expired, PaymentDeclined, WebhookRejected, type FieldErrors,
} from '../domain/errors.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { isMalformedMultipart } from './multipart-errors.js';

/** Seconds a client is asked to wait before retrying while the database is away. */
const RETRY_AFTER_SECONDS = 5;

/** The app screen that upgrades a plan, sent with 403s a better plan would avoid. */
const UPGRADE_PATH = '/account/upgrade';

/** The status and JSON body a domain error becomes: the one place that maps service failures to HTTP. */
export function httpErrorOf(error: DomainError): { status: number; body: Record<string, unknown> } {
  if (error instanceof NotFound) return { status: 404, body: { error: error.message } };
  if (error instanceof SignInRequired) return { status: 401, body: { error: error.message } };
  if (error instanceof CredentialsRejected) return { status: 401, body: { errors: error.fields } };
  if (error instanceof PasswordRequired) {
    return { status: 401, body: { error: error.message, password_required: true, access_token_id: error.tokenId } };
  }
  if (error instanceof DeckLimitReached) return { status: 403, body: { error: error.message, deck_limit: true, upgrade_url: UPGRADE_PATH } };
  if (error instanceof Forbidden) {
    return { status: 403, body: { error: error.message, ...(error.needsUpgrade ? { upgrade_url: UPGRADE_PATH } : {}) } };
  }
  if (error instanceof Conflict) return { status: 409, body: { error: error.message, ...error.current } };
  if (error instanceof Invalid) return { status: 422, body: { errors: error.fields } };
  if (error instanceof LimitReached) return { status: error.limit === 'size' ? 413 : 429, body: { error: error.message } };
  // A declined card is a 422 like any invalid field, with the message at the card form's payment field.
  if (error instanceof PaymentDeclined) return { status: 422, body: { error: error.message, errors: { payment: [error.message] } } };
  if (error instanceof WebhookRejected) return { status: 400, body: { error: error.message } };
  if (error instanceof Expired) return { status: 410, body: { error: error.message } };
  if (error instanceof Unavailable) return { status: 502, body: { error: error.message } };
  return { status: 500, body: { error: genericMessage() } };
}

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
  app.setErrorHandler((error: FastifyError | DomainError | ZodError, request, reply) => {
    if (error instanceof DomainError) {
      const { status, body } = httpErrorOf(error);
      if (status === 500) request.log.error({ err: error }, 'unmapped domain error');
      return reply.code(status).send(body);
    }
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
    if (isMalformedMultipart(error)) return reply.code(400).send({ error: MESSAGES.malformedUpload });
    if (status === 415) return reply.code(415).send({ error: error.message });
    if (status >= 400 && status < 500) return reply.code(status).send({ error: error.message });
    if (isDatabaseUnavailable(error)) {
      // A restart or outage of PostgreSQL: say so quickly; the pool reconnects by itself once it is back.
      // Redacted like any error by the logger's `err` serializer: a failed query's message lists its parameters.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ error: MESSAGES.serviceUnavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: genericMessage() });
  });
}
