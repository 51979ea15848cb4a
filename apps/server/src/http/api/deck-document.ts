/** Turns the content part of a deck update (slides HTML or document JSON) into a validated document, or 422. */
import { parseWithWarnings, validateDocument, type FidelityWarning } from '@podium/deck';
import { Invalid } from '../../domain/errors.js';

/** What a deck update stores, and the fidelity warnings of reading slides HTML (empty for document JSON). */
export interface DocumentInput {
  document: unknown;
  warnings: FidelityWarning[];
}

/** The document to store (undefined when the update carries no content) and what parsing could not carry; throws 422 with the failing field path. */
export function documentFromInput(input: { data?: string; document?: unknown }): DocumentInput {
  const parsed = input.data !== undefined ? parseWithWarnings(input.data) : undefined;
  const candidate = parsed ? parsed.doc : input.document;
  if (candidate === undefined) return { document: undefined, warnings: [] };
  const result = validateDocument(candidate);
  if (!result.ok) {
    const field = input.data !== undefined ? 'data' : 'document';
    const errors: Record<string, string[]> = {};
    for (const issue of result.issues) (errors[issue.path ? `${field}.${issue.path}` : field] ??= []).push(issue.message);
    throw new Invalid(errors);
  }
  return { document: result.doc, warnings: parsed?.warnings ?? [] };
}
