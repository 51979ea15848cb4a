import { describe, expect, it } from 'vitest';
import { optimistic, shownCount, toggleKudo } from './kudosToggle';

describe('the optimistic kudos toggle (SPEC §4)', () => {
  it('counts up at once, then shows what the server says', async () => {
    const seen: Array<{ count: number; given: boolean }> = [];
    let release!: (value: { count: number; given: boolean }) => void;
    const sent: boolean[] = [];
    const done = toggleKudo({ count: 4, given: false }, (give) => {
      sent.push(give);
      return new Promise((resolve) => { release = resolve; });
    }, (state) => seen.push(state));
    expect(seen).toEqual([{ count: 5, given: true }]);
    expect(sent).toEqual([true]);
    release({ count: 7, given: true });
    expect(await done).toBe(true);
    expect(seen.at(-1)).toEqual({ count: 7, given: true });
  });

  it('reverts to the previous state when the request fails', async () => {
    const seen: Array<{ count: number; given: boolean }> = [];
    const ok = await toggleKudo({ count: 3, given: true }, () => Promise.reject(new Error('offline')), (state) => seen.push(state));
    expect(ok).toBe(false);
    expect(seen).toEqual([{ count: 2, given: false }, { count: 3, given: true }]);
  });

  it('never shows a count below 0', async () => {
    expect(optimistic({ count: 0, given: true })).toEqual({ count: 0, given: false });
    expect(optimistic({ count: -3, given: false })).toEqual({ count: 1, given: true });
    expect(shownCount(-1)).toBe(0);
    expect(shownCount(Number.NaN)).toBe(0);
    const seen: Array<{ count: number; given: boolean }> = [];
    await toggleKudo({ count: 0, given: true }, () => Promise.resolve({ count: -1, given: false }), (state) => seen.push(state));
    expect(seen.every((state) => state.count >= 0)).toBe(true);
    const reverted: Array<{ count: number; given: boolean }> = [];
    await toggleKudo({ count: -2, given: true }, () => Promise.reject(new Error('500')), (state) => reverted.push(state));
    expect(reverted).toEqual([{ count: 0, given: false }, { count: 0, given: true }]);
  });
});
