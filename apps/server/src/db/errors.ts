/** Recognises PostgreSQL errors by SQLSTATE, for both drivers (pg and PGlite report `code`). */

/** True for unique_violation (23505), also when wrapped in a driver/ORM error's cause. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** SQLSTATE classes and codes that mean "the database is away", not "this request is wrong". */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
/** Node socket errors and pg driver messages raised when the server cannot be reached or the connection broke. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * True when a failure means the database is unreachable (restart, outage, terminated backend): the request may be
 * retried later and should get a 503, not a 500. Walks wrapped causes (Drizzle wraps driver errors).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code, message, severity } = current as { code?: unknown; message?: unknown; severity?: unknown };
    // FATAL ends the session: the server is shutting down, refusing connections, or killed this backend.
    if (severity === 'FATAL' || severity === 'PANIC') return true;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
