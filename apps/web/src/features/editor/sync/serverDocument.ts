/**
 * The document of a deck as the server sends it. The server validates every document it stores (PUT checks it with
 * the same `validateDocument`, 422 otherwise), so one at the current schema version is used as it is: validating
 * 3000 blocks again costs the editor's load ~80 ms, and zod's interpreted path (the app's CSP forbids `new Function`)
 * allocates heavily. Anything else (an older schema version to migrate, or not a document at all) goes through the
 * full validation, whose code (migrations and the HTML parser of the v0 migration) loads only then. Edits never
 * rely on this: every op, including replayed outbox ops and rebased local ops, is validated by `applyOp`.
 */
import { CURRENT_SCHEMA_VERSION, type DeckDocument, type ValidateResult } from '@podium/deck';

/** A document object this code wrote: current schema version and at least one slide. */
function isCurrentDocument(input: unknown): input is DeckDocument {
  if (typeof input !== 'object' || input === null) return false;
  const { schemaVersion, slides } = input as { schemaVersion?: unknown; slides?: unknown };
  return schemaVersion === CURRENT_SCHEMA_VERSION && Array.isArray(slides) && slides.length > 0;
}

/** The server's document, ready for the editor (migrated and validated when it is not at the current version). */
export async function readServerDocument(input: unknown): Promise<ValidateResult> {
  if (isCurrentDocument(input)) return { ok: true, doc: input };
  const { validateDocument } = await import('./validateDocument');
  return validateDocument(input);
}
