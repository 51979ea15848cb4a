import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './returnTo';

describe('safeReturnTo', () => {
  it('keeps in-app paths', () => {
    expect(safeReturnTo('/alice/deck/edit?x=1#/2')).toBe('/alice/deck/edit?x=1#/2');
  });
  it('drops anything that could leave the site', () => {
    for (const value of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null]) {
      expect(safeReturnTo(value)).toBeNull();
    }
  });
});
