import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchForChanges } from './changeWatch';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('watchForChanges', () => {
  it('reports a change once the version differs from the first ping, and not before', async () => {
    const versions = ['3', '3', 'x', '4'];
    const read = vi.fn(async () => {
      const next = versions.shift()!;
      if (next === 'x') throw new Error('offline');
      return next;
    });
    const onChange = vi.fn();
    const stop = watchForChanges({ read, intervalMs: 300000, onChange });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(300000);
    expect(onChange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300000); // a failed ping changes nothing
    expect(onChange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(299999);
    expect(onChange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('stops pinging when stopped', async () => {
    const read = vi.fn(async () => '1');
    const stop = watchForChanges({ read, intervalMs: 1000, onChange: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
