/** Name and username (checked live for availability, own name counts as free). */
import { LIMITS, validateUsername, type UserJson } from '@podium/shared';
import { updateAccount } from '../../api/users';
import { Button } from '../../components/Button';
import { useNotify } from '../../components/notifications';
import { FormError, TextField } from '../../components/TextField';
import { useForm } from '../../forms/useForm';
import { useSession } from '../../session/SessionContext';
import { usernameAvailability } from './usernameCheck';

/** Profile form. */
export function ProfileSection({ user }: { user: UserJson }) {
  const { setUser } = useSession();
  const notify = useNotify();
  const form = useForm(
    {
      name: { max: LIMITS.nameMax },
      username: {
        required: true,
        validate: validateUsername,
        check: usernameAvailability(user.username),
        transform: (value) => value.toLowerCase(),
        max: LIMITS.usernameMax,
      },
    },
    { name: user.name ?? '', username: user.username },
  );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        const saved = await updateAccount({ name: values.name.trim(), username: values.username.trim() });
        setUser(saved);
        form.reset({ name: saved.name ?? '', username: saved.username });
        notify('Profile saved');
      })}
    >
      <TextField {...form.field('name')} label="Name" autoComplete="name" testId="account-name" />
      <TextField
        {...form.field('username')}
        label="Username"
        hint={`Your profile: ${window.location.host}/${form.values.username || 'username'}`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        testId="account-username"
      />
      <FormError message={form.formError} />
      <div className="form-actions">
        <Button type="submit" variant="primary" loading={form.submitting} testId="account-profile-submit">
          Save profile
        </Button>
      </div>
    </form>
  );
}
