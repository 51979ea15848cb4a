/**
 * Failures of parsing a multipart body that are the client's doing (a body cut off by a dropped connection, a
 * content type without a usable boundary). @fastify/busboy raises them as plain errors, told apart only by their
 * text; the error handler answers them 400 on every upload route (imports, media, avatar, team logo).
 */

const MALFORMED_MULTIPART = [
  // Dicer, when the body ends before the closing boundary: the parser, and the part (file or field) it was in.
  'Unexpected end of multipart data',
  'terminated early due to unexpected end of multipart data',
  // busboy, when the content type names no boundary; streamsearch, when the boundary is empty or too long.
  'Multipart: Boundary not found',
  'The needle cannot be an empty String/Buffer.',
  'The needle cannot have a length bigger than 256.',
];

/** Error codes of @fastify/multipart that mean the body, not the server, was at fault. */
const MALFORMED_CODES = new Set(['FST_MP_PREMATURE_CLOSE', 'FST_PROTO_VIOLATION', 'FST_INVALID_JSON_FIELD_ERROR']);

/** True when the error is a malformed or truncated multipart body (also when wrapped in a cause). */
export function isMalformedMultipart(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && MALFORMED_CODES.has(code)) return true;
    if (typeof message === 'string' && MALFORMED_MULTIPART.some((text) => message.includes(text))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
