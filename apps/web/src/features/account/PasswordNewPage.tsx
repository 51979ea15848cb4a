/** /users/password/new: asks for a reset e-mail and shows the server's (account-agnostic) answer. */
import { useState } from 'react';
import { Link } from 'react-router';
import { validateEmail } from '@podium/shared';
import { requestPasswordReset } from '../../api/users';
import { Button } from '../../components/Button';
import { FormError, TextField } from '../../components/TextField';
import { useForm } from '../../forms/useForm';
import { AuthCard } from './AuthCard';

/** Forgot-password page. */
export function PasswordNewPage() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ email: { required: true, validate: validateEmail } });

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={<Link to="/users/sign_in">Back to sign in</Link>}
    >
      {sent ? (
        <p className="alert alert--success" role="status">
          {sent}
        </p>
      ) : (
        <form noValidate onSubmit={form.onSubmit(async (values) => setSent(await requestPasswordReset(values.email.trim())))}>
          <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" testId="password-email" />
          <FormError message={form.formError} />
          <div className="form-actions">
            <Button type="submit" variant="primary" block loading={form.submitting} testId="password-submit">
              Send reset link
            </Button>
          </div>
        </form>
      )}
    </AuthCard>
  );
}
