/** E-mail and password changes; both need the current password (the server answers 422 otherwise). */
import { validateEmail, validatePassword, type UserJson } from '@podium/shared';
import { updateAccount } from '../../api/users';
import { Button } from '../../components/Button';
import { useNotify } from '../../components/notifications';
import { FormError, TextField } from '../../components/TextField';
import { useForm } from '../../forms/useForm';
import { useSession } from '../../session/SessionContext';

/** Change-e-mail form. */
export function EmailSection({ user }: { user: UserJson }) {
  const { setUser } = useSession();
  const notify = useNotify();
  const form = useForm(
    { email: { required: true, validate: validateEmail }, current_password: { required: true } },
    { email: user.email ?? '' },
  );
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        const saved = await updateAccount({ email: values.email.trim(), current_password: values.current_password });
        setUser(saved);
        form.reset({ email: saved.email ?? values.email, current_password: '' });
        notify('Email saved');
      })}
    >
      <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" testId="account-email" />
      <TextField {...form.field('current_password')} label="Current password" type="password" autoComplete="current-password" testId="account-email-current-password" />
      <FormError message={form.formError} />
      <div className="form-actions">
        <Button type="submit" variant="primary" loading={form.submitting} testId="account-email-submit">
          Save email
        </Button>
      </div>
    </form>
  );
}

/** Change-password form. */
export function PasswordSection() {
  const { setUser } = useSession();
  const notify = useNotify();
  const form = useForm({ password: { required: true, validate: validatePassword }, current_password: { required: true } });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        const saved = await updateAccount({ password: values.password, current_password: values.current_password });
        setUser(saved);
        form.reset({ password: '', current_password: '' });
        notify('Password changed');
      })}
    >
      <TextField {...form.field('current_password')} label="Current password" type="password" autoComplete="current-password" testId="account-current-password" />
      <TextField {...form.field('password')} label="New password" type="password" hint="At least 6 characters." autoComplete="new-password" testId="account-new-password" />
      <FormError message={form.formError} />
      <div className="form-actions">
        <Button type="submit" variant="primary" loading={form.submitting} testId="account-password-submit">
          Change password
        </Button>
      </div>
    </form>
  );
}
