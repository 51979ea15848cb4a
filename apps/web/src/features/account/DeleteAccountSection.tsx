/**
 * Delete account: what goes, a team owner's hand-over hint (with a link to Team members), and a confirmation dialog
 * asking for the current password. The server refuses a wrong password and a team's last owner (422, shown in the
 * dialog); once it answers, the browser is signed out and lands on the home page.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, type UserJson } from '@podium/shared';
import { deleteAccount } from '../../api/accountData';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useNotify } from '../../components/notifications';
import { FormError, TextField } from '../../components/TextField';
import { useForm } from '../../forms/useForm';
import { teamUrl } from '../../layout/teamUrl';
import { useSession } from '../../session/SessionContext';
import './account-data.css';

const FORM_ID = 'delete-account-form';

/** The section and its dialog. */
export function DeleteAccountSection({ user }: { user: UserJson }) {
  const [open, setOpen] = useState(false);
  const owner = user.team && user.membership?.role === 'owner' && user.membership.status === 'active';
  const members = user.team ? teamUrl(user.team.slug, '/edit_members') : null;
  return (
    <div className="delete-account">
      <p>Deleting your account removes, for good:</p>
      <ul className="delete-account__list">
        <li>your decks, with their links, embeds and exports</li>
        <li>your media and your profile picture</li>
        <li>your collaborations on other people’s decks, and your sessions on every device</li>
      </ul>
      <p className="muted">
        Your comments on other people’s decks stay without your name. Your username cannot be taken by anyone for a while.
        Export your decks first if you want to keep them.
      </p>
      {owner && members && (
        <p className="alert alert--info" data-testid="delete-account-owner-note">
          You own the team “{user.team!.name || user.team!.slug}”. Unless it has another owner, hand it over first: in{' '}
          <a href={members.href}>Team members</a>, make another member an owner. You can then delete your account.
        </p>
      )}
      <div className="form-actions delete-account__actions">
        <Button variant="danger" onClick={() => setOpen(true)} testId="delete-account-open">Delete account…</Button>
      </div>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </div>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const form = useForm({ current_password: { required: true } });
  // Signed out only once the account page is gone: signed out on it, its guard would send the browser to sign-in.
  const deleted = useRef<string | null>(null);
  useEffect(() => () => {
    if (deleted.current === null) return;
    setUser(null);
    notify(deleted.current);
  }, [setUser, notify]);
  return (
    <Dialog
      open
      title="Delete your account?"
      onCancel={onClose}
      testId="delete-account-dialog"
      footer={(
        <>
          <Button variant="secondary" onClick={onClose}>Cancel</Button>
          <Button type="submit" form={FORM_ID} variant="danger" loading={form.submitting} testId="delete-account-confirm">Delete my account</Button>
        </>
      )}
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          deleted.current = (await deleteAccount(values.current_password)) || MESSAGES.accountDeleted;
          navigate('/', { replace: true });
        })}
      >
        <p>{MESSAGES.deleteAccountConfirm}</p>
        <TextField
          {...form.field('current_password')}
          label="Current password"
          type="password"
          autoComplete="current-password"
          testId="delete-account-password"
          data-autofocus
        />
        <FormError message={form.formError} />
      </form>
    </Dialog>
  );
}
