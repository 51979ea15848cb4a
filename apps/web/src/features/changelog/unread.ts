/**
 * The "What's new" unread counter (SPEC §2): entries newer than the newest one seen. Signed-in users' read state is
 * kept on the server (so it follows them across browsers); anonymous visitors' in this browser's localStorage.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LATEST_WHATS_NEW_ID, unreadWhatsNew, type WhatsNewJson } from '@podium/shared';
import { fetchWhatsNew, markWhatsNewRead } from '../../api/discovery';
import { useSession } from '../../session/SessionContext';

const STORAGE_KEY = 'podium.changelog.lastSeenId';
const QUERY_KEY = ['whats-new'];
const listeners = new Set<() => void>();

function localSeenId(): number {
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

function markLocalSeen(): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, String(LATEST_WHATS_NEW_ID));
  } catch {
    return;
  }
  listeners.forEach((listener) => listener());
}

/** How many What's new entries this user (or, signed out, this browser) has not seen yet; 0 while loading. */
export function useUnreadChangelogCount(): number {
  const { user } = useSession();
  const localSeen = useSyncExternalStore(subscribe, localSeenId);
  const server = useQuery({ queryKey: [...QUERY_KEY, user?.id], queryFn: ({ signal }) => fetchWhatsNew(signal), enabled: Boolean(user), staleTime: 60_000 });
  if (!user) return unreadWhatsNew(localSeen);
  return server.data?.unread ?? 0;
}

/** Marks every entry as seen (the changelog page calls it when shown): on the server when signed in, else locally. */
export function useMarkChangelogSeen(): () => void {
  const { user } = useSession();
  const client = useQueryClient();
  return useCallback(() => {
    markLocalSeen();
    if (!user) return;
    const key = [...QUERY_KEY, user.id];
    const current = client.getQueryData<WhatsNewJson>(key);
    if (current && current.seen_id >= LATEST_WHATS_NEW_ID) return;
    // Cleared at once; the server's answer (or a refetch after a failure) settles it.
    client.setQueryData<WhatsNewJson>(key, { unread: 0, seen_id: LATEST_WHATS_NEW_ID, latest_id: LATEST_WHATS_NEW_ID });
    markWhatsNewRead(LATEST_WHATS_NEW_ID).then(
      (state) => client.setQueryData(key, state),
      () => void client.invalidateQueries({ queryKey: key }),
    );
  }, [client, user]);
}
