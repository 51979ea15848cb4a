import { describe, expect, it } from 'vitest';
import type { StreamState } from '@podium/shared';
import { FailoverStreamStore } from './failoverStreamStore.js';
import { MemoryStreamStore, type StreamStore } from './streamStore.js';

/** A memory store standing in for Redis that refuses every call while `down`. */
function flakyStore(): { store: StreamStore; setDown(down: boolean): void } {
  const inner = new MemoryStreamStore();
  let down = false;
  const guard = <T>(run: () => Promise<T>) => (down ? Promise.reject(new Error('Connection is closed.')) : run());
  return {
    setDown: (value) => { down = value; },
    store: {
      snapshot: (id) => guard(() => inner.snapshot(id)),
      setState: (id, state, at) => guard(() => inner.setState(id, state, at)),
      setPointer: (id, pointer) => guard(() => inner.setPointer(id, pointer)),
      addDatum: (id, key, datum) => guard(() => inner.addDatum(id, key, datum)),
      clearData: (id, key) => guard(() => inner.clearData(id, key)),
    },
  };
}

const state = (indexh: number): StreamState => ({ indexh, indexv: 0, indexf: 0, paused: false, overview: false });

describe('FailoverStreamStore', () => {
  it('keeps serving from memory while Redis is away, then replays in order and names the streams to resync', async () => {
    const redis = flakyStore();
    const failures: unknown[] = [];
    const store = new FailoverStreamStore(redis.store, new MemoryStreamStore(), (error) => failures.push(error));
    const resynced: number[][] = [];
    store.onResynced((ids) => resynced.push(ids));
    await store.setState(7, state(1), 1);
    redis.setDown(true);
    await store.setState(7, state(2), 2);
    await store.setState(7, state(3), 3);
    await store.setPointer(8, { x: 0.5, y: 0.5, visible: true });
    expect((await store.snapshot(7)).state?.indexh).toBe(3); // from memory meanwhile
    expect(store.pending).toBe(3);
    expect(failures.length).toBeGreaterThan(0);

    await store.replay(); // still down: nothing lost, nothing announced
    expect(store.pending).toBe(3);
    expect(resynced).toEqual([]);

    redis.setDown(false);
    await store.replay();
    expect(store.pending).toBe(0);
    expect(resynced).toEqual([[7, 8]]);
    expect((await redis.store.snapshot(7))).toMatchObject({ state: { indexh: 3 }, at: 3 });
    expect((await redis.store.snapshot(8)).pointer).toMatchObject({ visible: true });
  });

  it('does not strand the journal when a replay stops half-way: the next write replays it, then itself', async () => {
    const redis = flakyStore();
    const store = new FailoverStreamStore(redis.store, new MemoryStreamStore());
    redis.setDown(true);
    for (let indexh = 1; indexh <= 3; indexh += 1) await store.setState(7, state(indexh), indexh);
    await store.replay(); // Redis still refuses: the journal stays
    expect(store.pending).toBe(3);

    redis.setDown(false); // back, but no "ready" event replays for us
    await store.setState(7, state(4), 4);
    expect(store.pending).toBe(0);
    expect(await redis.store.snapshot(7)).toMatchObject({ state: { indexh: 4 }, at: 4 });
  });
});
