/** /{username}: the user's picture, name and decks (owners see all of theirs, others only public ones). */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { genericMessage, type UserJson } from '@podium/shared';
import { ApiError } from '../../api/client';
import { fetchUser } from '../../api/users';
import { Avatar } from '../../components/Avatar';
import { Button, ButtonLink } from '../../components/Button';
import { LoadingView, NotFoundView } from '../../components/PageStates';
import { useSession } from '../../session/SessionContext';
import { DeckGrid } from '../decks';
import { OwnerTabs } from './OwnerTabs';
import { ImportButton, ImportDropZone, ImportStatus, useImportFlow, type ImportFlow, useResumeImport } from '../import';
import './ProfilePage.css';
import { NewDeckButton } from '../templates';

/** Query for one user's public profile. */
export function useProfile(username: string) {
  return useQuery({
    queryKey: ['user', username.toLowerCase()],
    queryFn: ({ signal }) => fetchUser(username, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** Profile page. */
export function ProfilePage() {
  const { username = '' } = useParams();
  const { user } = useSession();
  const profile = useProfile(username);
  const importFlow = useImportFlow();
  useResumeImport(importFlow, !!user && user.username.toLowerCase() === username.toLowerCase());

  if (profile.isPending) return <LoadingView label="Loading profile…" />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <NotFoundView what="user" />;
    return (
      <div className="page">
        <p className="alert alert--error" role="alert">
          {genericMessage()}
        </p>
        <Button onClick={() => void profile.refetch()}>Try again</Button>
      </div>
    );
  }
  const owner = profile.data;
  const isOwner = user?.id === owner.id;
  const page = (
    <>
      <title>{`${owner.name || owner.username} · Podium`}</title>
      <ProfileHeader owner={owner} isOwner={isOwner} importFlow={importFlow} />
      {isOwner && <ImportStatus flow={importFlow} username={owner.username} />}
      {isOwner && <OwnerTabs username={owner.username} current="decks" />}
      <DeckGrid
        username={owner.username}
        isOwner={isOwner}
        label={`Decks by ${owner.username}`}
        empty={<ProfileEmpty owner={owner} isOwner={isOwner} importFlow={importFlow} />}
      />
    </>
  );
  // Owners can drop a file anywhere on their profile to import it as a new deck.
  return isOwner
    ? <ImportDropZone flow={importFlow} className="page profile">{page}</ImportDropZone>
    : <div className="page profile">{page}</div>;
}

function ProfileHeader({ owner, isOwner, importFlow }: { owner: UserJson; isOwner: boolean; importFlow: ImportFlow }) {
  return (
    <header className="profile__header">
      <Avatar username={owner.username} name={owner.name} src={owner.thumbnail_url} size={88} />
      <div className="profile__identity">
        <h1 className="profile__name">{owner.name || owner.username}</h1>
        {owner.name && <p className="profile__username">@{owner.username}</p>}
      </div>
      {isOwner && (
        <div className="profile__actions">
          <ButtonLink to="/users/edit" size="sm">
            Edit profile
          </ButtonLink>
          <ImportButton flow={importFlow} testId="profile-import" />
          <NewDeckButton size="sm" testId="profile-new-deck" />
        </div>
      )}
    </header>
  );
}

function ProfileEmpty({ owner, isOwner, importFlow }: { owner: UserJson; isOwner: boolean; importFlow: ImportFlow }) {
  return (
    <div className="empty-state" data-testid="profile-empty">
      {isOwner ? (
        <>
          <h2>Your first deck is one click away</h2>
          <p>Decks you create show up here. Start from a blank deck and pick a theme later, or bring one in: import a file or drop it on this page.</p>
          <div className="profile__empty-actions">
            <NewDeckButton testId="profile-empty-new-deck" />
            <ImportButton flow={importFlow} size="md" testId="profile-empty-import" label="Import a file" />
          </div>
        </>
      ) : (
        <>
          <h2>No public decks yet</h2>
          <p>{owner.name || owner.username} hasn’t shared any decks publicly.</p>
        </>
      )}
    </div>
  );
}
