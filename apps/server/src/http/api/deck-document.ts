/** Turns the content part of a deck update (slides HTML or document JSON) into a validated document, or 422. */
import { parse, validateDocument } from '@podium/deck';
import { Invalid } from '../../domain/errors.js';

/** The document to store, undefined when the update carries no content; throws 422 with the failing field path. */
export function documentFromInput(input: { data?: string; document?: unknown }): unknown {
  const candidate = input.data !== undefined ? parse(input.data) : input.document;
  if (candidate === undefined) return undefined;
  const result = validateDocument(candidate);
  if (!result.ok) {
    const field = input.data !== undefined ? 'data' : 'document';
    const errors: Record<string, string[]> = {};
    for (const issue of result.issues) (errors[issue.path ? `${field}.${issue.path}` : field] ??= []).push(issue.message);
    throw new Invalid(errors);
  }
  return result.doc;
}
