/** The listing pages of SPEC §2: /{user}/decks.html, decks_trashed.html, decks_shared_with_me.html, deck_limit_reached.html. */
import { Navigate, useParams } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { useSession } from '../../session/SessionContext';
import { OwnerTabs } from '../profile';
import { DeckGrid } from './DeckGrid';
import { SharedDeckGrid } from './SharedDeckGrid';
import { ImportButton, ImportDropZone, ImportStatus, useImportFlow, useResumeImport } from '../import';
import { NewDeckButton } from '../templates';

/** True when the signed-in user owns the :username of the route. */
function useIsRouteOwner(): { username: string; isOwner: boolean } {
  const { username = '' } = useParams();
  const { user } = useSession();
  return { username, isOwner: !!user && user.username.toLowerCase() === username.toLowerCase() };
}

/** /{user}/decks.html: every deck the viewer may see. */
export function DecksListingPage() {
  const { username, isOwner } = useIsRouteOwner();
  const importFlow = useImportFlow();
  useResumeImport(importFlow, isOwner);
  const page = (
    <>
      <title>{`Decks by ${username} · Podium`}</title>
      <div className="page__header">
        <h1>{isOwner ? 'My decks' : `Decks by ${username}`}</h1>
        {isOwner && (
          <div className="row">
            <ImportButton flow={importFlow} testId="listing-import" />
            <NewDeckButton size="sm" />
          </div>
        )}
      </div>
      {isOwner && <ImportStatus flow={importFlow} username={username} />}
      {isOwner && <OwnerTabs username={username} current="decks" />}
      <DeckGrid
        username={username}
        isOwner={isOwner}
        label={`Decks by ${username}`}
        empty={
          <div className="empty-state" data-testid="profile-empty">
            <h2>No decks here yet</h2>
            <p>{isOwner ? 'Decks you create or import show up here.' : 'There are no public decks to show.'}</p>
          </div>
        }
      />
    </>
  );
  // Owners can drop a file anywhere on their deck list to import it as a new deck.
  return isOwner ? <ImportDropZone flow={importFlow} className="page">{page}</ImportDropZone> : <div className="page">{page}</div>;
}

/** /{user}/decks_trashed.html: the owner's trashed decks. */
export function TrashedDecksPage() {
  const { username, isOwner } = useIsRouteOwner();
  if (!isOwner) return <Navigate to={`/users/sign_in?return_to=${encodeURIComponent(`/${username}/decks_trashed.html`)}`} replace />;
  return (
    <div className="page">
      <title>Trash · Podium</title>
      <div className="page__header">
        <h1>Trash</h1>
      </div>
      <OwnerTabs username={username} current="trashed" />
      <DeckGrid
        username={username}
        isOwner
        lifecycle="trashed"
        label="Trashed decks"
        empty={
          <div className="empty-state" data-testid="trash-empty">
            <h2>Trash is empty</h2>
            <p>Decks you delete wait here, so you can recover them if you change your mind.</p>
          </div>
        }
      />
    </div>
  );
}

/** /{user}/decks_shared_with_me.html: decks others invited this user to collaborate on. */
export function SharedDecksPage() {
  const { username, isOwner } = useIsRouteOwner();
  if (!isOwner) return <Navigate to={`/users/sign_in?return_to=${encodeURIComponent(`/${username}/decks_shared_with_me.html`)}`} replace />;
  return (
    <div className="page">
      <title>Shared with me · Podium</title>
      <div className="page__header">
        <h1>Shared with me</h1>
      </div>
      <OwnerTabs username={username} current="shared" />
      <SharedDeckGrid />
    </div>
  );
}

/** /{user}/deck_limit_reached.html: the promotion shown when a plan's deck limit stops a new deck or fork. */
export function DeckLimitReachedPage() {
  const { username } = useIsRouteOwner();
  return (
    <div className="page page--prose">
      <title>Deck limit reached · Podium</title>
      <div className="card promo">
        <p className="eyebrow">Upgrade</p>
        <h1>You’ve reached your deck limit</h1>
        <p className="muted">
          Your current plan has room for no more decks. Upgrade for unlimited decks, private decks and links, custom CSS and more — or
          move a deck you no longer need to the trash.
        </p>
        <div className="row">
          <ButtonLink to="/account/upgrade" variant="primary">
            See plans
          </ButtonLink>
          <ButtonLink to={`/${username}`}>Back to my decks</ButtonLink>
        </div>
      </div>
    </div>
  );
}
