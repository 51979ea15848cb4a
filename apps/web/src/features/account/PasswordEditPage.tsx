/** /users/password/edit?token=…: choose a new password; the server signs the user in on success. */
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES, validatePassword } from '@podium/shared';
import { resetPassword } from '../../api/users';
import { Button } from '../../components/Button';
import { useNotify } from '../../components/notifications';
import { FormError, TextField } from '../../components/TextField';
import { useForm } from '../../forms/useForm';
import { useSession } from '../../session/SessionContext';
import { AuthCard } from './AuthCard';

/** Password reset page. */
export function PasswordEditPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? params.get('reset_password_token') ?? '';
  const { setUser } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const form = useForm({ password: { required: true, validate: validatePassword } });

  if (!token) {
    return (
      <AuthCard title="Choose a new password" footer={<Link to="/users/password/new">Request a new link</Link>}>
        <p className="alert alert--error" role="alert">
          {MESSAGES.resetTokenInvalid}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" footer={<Link to="/users/password/new">Request a new link</Link>}>
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          const user = await resetPassword({ reset_password_token: token, password: values.password });
          setUser(user);
          navigate(`/${user.username}`, { replace: true });
          notify('Your password has been changed.');
        })}
      >
        <TextField {...form.field('password')} label="New password" type="password" hint="At least 6 characters." autoComplete="new-password" testId="password-new" />
        <FormError message={form.formError} />
        <div className="form-actions">
          <Button type="submit" variant="primary" block loading={form.submitting} testId="password-submit">
            Save new password
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
