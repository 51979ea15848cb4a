/**
 * Three-way merge of one text value (a text block's HTML, speaker notes, code), character by character, so two people
 * typing in one block both keep their text.
 *
 * Hand-written over diff-match-patch's diff (the library's own patchApply places each change by fuzzy matching its
 * few characters of context in the other text, which put words typed at the same spot inside each other): both sides'
 * changes are taken as edits of `base` (a range replaced by new text) and applied together in base order. Where both
 * insert at the same place, mine comes first: it continues what its author typed just before (the caret that typed it
 * was there), while theirs is already committed and its author's caret follows their own text. Where both changed the
 * same characters, mine wins the range and theirs' typed text follows it, so nothing typed is lost.
 */
import { DIFF_DELETE, DIFF_EQUAL, diff } from 'diff-match-patch-es';

/** `base.slice(from, to)` replaced by `text`. */
interface Edit {
  from: number;
  to: number;
  text: string;
}

/** The changes from `base` to `changed`, in base order. */
function editsOf(base: string, changed: string): Edit[] {
  const edits: Edit[] = [];
  let at = 0;
  let open: Edit | null = null;
  for (const [operation, text] of diff(base, changed)) {
    if (operation === DIFF_EQUAL) {
      if (open) edits.push(open);
      open = null;
      at += text.length;
      continue;
    }
    open ??= { from: at, to: at, text: '' };
    if (operation === DIFF_DELETE) open.to = at += text.length;
    else open.text += text;
  }
  if (open) edits.push(open);
  return edits;
}

/** `mine` rebased onto `theirs`, both made from `base`. */
export function mergeText(base: string, mine: string, theirs: string): string {
  if (mine === base || mine === theirs) return theirs;
  if (theirs === base) return mine;
  // Sorted by where they start in base; at the same place mine comes first (a stable sort keeps the order given).
  const edits = [...editsOf(base, mine), ...editsOf(base, theirs)].sort((a, b) => a.from - b.from);
  let merged = '';
  let at = 0;
  for (const edit of edits) {
    if (edit.from >= at) merged += base.slice(at, edit.from);
    merged += edit.text;
    at = Math.max(at, edit.to);
  }
  return merged + base.slice(at);
}
