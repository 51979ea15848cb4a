/** E-mail-or-username + password form used by the sign-in page and the session-expired popup. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UserJson } from '@podium/shared';
import { signIn } from '../../api/users';
import { Button } from '../../components/Button';
import { FormError, TextField } from '../../components/TextField';
import { useForm } from '../../forms/useForm';

export interface SignInFormProps {
  /** Prefix of the data-testids: `signin` on the page, `session-expired` in the popup. */
  testIdPrefix: string;
  onSignedIn: (user: UserJson) => void;
  initialEmail?: string;
  /** The popup leaves room for its own secondary action next to the submit button. */
  secondaryAction?: ReactNode;
  /** Start in the password field (the popup already knows who you are). */
  focusPassword?: boolean;
  /** The popup hides "Forgot your password?": following it would leave the page under the popup. */
  showForgotLink?: boolean;
}

/** SignInForm; bad credentials (401) and rate limits (429) show above the button. */
export function SignInForm({ testIdPrefix, onSignedIn, initialEmail = '', secondaryAction, focusPassword, showForgotLink = true }: SignInFormProps) {
  const form = useForm({ email: { required: true }, password: { required: true } }, { email: initialEmail });

  return (
    <form noValidate onSubmit={form.onSubmit(async (values) => onSignedIn(await signIn({ email: values.email.trim(), password: values.password })))}>
      <TextField {...form.field('email')} label="Email or username" autoComplete="username" autoCapitalize="none" spellCheck={false} testId={`${testIdPrefix}-email`} />
      <TextField {...form.field('password')} label="Password" type="password" autoComplete="current-password" testId={`${testIdPrefix}-password`} data-autofocus={focusPassword || undefined} />
      {showForgotLink && (
        <p className="form-aside">
          <Link to="/users/password/new">Forgot your password?</Link>
        </p>
      )}
      <FormError message={form.formError} />
      <div className="form-actions">
        {secondaryAction}
        <Button type="submit" variant="primary" block={!secondaryAction} loading={form.submitting} testId={`${testIdPrefix}-submit`}>
          Sign in
        </Button>
      </div>
    </form>
  );
}
