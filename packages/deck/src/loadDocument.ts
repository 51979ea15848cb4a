/**
 * Reading a stored document: the one way the server (and anything else holding saved JSON) turns a stored deck into
 * a current DeckDocument. Documents are validated when written, so a current one is taken as it is (no schema walk on
 * the read path); an older one is migrated — document steps and every block type's prop steps — and validated.
 */
import { CURRENT_SCHEMA_VERSION, type DeckDocument } from './schema/document.js';
import { validateDocument } from './validate.js';

/** Thrown when a stored document cannot be brought to the current version (a newer writer, or corrupt data). */
export class StoredDocumentError extends Error {}

/** The stored document as a current DeckDocument, migrating older versions on read. */
export function loadDocument(stored: unknown): DeckDocument {
  if (typeof stored === 'object' && stored !== null && (stored as { schemaVersion?: unknown }).schemaVersion === CURRENT_SCHEMA_VERSION) {
    return stored as DeckDocument;
  }
  const result = validateDocument(stored);
  if (!result.ok) {
    throw new StoredDocumentError(`Stored document cannot be loaded: ${result.issues.map((i) => `${i.path} ${i.message}`).join('; ')}`);
  }
  return result.doc;
}
