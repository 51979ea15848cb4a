// Comments as threads: replies under their first comment in time order, per-slide open counts, and the panel's filter.
import { describe, expect, it } from 'vitest';
import type { CommentJson } from '@podium/shared';
import { openThreadsPerSlide, threadsOf, visibleThreads } from './threads';
import { slideHashAt, slideLabelIn, slidePositionOf } from './slideLabels';
import { insertMention, mentionAt, suggestionsFor } from './mentionSuggest';

let next = 1;
function comment(fields: Partial<CommentJson>): CommentJson {
  const id = fields.id ?? next++;
  return {
    id, deck_id: 1, slide_hash: 's1', block_id: null, parent_id: null, message: `m${id}`, user: null, resolved: false,
    resolved_at: null, resolved_by: null, edited_at: null, created_at: `2026-01-01T00:00:${String(id).padStart(2, '0')}Z`, deleted: false,
    ...fields,
  };
}

describe('comment threads', () => {
  it('groups replies under their thread in time order and drops orphans', () => {
    const a = comment({ id: 1 });
    const b = comment({ id: 2, slide_hash: 's2' });
    const replyLate = comment({ id: 5, parent_id: 1 });
    const replyEarly = comment({ id: 3, parent_id: 1 });
    const orphan = comment({ id: 4, parent_id: 99 });
    const threads = threadsOf([replyLate, b, orphan, a, replyEarly]);
    expect(threads.map((t) => t.root.id)).toEqual([1, 2]);
    expect(threads[0]!.replies.map((r) => r.id)).toEqual([3, 5]);
  });

  it('counts open threads per slide and filters by slide and resolution', () => {
    const threads = threadsOf([
      comment({ id: 10, slide_hash: 's1' }), comment({ id: 11, slide_hash: 's1', resolved: true }), comment({ id: 12, slide_hash: 's2' }),
    ]);
    expect([...openThreadsPerSlide(threads)]).toEqual([['s1', 1], ['s2', 1]]);
    expect(openThreadsPerSlide(threads)).toBe(openThreadsPerSlide(threads));
    expect(visibleThreads(threads, 's1', false).map((t) => t.root.id)).toEqual([10]);
    expect(visibleThreads(threads, 's1', true).map((t) => t.root.id)).toEqual([10, 11]);
    expect(visibleThreads(threads, null, false).map((t) => t.root.id)).toEqual([10, 12]);
  });

  it('names slides as the navigator numbers them', () => {
    const doc = { slides: [{ id: 'a' }, { id: 'b', children: [{ id: 'b1' }, { id: 'b2' }] }] };
    expect(slideLabelIn(doc, 'a')).toBe('Slide 1');
    expect(slideLabelIn(doc, 'b')).toBe('Slide 2');
    expect(slideLabelIn(doc, 'b2')).toBe('Slide 2.2');
    expect(slideLabelIn(doc, 'gone')).toBeNull();
    expect(slidePositionOf(doc, 'b1')).toEqual({ h: 1, v: 1 });
    expect(slideHashAt(doc, 1, 2)).toBe('b2');
    expect(slideHashAt(doc, 5, 0)).toBeNull();
  });
});

describe('mention suggestions', () => {
  it('finds the partial mention at the caret, matches people and inserts the username', () => {
    expect(mentionAt('Hi @an', 6)).toEqual({ start: 3, query: 'an' });
    expect(mentionAt('mail a@b', 8)).toBeNull();
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    const people = [{ username: 'ana', name: 'Ana Lima' }, { username: 'ben', name: 'Benedict Anders' }, { username: 'cy', name: null }];
    expect(suggestionsFor(people, 'an').map((p) => p.username)).toEqual(['ana', 'ben']);
    expect(insertMention('Hi @an!', 6, { start: 3 }, 'ana')).toEqual({ text: 'Hi @ana !', caret: 8 });
  });
});
