/**
 * /deck_invitations/{token}: the link of a collaborator invitation e-mail. Signed in, it accepts the invitation and
 * opens the deck; signed out, it offers to create an account (with the invited address the role is granted at sign-up
 * too) or to sign in, and comes back here afterwards.
 */
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { COLLABORATOR_MESSAGES, genericMessage } from '@podium/shared';
import { ApiError } from '../../api/client';
import { acceptInvitation } from '../../api/collaborators';
import { ButtonLink } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useNotify } from '../../components/notifications';
import { useSession } from '../../session/SessionContext';

/** DeckInvitationPage. */
export function DeckInvitationPage() {
  const { token = '' } = useParams();
  const { user } = useSession();
  const notify = useNotify();
  const [state, setState] = useState<{ status: 'working' } | { status: 'done'; path: string } | { status: 'failed'; message: string }>({ status: 'working' });
  const back = `/deck_invitations/${encodeURIComponent(token)}`;

  useEffect(() => {
    if (!user) return;
    let cancelled = false;
    acceptInvitation(token).then((deck) => {
      if (cancelled) return;
      notify('Invitation accepted. Welcome aboard!');
      setState({ status: 'done', path: deck.path });
    }, (error: unknown) => {
      if (cancelled) return;
      const gone = error instanceof ApiError && error.status === 404;
      setState({ status: 'failed', message: gone ? COLLABORATOR_MESSAGES.invitationInvalid : genericMessage() });
    });
    return () => { cancelled = true; };
  }, [user, token, notify]);

  if (user && state.status === 'done') return <Navigate to={state.path} replace />;
  return (
    <div className="page page--prose" data-testid="deck-invitation">
      <title>Invitation · Podium</title>
      <div className="base-view card">
        <p className="eyebrow">Invitation</p>
        <h1>You’re invited to collaborate on a deck</h1>
        {!user ? (
          <>
            <p className="muted">Create a free account with the address the invitation was sent to, or sign in, to open the deck.</p>
            <div className="row base-view__actions">
              <ButtonLink to={`/users/sign_up?return_to=${encodeURIComponent(back)}`} variant="primary" testId="invitation-sign-up">Create an account</ButtonLink>
              <ButtonLink to={`/users/sign_in?return_to=${encodeURIComponent(back)}`} testId="invitation-sign-in">Sign in</ButtonLink>
            </div>
          </>
        ) : state.status === 'failed' ? (
          <>
            <p className="alert alert--error" role="alert">{state.message}</p>
            <div className="row base-view__actions">
              <ButtonLink to={`/${user.username}/decks_shared_with_me.html`}>Shared with me</ButtonLink>
            </div>
          </>
        ) : <Spinner label="Accepting the invitation…" />}
      </div>
    </div>
  );
}
