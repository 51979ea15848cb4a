/** Building the validation schemas ahead of use (see schema/lazy.ts), for an editor that has just opened. */
import { buildLazySchemas } from '../schema/lazy.js';
import { Op } from './types.js';

/** Builds every schema ops are validated with, so the first edit does not pay for it (~25 ms in a browser). */
export function warmValidation(): void {
  buildLazySchemas();
  // `Op` builds its union of op shapes on its first parse (it is recursive through deck.batch).
  Op.safeParse(undefined);
}
