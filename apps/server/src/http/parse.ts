/** Request parsing helpers: zod payloads (422 with field errors) and form bodies with nested keys. */
import qs from 'qs';
import type { ZodType } from 'zod';
import { INT32_MAX } from '@podium/shared';
import { Invalid, NotFound } from '../domain/errors.js';
import { zodFieldErrors } from './errors.js';

/** Parses a payload with a schema, throwing 422 with { field: [message] } (wrapper name removed from paths). */
export function parseInput<T>(schema: ZodType<T>, body: unknown, wrapper?: string): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new Invalid(zodFieldErrors(result.error, wrapper));
  return result.data;
}

/**
 * The id in a path segment such as "12" or "12.json", for every route: a positive integer PostgreSQL's `integer`
 * holds (INT32_MAX at most), else NotFound (404), so no impossible id ever reaches a query as a database error.
 */
export function idParam(raw: string): number {
  const match = /^(\d{1,10})(?:\.json)?$/.exec(raw);
  const id = match ? Number(match[1]) : 0;
  if (id < 1 || id > INT32_MAX) throw new NotFound();
  return id;
}

/** Strips a trailing ".json" from a path segment. */
export const withoutJson = (raw: string) => raw.replace(/\.json$/, '');

/**
 * Parses a form body (Rails-style nested keys: user[email]=a → { user: { email: 'a' } }) with `qs`: a repeated key
 * keeps its last value, prototype keys are dropped and objects have no prototype.
 */
export function parseFormBody(body: string): Record<string, unknown> {
  return qs.parse(body, { duplicates: 'last', depth: 5, parameterLimit: 1000, plainObjects: true, allowPrototypes: false });
}
