import { describe, expect, it } from 'vitest';
import { createBlock } from '@podium/deck';
import { groupPath, scopeOf, siblingsOf } from './scope';

const leaf = createBlock('shape', { id: 'leaf', x: 5, y: 5, props: { kind: 'rect', fill: '#000000' } });
const inner = createBlock('group', { id: 'inner', x: 10, y: 20, props: { children: [leaf] } });
const outer = createBlock('group', { id: 'outer', x: 100, y: 200, props: { children: [inner] } });
const other = createBlock('text', { id: 'other', props: { html: '' } });
const slide = [outer, other];

describe('editing scope', () => {
  it('is the slide at top level and a group’s children (offset by the enclosing groups) inside it', () => {
    expect(scopeOf(slide, null)).toMatchObject({ groupId: null, blocks: slide, offset: { x: 0, y: 0 } });
    const scope = scopeOf(slide, 'inner');
    expect(scope.blocks).toEqual([leaf]);
    expect(scope.offset).toEqual({ x: 110, y: 220 });
    expect(scope.path.map((g) => g.id)).toEqual(['outer', 'inner']);
  });

  it('falls back to the slide when the group is gone', () => {
    expect(scopeOf(slide, 'missing').groupId).toBeNull();
    expect(groupPath(slide, 'leaf')).toBeNull();
  });

  it('finds the sibling list of any block', () => {
    expect(siblingsOf(slide, 'other')).toBe(slide);
    expect(siblingsOf(slide, 'leaf')).toEqual([leaf]);
    expect(siblingsOf(slide, 'nope')).toBeNull();
  });
});
