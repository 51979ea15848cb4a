import { describe, expect, it } from 'vitest';
import { MemoryGuardStore } from './guardStore.js';

describe('MemoryGuardStore windows', () => {
  it('counts the events of the last window only, per key', async () => {
    const store = new MemoryGuardStore();
    await store.addRecent('a', 1000, 10_000);
    await store.addRecent('a', 1000, 10_500);
    await store.addRecent('b', 1000, 10_500);
    expect(await store.countRecent('a', 1000, 10_900)).toBe(2);
    // The first event slides out of the window; the second is still inside.
    expect(await store.countRecent('a', 1000, 11_000)).toBe(1);
    expect(await store.countRecent('a', 1000, 11_500)).toBe(0);
    expect(await store.countRecent('b', 1000, 11_000)).toBe(1);
    expect(await store.countRecent('unknown', 1000, 11_000)).toBe(0);
  });

  it('counts two events in the same millisecond twice', async () => {
    const store = new MemoryGuardStore();
    await Promise.all([store.addRecent('a', 1000, 5000), store.addRecent('a', 1000, 5000)]);
    expect(await store.countRecent('a', 1000, 5000)).toBe(2);
  });
});

describe('MemoryGuardStore claims', () => {
  it('lets one caller hold a key until it expires', async () => {
    const store = new MemoryGuardStore();
    const holder = await store.claim('k', 1000, 0);
    expect(holder).toEqual(expect.any(String));
    expect(await store.claim('k', 1000, 999)).toBeNull();
    expect(await store.claim('other', 1000, 999)).not.toBeNull();
    const next = await store.claim('k', 1000, 1000);
    expect(next).not.toBeNull();
    expect(next).not.toBe(holder);
  });

  it('frees a key on release by its holder only', async () => {
    const store = new MemoryGuardStore();
    const first = (await store.claim('k', 60_000, 0))!;
    await store.release('k', 'not the holder');
    expect(await store.claim('k', 60_000, 1)).toBeNull();
    await store.release('k', first);
    const second = (await store.claim('k', 60_000, 2))!;
    expect(second).not.toBeNull();
    // A late release of the expired first claim must not free the second one.
    await store.release('k', first);
    expect(await store.claim('k', 60_000, 3)).toBeNull();
  });

  it('sheds expired claims before growing past its bound', async () => {
    const store = new MemoryGuardStore();
    for (let i = 0; i < 50_000; i += 1) await store.claim(`view:${i}`, 10, 0);
    await store.claim('live', 60_000, 100); // the store is full of expired claims: they go, this one stays
    expect(await store.claim('live', 60_000, 200)).toBeNull();
    expect(await store.claim('view:1', 60_000, 200)).not.toBeNull();
  });
});
