/** The signed-in user, shared app-wide, plus the session-expired state the status poll sets. */
import { createContext, useContext } from 'react';
import type { PlanSubject, UserJson } from '@podium/shared';

export interface SessionValue {
  user: UserJson | null;
  /** Replace the user after sign-in, sign-up, account edits or sign-out (null). */
  setUser: (user: UserJson | null) => void;
  /** True once the server says the session is gone while the app still thinks it is signed in. */
  expired: boolean;
  /** Called by the session-expired popup when the user signed in again (or gave up: null). */
  resolveExpired: (user: UserJson | null) => void;
}

export const SessionContext = createContext<SessionValue | null>(null);

/** The current session; throws when used outside <SessionProvider>. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The plan facts of a user that the menu and permission rules of @podium/shared need. */
export function planSubject(user: UserJson): PlanSubject {
  return {
    account_type: user.account_type,
    manually_upgraded: user.manually_upgraded,
    team_role: user.membership?.role ?? null,
    team_manually_upgraded: user.team?.manually_upgraded ?? false,
  };
}
