/** Test helper: apply an op, check the result is valid, and that its inverse restores the original exactly. */
import { expect } from 'vitest';
import { validateDocument } from '../validate.js';
import type { DeckDocument } from '../schema/document.js';
import { applyOp } from './apply.js';
import type { Op, OpErrorCode } from './types.js';

/** Apply `op`, assert success, validity, inverse = identity and redo = same result; returns the new document. */
export function applyAndInvert(doc: DeckDocument, op: Op): DeckDocument {
  const result = applyOp(doc, op);
  if (!result.ok) throw new Error(`op failed: ${JSON.stringify(result.error)}`);
  expect(validateDocument(result.doc)).toEqual({ ok: true, doc: result.doc });
  const undone = applyOp(result.doc, result.inverse);
  if (!undone.ok) throw new Error(`inverse failed: ${JSON.stringify(undone.error)}`);
  expect(undone.doc).toEqual(doc);
  const redone = applyOp(undone.doc, undone.inverse);
  if (!redone.ok) throw new Error(`redo failed: ${JSON.stringify(redone.error)}`);
  expect(redone.doc).toEqual(result.doc);
  return result.doc;
}

/** Apply `op`, assert it fails with `code` (and `path` when given) and leaves nothing changed. */
export function expectError(doc: DeckDocument, op: Op, code: OpErrorCode, path?: string): void {
  const before = JSON.stringify(doc);
  const result = applyOp(doc, op);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error.code).toBe(code);
  expect(typeof result.error.message).toBe('string');
  if (path !== undefined) expect(result.error.path).toBe(path);
  expect(JSON.stringify(doc)).toBe(before);
}
