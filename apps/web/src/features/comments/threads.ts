/** Comments as threads (a first comment and its replies) and the per-slide counts the navigator badges show. */
import type { CommentJson } from '@podium/shared';

/** A thread: its first comment (possibly deleted, kept for its replies) and the replies, oldest first. */
export interface CommentThread {
  root: CommentJson;
  replies: CommentJson[];
}

const byTime = (a: CommentJson, b: CommentJson) => a.created_at.localeCompare(b.created_at) || a.id - b.id;

/** Groups comments into threads, oldest thread first; replies whose first comment is missing are left out. */
export function threadsOf(comments: Iterable<CommentJson>): CommentThread[] {
  const roots = new Map<number, CommentThread>();
  const replies: CommentJson[] = [];
  for (const comment of comments) {
    if (comment.parent_id === null) roots.set(comment.id, { root: comment, replies: [] });
    else replies.push(comment);
  }
  for (const reply of replies.sort(byTime)) roots.get(reply.parent_id!)?.replies.push(reply);
  return [...roots.values()].sort((a, b) => byTime(a.root, b.root));
}

const countsCache = new WeakMap<readonly CommentThread[], Map<string, number>>();

/** Open (unresolved) threads per slide hash (computed once per list: every navigator badge asks). */
export function openThreadsPerSlide(threads: readonly CommentThread[]): Map<string, number> {
  let counts = countsCache.get(threads);
  if (counts) return counts;
  counts = new Map<string, number>();
  for (const { root } of threads) if (!root.resolved) counts.set(root.slide_hash, (counts.get(root.slide_hash) ?? 0) + 1);
  countsCache.set(threads, counts);
  return counts;
}

/** The threads to show: of one slide (or all when `slideHash` is null), resolved ones only when asked. */
export function visibleThreads(threads: readonly CommentThread[], slideHash: string | null, showResolved: boolean): CommentThread[] {
  return threads.filter(({ root }) => (slideHash === null || root.slide_hash === slideHash) && (showResolved || !root.resolved));
}
