/** Request parsing helpers: zod payloads (422 with field errors) and form bodies with nested keys. */
import type { ZodType } from 'zod';
import { Invalid } from '../domain/errors.js';
import { zodFieldErrors } from './errors.js';

/** Parses a payload with a schema, throwing 422 with { field: [message] } (wrapper name removed from paths). */
export function parseInput<T>(schema: ZodType<T>, body: unknown, wrapper?: string): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new Invalid(zodFieldErrors(result.error, wrapper));
  return result.data;
}

/** Parses an id path segment such as "12" or "12.json"; NaN for anything else. */
export function idParam(raw: string): number {
  const match = /^(\d{1,10})(?:\.json)?$/.exec(raw);
  return match ? Number(match[1]) : Number.NaN;
}

/** Strips a trailing ".json" from a path segment. */
export const withoutJson = (raw: string) => raw.replace(/\.json$/, '');

/** Turns form fields like user[email]=a into { user: { email: 'a' } } (Rails-style forms). */
export function nestFormFields(flat: Record<string, string | string[] | undefined>): Record<string, unknown> {
  const root: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean);
    if (!parts.length || parts.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) continue;
    let node = root;
    parts.slice(0, -1).forEach((part) => {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = Object.create(null);
      node = node[part] as Record<string, unknown>;
    });
    node[parts[parts.length - 1]!] = Array.isArray(value) ? value[value.length - 1] : value;
  }
  return root;
}
