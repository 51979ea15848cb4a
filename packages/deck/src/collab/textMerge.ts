/**
 * Three-way merge of one text value (a text block's HTML, speaker notes, code): the changes from `base` to `mine` are
 * patched onto `theirs` character by character (diff-match-patch), so two people typing in one block both keep
 * their text. What cannot be placed (the surrounding text was rewritten) falls back to keeping `theirs` intact.
 */
import { patchApply, patchMake } from 'diff-match-patch-es';

/** `mine` rebased onto `theirs`, both made from `base`. */
export function mergeText(base: string, mine: string, theirs: string): string {
  if (mine === base || mine === theirs) return theirs;
  if (theirs === base) return mine;
  const [merged] = patchApply(patchMake(base, mine), theirs) as [string, boolean[]];
  return merged;
}
