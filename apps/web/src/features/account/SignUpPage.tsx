/** /users/sign_up: username (checked live for availability), e-mail and password; signs the new user in. */
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { safeReturnTo } from './returnTo';
import { LIMITS, validateEmail, validatePassword, validateUsername } from '@podium/shared';
import { signUp } from '../../api/users';
import { Button } from '../../components/Button';
import { useNotify } from '../../components/notifications';
import { FormError, TextField } from '../../components/TextField';
import { useForm } from '../../forms/useForm';
import { useSession } from '../../session/SessionContext';
import { AuthCard } from './AuthCard';
import { usernameAvailability } from './usernameCheck';

const lower = (value: string) => value.toLowerCase();

/** Sign-up page. */
export function SignUpPage() {
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  // An invitation link (or another page) asked to come back after sign-up.
  const returnTo = safeReturnTo(useSearchParams()[0].get('return_to'));
  const form = useForm({
    username: { required: true, validate: validateUsername, check: usernameAvailability(), transform: lower, max: LIMITS.usernameMax },
    email: { required: true, validate: validateEmail },
    password: { required: true, validate: validatePassword },
  });

  if (user) return <Navigate to={returnTo ?? `/${user.username}`} replace />;
  return (
    <AuthCard
      title="Create your account"
      subtitle="Make, present and share beautiful decks, right in the browser."
      footer={
        <>
          Already have an account? <Link to="/users/sign_in">Sign in</Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          const created = await signUp({ username: values.username.trim(), email: values.email.trim(), password: values.password });
          setUser(created);
          navigate(returnTo ?? `/${created.username}`, { replace: true });
          notify(`Welcome to Podium, ${created.username}!`);
        })}
      >
        <TextField
          {...form.field('username')}
          label="Username"
          hint="Your profile lives at /username. Letters, numbers, - and _."
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          testId="signup-username"
        />
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" testId="signup-email" />
        <TextField
          {...form.field('password')}
          label="Password"
          type="password"
          hint="At least 6 characters."
          autoComplete="new-password"
          testId="signup-password"
        />
        <FormError message={form.formError} />
        <div className="form-actions">
          <Button type="submit" variant="primary" block loading={form.submitting} testId="signup-submit">
            Sign up
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
