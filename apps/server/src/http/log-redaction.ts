/** Secrets that travel in URLs (share and reset tokens, speaker links) must never reach the logs. */
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
