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
 *
 * "Mine first" holds when mine continues its author's own typing. When mine starts somewhere new (`mineFirst` false),
 * theirs comes first: theirs may be someone's word still being typed there (its author's next keys were committed
 * before ours arrived), and ours must not land inside it.
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

/** `mine` rebased onto `theirs`, both made from `base`; at the same place mine's insert comes first unless `mineFirst` is false. */
export function mergeText(base: string, mine: string, theirs: string, mineFirst = true): string {
  if (mine === base || mine === theirs) return theirs;
  if (theirs === base) return mine;
  // Sorted by where they start in base; at the same place the one given first stays first (the sort is stable).
  const ours = editsOf(base, mine);
  const others = editsOf(base, theirs);
  const edits = (mineFirst ? [...ours, ...others] : [...others, ...ours]).sort((a, b) => a.from - b.from);
  let merged = '';
  let at = 0;
  for (const edit of edits) {
    if (edit.from >= at) merged += base.slice(at, edit.from);
    merged += edit.text;
    at = Math.max(at, edit.to);
  }
  return merged + base.slice(at);
}

/** Where a single insert turned `before` into `after`: its start and end in `after`; null for any other change. */
export function insertOf(before: string, after: string): { at: number; end: number } | null {
  const edits = editsOf(before, after);
  if (edits.length !== 1 || edits[0]!.from !== edits[0]!.to) return null;
  return { at: edits[0]!.from, end: edits[0]!.from + edits[0]!.text.length };
}

/** Where the change from `before` to `after` moves position `at`; text inserted right at it goes after it. */
export function mapPosition(before: string, after: string, at: number): number {
  let old = 0;
  let now = 0;
  for (const [operation, text] of diff(before, after)) {
    if (operation === DIFF_EQUAL) {
      if (at <= old + text.length) return now + (at - old);
      old += text.length;
      now += text.length;
    } else if (operation === DIFF_DELETE) {
      if (at <= old + text.length) return now;
      old += text.length;
    } else {
      now += text.length;
    }
  }
  return now;
}
