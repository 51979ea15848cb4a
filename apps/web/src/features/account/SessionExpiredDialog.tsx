/**
 * The session-expired popup (SPEC §4/§8): opens when the status poll says we are signed out. Signing in again closes
 * it and the app carries on where it was; "Sign out" gives up and goes to the sign-in page.
 */
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@podium/shared';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useNotify } from '../../components/notifications';
import { useSession } from '../../session/SessionContext';
import { SignInForm } from './SignInForm';

/** Rendered once by the root layout. */
export function SessionExpiredDialog() {
  const { user, expired, resolveExpired } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();

  const giveUp = () => {
    resolveExpired(null);
    const returnTo = `${location.pathname}${location.search}`;
    navigate(`/users/sign_in?return_to=${encodeURIComponent(returnTo)}`, { replace: true });
  };

  return (
    <Dialog open={expired} title="Signed out" testId="session-expired-dialog" onCancel={giveUp}>
      <p className="muted">{MESSAGES.sessionExpired}</p>
      <SignInForm
        testIdPrefix="session-expired"
        initialEmail={user?.username ?? ''}
        focusPassword
        showForgotLink={false}
        onSignedIn={(signedIn) => {
          resolveExpired(signedIn);
          notify(`Welcome back, ${signedIn.name || signedIn.username}.`);
        }}
        secondaryAction={<Button onClick={giveUp}>Sign out</Button>}
      />
    </Dialog>
  );
}
