/**
 * What replaces the editor when a deck manager removes the viewer or takes their editing right away:
 * the server re-checks the editor socket and tells it the role now; the editor closes and says why. Also what replaces
 * it when the server ends the session (a team manager deactivated the account).
 */
import { COLLABORATOR_MESSAGES, COLLABORATOR_ROLE_LABELS, MESSAGES, type DeckRole } from '@podium/shared';
import { Button, ButtonLink } from '../../components/Button';
import { useSession } from '../../session/SessionContext';

/** AccessChangedView; `role` is the viewer's role now (null: no access at all). */
export function AccessChangedView({ role, deckPath }: { role: DeckRole | null; deckPath: string }) {
  const { user } = useSession();
  return (
    <div className="page" data-testid="editor-access-changed" role="alert">
      <title>Editor closed · Podium</title>
      <div className="base-view card">
        <p className="eyebrow">Editor closed</p>
        <h1>{role ? 'Your access to this deck changed' : COLLABORATOR_MESSAGES.accessRemoved}</h1>
        <p className="muted">
          {role && role !== 'owner'
            ? `A manager of this deck changed your access: you may now ${COLLABORATOR_ROLE_LABELS[role].description.toLowerCase()}, but no longer edit it.`
            : 'A manager of this deck removed you from its collaborators. Ask them to invite you again if this was a mistake.'}
        </p>
        <div className="row base-view__actions">
          {role && <ButtonLink to={deckPath} variant="primary">Open the deck</ButtonLink>}
          <ButtonLink to={user ? `/${user.username}/decks_shared_with_me.html` : '/'}>Shared with me</ButtonLink>
        </div>
      </div>
    </div>
  );
}

/**
 * The editor closed because the server ended this browser's session. "Sign in" lets the app know it is signed out: the
 * route guard then opens the sign-in page, which leads back to the editor.
 */
export function SignedOutView() {
  const { setUser } = useSession();
  return (
    <div className="page" data-testid="editor-signed-out" role="alert">
      <title>Editor closed · Podium</title>
      <div className="base-view card">
        <p className="eyebrow">Editor closed</p>
        <h1>{MESSAGES.editorSignedOut}</h1>
        <p className="muted">{MESSAGES.editorSignedOutDetail}</p>
        <div className="row base-view__actions">
          <Button variant="primary" onClick={() => setUser(null)}>Sign in</Button>
        </div>
      </div>
    </div>
  );
}
