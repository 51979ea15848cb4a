/** /users/sign_out: a confirm page, because logging out is a DELETE and must not happen on a mere visit. */
import { Navigate } from 'react-router';
import { Button, ButtonLink } from '../../components/Button';
import { useSession } from '../../session/SessionContext';
import { AuthCard } from './AuthCard';
import { useLogout } from './useLogout';

/** Log-out confirmation page. */
export function SignOutPage() {
  const { user } = useSession();
  const [logOut, pending] = useLogout();
  if (!user) return <Navigate to="/users/sign_in" replace />;
  return (
    <AuthCard title="Log out" subtitle={`You are signed in as ${user.username}.`}>
      <div className="form-actions">
        <ButtonLink to={`/${user.username}`}>Stay signed in</ButtonLink>
        <Button variant="primary" loading={pending} onClick={() => void logOut()} testId="signout-submit">
          Log out
        </Button>
      </div>
    </AuthCard>
  );
}
