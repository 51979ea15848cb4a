/** Route guard: signed-out visitors go to sign-in, which sends them back here afterwards. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session/SessionContext';

/** Renders children only for a signed-in user. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    const returnTo = encodeURIComponent(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={`/users/sign_in?return_to=${returnTo}`} replace />;
  }
  return <>{children}</>;
}
