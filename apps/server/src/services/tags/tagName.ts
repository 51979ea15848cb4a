/** Tag names (SPEC §7 Tags): shared by deck and media tags. */
import { LIMITS, MESSAGES } from '@podium/shared';
import { Invalid } from '../../domain/errors.js';

export const TAG_NAME_MAX = LIMITS.tagNameMax;

/**
 * The name as stored (trimmed, inner whitespace collapsed), or Invalid on `name`. A slash is refused because deck
 * tags are a path segment of `/{username}/decks/{tag}`; control characters are refused everywhere.
 */
export function validTagName(raw: string): string {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (!name) throw Invalid.field('name', MESSAGES.cannotBeEmpty);
  if (name.length > TAG_NAME_MAX) throw Invalid.field('name', `At most ${TAG_NAME_MAX} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(name)) throw Invalid.field('name', 'Can not contain / or \\');
  return name;
}
