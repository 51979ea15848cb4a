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
