/** /users/sign_in: e-mail or username and password; continues to ?return_to= or the user's profile. */
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '@podium/shared';
import { useSession } from '../../session/SessionContext';
import { AuthCard } from './AuthCard';
import { safeReturnTo } from './returnTo';
import { SignInForm } from './SignInForm';

/** Sign-in page; signed-in visitors go straight on. */
export function SignInPage() {
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('return_to'));

  if (user) return <Navigate to={returnTo ?? `/${user.username}`} replace />;
  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Your decks are right where you left them."
      footer={
        <>
          New to Podium? <Link to="/users/sign_up">Create an account</Link>
        </>
      }
    >
      {params.get('handoff') === 'expired' && <p className="alert alert--info" role="status">{MESSAGES.teamHandoffExpired}</p>}
      <SignInForm
        testIdPrefix="signin"
        onSignedIn={(signedIn) => {
          setUser(signedIn);
          navigate(returnTo ?? `/${signedIn.username}`, { replace: true });
        }}
      />
    </AuthCard>
  );
}
