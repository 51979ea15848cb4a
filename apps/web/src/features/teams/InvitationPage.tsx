/**
 * `/invitations/{token}` (SPEC §2 invitation show): who invites you to which team. A signed-out invitee signs up
 * (with the invited address) or signs in, then joins; expired, used and deleted invitations say so.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  LIMITS, MESSAGES, TEAM_ROLE_NAMES, validatePassword, validateUsername, type InvitationShowJson, type UserJson,
} from '@podium/shared';
import { acceptInvitation, fetchInvitation } from '../../api/teams';
import { signUp } from '../../api/users';
import { ApiError } from '../../api/client';
import { Button } from '../../components/Button';
import { FormError, TextField } from '../../components/TextField';
import { useNotify } from '../../components/notifications';
import { useForm } from '../../forms/useForm';
import { useSession } from '../../session/SessionContext';
import { LoadingView, NotFoundView } from '../../components/PageStates';
import { AuthCard, SignInForm, usernameAvailability, useLogout } from '../account';

const STATE_MESSAGES = { expired: MESSAGES.invitationExpired, deleted: MESSAGES.invitationDeleted, accepted: MESSAGES.invitationAccepted } as const;

/** The invitation page. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const query = useQuery({ queryKey: ['invitation', token], queryFn: ({ signal }) => fetchInvitation(token, signal), retry: false });
  if (query.isPending) return <LoadingView label="Loading invitation" />;
  if (query.isError) return query.error instanceof ApiError && query.error.status === 404 ? <NotFoundView what="invitation" /> : (
    <div className="page page--narrow"><p className="alert alert--error" role="alert">{query.error.message}</p></div>
  );
  return <Invitation token={token} invitation={query.data.invitation} />;
}

function Invitation({ token, invitation }: { token: string; invitation: InvitationShowJson }) {
  const { user } = useSession();
  const team = invitation.team;
  const title = `Join ${team.name}`;
  const subtitle = `You are invited to join ${team.name} on Podium as ${TEAM_ROLE_NAMES[invitation.role].toLowerCase()}.`;
  if (invitation.state !== 'pending') {
    return (
      <AuthCard title={title} subtitle={subtitle}>
        <p className="alert alert--error" role="alert" data-testid="invitation-state">{STATE_MESSAGES[invitation.state]}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} subtitle={subtitle}>
      {team.logo_url && <img className="invitation__logo" src={team.logo_url} alt={`${team.name} logo`} />}
      {user ? <AcceptAs user={user} token={token} invitation={invitation} /> : <SignInOrUp token={token} invitation={invitation} />}
    </AuthCard>
  );
}

/** Joins the team as `user` and goes to the team's decks page on this host. */
function useAccept(token: string, teamName: string) {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  return async () => {
    const result = await acceptInvitation(token);
    setUser(result.user);
    notify(`Welcome to ${teamName}!`);
    void navigate(`/${result.user.username}`);
  };
}

function AcceptAs({ user, token, invitation }: { user: UserJson; token: string; invitation: InvitationShowJson }) {
  const accept = useAccept(token, invitation.team.name);
  const [logout] = useLogout();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (user.email && user.email !== invitation.email) {
    return (
      <div className="stack">
        <p className="alert alert--info" role="status">{MESSAGES.invitationWrongAccount(invitation.email)}</p>
        <Button variant="primary" block onClick={() => void logout()}>Sign out</Button>
      </div>
    );
  }
  return (
    <div className="stack">
      <p>Signed in as <strong>{user.username}</strong>.</p>
      <FormError message={error} />
      <Button variant="primary" block loading={busy} testId="invitation-accept" onClick={async () => {
        setBusy(true);
        setError(null);
        try {
          await accept();
        } catch (e) {
          setError(e instanceof ApiError ? e.message : MESSAGES.invitationAccepted);
          setBusy(false);
        }
      }}>
        Join {invitation.team.name}
      </Button>
    </div>
  );
}

function SignInOrUp({ token, invitation }: { token: string; invitation: InvitationShowJson }) {
  const [mode, setMode] = useState<'sign-up' | 'sign-in'>('sign-up');
  const { setUser } = useSession();
  const accept = useAccept(token, invitation.team.name);
  const form = useForm({
    username: { required: true, validate: validateUsername, check: usernameAvailability(), transform: (v) => v.toLowerCase(), max: LIMITS.usernameMax },
    password: { required: true, validate: validatePassword },
  });
  if (mode === 'sign-in') {
    return (
      <div className="stack">
        <SignInForm testIdPrefix="invitation-signin" initialEmail={invitation.email} onSignedIn={(user) => setUser(user)} />
        <p className="muted">New to Podium? <button type="button" className="link-button" onClick={() => setMode('sign-up')}>Create an account</button></p>
      </div>
    );
  }
  return (
    <div className="stack">
      <form noValidate aria-label="Create your account" onSubmit={form.onSubmit(async (values) => {
        setUser(await signUp({ username: values.username.trim(), email: invitation.email, password: values.password }));
        await accept();
      })}>
        <div className="field">
          <span className="field__label">Email</span>
          <p data-testid="invitation-email">{invitation.email}</p>
        </div>
        <TextField {...form.field('username')} label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} testId="invitation-username" />
        <TextField {...form.field('password')} label="Password" type="password" hint="At least 6 characters." autoComplete="new-password" testId="invitation-password" />
        <FormError message={form.formError} />
        <div className="form-actions">
          <Button type="submit" variant="primary" block loading={form.submitting} testId="invitation-signup">Create account and join</Button>
        </div>
      </form>
      <p className="muted">Already have an account? <button type="button" className="link-button" onClick={() => setMode('sign-in')} data-testid="invitation-use-signin">Sign in</button></p>
      <p className="muted"><Link to="/">Not now</Link></p>
    </div>
  );
}
