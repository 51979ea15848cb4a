/** Validation shared by ops; each returns an error result or undefined. */
import { LIMITS, RESERVED_SLIDE_CLASSES } from '@podium/shared';
import type { z } from 'zod';
import { groupDepth } from '../document.js';
import { Block } from '../schema/block.js';
import { fail, type OpFailure as Failure } from './types.js';
const RESERVED = new Set<string>(RESERVED_SLIDE_CLASSES);

/** Map a zod failure to an op error at `base`. */
export function zodFailure(error: z.ZodError, base: string): Failure {
  const issue = error.issues[0];
  const path = [base, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.');
  return fail('invalid', issue?.message ?? 'Invalid value', path);
}

/** Notes within the SPEC §5 limit. */
export function checkNotes(notes: unknown, path: string): Failure | undefined {
  if (typeof notes !== 'string') return fail('invalid', 'Notes must be text', path);
  if (notes.length > LIMITS.speakerNotesMax) return fail('notes_too_long', `Speaker notes are limited to ${LIMITS.speakerNotesMax} characters`, path);
  return undefined;
}

/** No reserved slide class names. */
export function checkClasses(classes: unknown, path: string): Failure | undefined {
  if (!Array.isArray(classes)) return undefined;
  const i = classes.findIndex((c) => typeof c === 'string' && RESERVED.has(c));
  return i >= 0 ? fail('reserved_class', `"${String(classes[i])}" is a reserved class name`, `${path}.${i}`) : undefined;
}

/** Width and height at least the minimum block size, recursively for groups. */
export function checkSize(block: unknown, path: string): Failure | undefined {
  if (typeof block !== 'object' || block === null) return undefined;
  const b = block as { width?: unknown; height?: unknown; type?: unknown; props?: { children?: unknown } };
  for (const key of ['width', 'height'] as const) {
    const v = b[key];
    if (typeof v === 'number' && !(v >= LIMITS.blockSizeMin)) {
      return fail('block_too_small', `Blocks must be at least ${LIMITS.blockSizeMin}px wide and tall`, `${path}.${key}`);
    }
  }
  if (b.type === 'group' && Array.isArray(b.props?.children)) {
    for (let i = 0; i < b.props.children.length; i += 1) {
      const inner = checkSize(b.props.children[i], `${path}.props.children.${i}`);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Parse a block (size first, so its error has its own code), returning the clean block or an error. */
export function checkBlock(raw: unknown, path: string): { ok: true; block: Block } | Failure {
  const size = checkSize(raw, path);
  if (size) return size;
  const parsed = Block.safeParse(raw);
  return parsed.success ? { ok: true, block: parsed.data } : zodFailure(parsed.error, path);
}

/** Group nesting stays within SPEC §5's maximum when `blocks` sit under `parentDepth` groups. */
export function checkNesting(blocks: readonly Block[], parentDepth: number, path: string): Failure | undefined {
  return parentDepth + groupDepth(blocks) > LIMITS.groupNestingMax
    ? fail('group_too_deep', `Groups can be nested at most ${LIMITS.groupNestingMax} deep`, path)
    : undefined;
}
