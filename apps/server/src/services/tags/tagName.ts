/** Tag names (SPEC §7 Tags): shared by deck and media tags; the rule itself is `validateTagName` in @podium/shared. */
import { normalizeTagName, validateTagName } from '@podium/shared';
import { Invalid } from '../../domain/errors.js';

/** The name as stored (trimmed, inner whitespace collapsed), or Invalid on `name` with the shared rule's message. */
export function validTagName(raw: string): string {
  const message = validateTagName(raw);
  if (message) throw Invalid.field('name', message);
  return normalizeTagName(raw);
}
