import { describe, expect, it } from 'vitest';
import type { RevisionJson } from '@podium/shared';
import { dayLabel, groupByDay } from './days';

const revision = (id: number, created: Date): RevisionJson => ({
  id, version: id, name: null, title: 'T', slide_count: 1, created_at: created.toISOString(), author: null, authors: [], changed_slide_ids: [], current: false, restores_settings: true,
});

describe('history days', () => {
  it('labels today and yesterday, and groups newest-first revisions by day', () => {
    const now = new Date(2030, 5, 15, 12, 0);
    expect(dayLabel(new Date(2030, 5, 15, 1, 0), now)).toBe('Today');
    expect(dayLabel(new Date(2030, 5, 14, 23, 0), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2029, 5, 14, 23, 0), now)).toContain('2029');
    const groups = groupByDay([
      revision(4, new Date(2030, 5, 15, 11, 0)), revision(3, new Date(2030, 5, 15, 9, 0)),
      revision(2, new Date(2030, 5, 14, 9, 0)), revision(1, new Date(2030, 5, 1, 9, 0)),
    ], now);
    expect(groups.map((g) => [g.label, g.revisions.map((r) => r.id)])).toEqual([
      ['Today', [4, 3]], ['Yesterday', [2]], [dayLabel(new Date(2030, 5, 1, 9, 0), now), [1]],
    ]);
  });
});
