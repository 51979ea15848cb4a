/** Parses a Q&A payload with its shared zod schema; Invalid (with each field's first message) when it does not parse. */
import type { z } from 'zod';
import { Invalid, type FieldErrors } from '../../domain/errors.js';

/** The parsed value, or Invalid naming the fields that failed. */
export function parseOrInvalid<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) (fields[issue.path.join('.') || 'base'] ??= []).push(issue.message);
  throw new Invalid(fields);
}
