/** The "What's new" unread counter: entries newer than the last one seen, remembered in localStorage. */
import { useSyncExternalStore } from 'react';
import { CHANGELOG } from './entries';

const STORAGE_KEY = 'podium.changelog.lastSeenId';
const listeners = new Set<() => void>();

function lastSeenId(): number {
  try {
    return Number(window.localStorage.getItem(STORAGE_KEY) ?? 0) || 0;
  } catch {
    // Storage can be blocked (privacy modes); then everything counts as seen rather than nagging forever.
    return Number.MAX_SAFE_INTEGER;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** How many changelog entries this browser has not seen yet. */
export function useUnreadChangelogCount(): number {
  const seen = useSyncExternalStore(subscribe, lastSeenId);
  return CHANGELOG.filter((entry) => entry.id > seen).length;
}

/** Marks every entry as seen (called when the changelog page is shown). */
export function markChangelogSeen(): void {
  const newest = CHANGELOG[0]?.id ?? 0;
  try {
    window.localStorage.setItem(STORAGE_KEY, String(newest));
  } catch {
    return;
  }
  listeners.forEach((listener) => listener());
}
