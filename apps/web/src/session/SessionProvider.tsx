/**
 * Holds the signed-in user and runs the periodic status check of SPEC §4: every TIMERS.authStatusCheckMs while
 * signed in, and on window focus. When the server answers "signed out" the session-expired popup takes over.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TIMERS, type UserJson } from '@podium/shared';
import { onUnauthorized } from '../api/client';
import { fetchStatus } from '../api/users';
import { SessionContext, type SessionValue } from './SessionContext';

/** Provides useSession(); `initialUser` comes from the page bootstrap. */
export function SessionProvider({ initialUser, children }: { initialUser: UserJson | null; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUserState] = useState<UserJson | null>(initialUser);
  const [expired, setExpired] = useState(false);
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);

  const setUser = useCallback(
    (next: UserJson | null) => {
      // Cached lists are per-viewer (owners see private decks): a different viewer must not see them.
      if (next?.id !== userRef.current?.id) void queryClient.resetQueries();
      userRef.current = next;
      setUserState(next);
      if (!next) setExpired(false);
    },
    [queryClient],
  );

  const resolveExpired = useCallback(
    (next: UserJson | null) => {
      setExpired(false);
      setUser(next);
      // Same user again: the app continues where it was, but data fetched while signed out is refreshed.
      if (next) void queryClient.invalidateQueries();
    },
    [queryClient, setUser],
  );

  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn || expired) return;
    let cancelled = false;
    const check = async () => {
      try {
        const stillSignedIn = await fetchStatus();
        if (!cancelled && !stillSignedIn) setExpired(true);
      } catch {
        // Offline or a server hiccup is not a signed-out answer; the next tick tries again.
      }
    };
    const interval = window.setInterval(() => void check(), TIMERS.authStatusCheckMs);
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => {
      cancelled = true;
      window.clearInterval(interval);
      window.removeEventListener('focus', onFocus);
    };
  }, [signedIn, expired]);

  // Any API call answering 401 while we believe we are signed in means the same thing as a false status.
  useEffect(
    () =>
      onUnauthorized(() => {
        if (userRef.current) setExpired(true);
      }),
    [],
  );

  const value = useMemo<SessionValue>(() => ({ user, setUser, expired, resolveExpired }), [user, setUser, expired, resolveExpired]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
