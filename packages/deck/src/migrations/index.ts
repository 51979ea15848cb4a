/** Document migrations keyed by the schema version they produce, so any saved deck opens with the current code. */
import { CURRENT_SCHEMA_VERSION } from '../schema/document.js';
import { migrateV0toV1 } from './v0.js';
import { migrateBlockProps } from './blockProps.js';

export type DocumentMigration = (doc: Record<string, unknown>) => Record<string, unknown>;

/** `DOCUMENT_MIGRATIONS[n]` upgrades a version n - 1 document to version n. */
export const DOCUMENT_MIGRATIONS: Readonly<Record<number, DocumentMigration>> = {
  1: migrateV0toV1,
};

export type MigrateResult = { ok: true; value: Record<string, unknown> } | { ok: false; issues: Array<{ path: string; message: string }> };

/** True for plain objects. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Upgrade raw JSON of any known schema version (none means 0) to the current version; the result is not yet validated. */
export function migrateDocument(input: unknown): MigrateResult {
  if (!isRecord(input)) return { ok: false, issues: [{ path: '', message: 'Expected a deck document object' }] };
  const raw = input.schemaVersion ?? 0;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0) {
    return { ok: false, issues: [{ path: 'schemaVersion', message: 'Unknown schema version' }] };
  }
  if (raw > CURRENT_SCHEMA_VERSION) {
    return { ok: false, issues: [{ path: 'schemaVersion', message: 'This deck was saved by a newer version' }] };
  }
  let doc = input;
  for (let version = raw + 1; version <= CURRENT_SCHEMA_VERSION; version += 1) {
    const step = DOCUMENT_MIGRATIONS[version];
    if (!step) return { ok: false, issues: [{ path: 'schemaVersion', message: `No migration to version ${version}` }] };
    // v0 blocks had another shape (flat props, left/top): the v0 step runs their v1 prop migrations itself.
    const stepped = step(doc);
    doc = { ...(version > 1 ? migrateBlockProps(stepped, version) : stepped), schemaVersion: version };
  }
  return { ok: true, value: doc };
}
