/** /{username}: the user's picture, name and decks (owners see all of theirs, others only public ones). */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { genericMessage, type UserJson } from '@podium/shared';
import { ApiError } from '../../api/client';
import { fetchUser } from '../../api/users';
import { Avatar } from '../../components/Avatar';
import { Button, ButtonLink } from '../../components/Button';
import { LoadingView, NotFoundView } from '../../routes/views';
import { useSession } from '../../session/SessionContext';
import { DeckGrid } from '../decks/DeckGrid';
import { OwnerTabs } from './OwnerTabs';
import './ProfilePage.css';

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
  return (
    <div className="page profile">
      <title>{`${owner.name || owner.username} · Podium`}</title>
      <ProfileHeader owner={owner} isOwner={isOwner} />
      {isOwner && <OwnerTabs username={owner.username} current="decks" />}
      <DeckGrid
        username={owner.username}
        isOwner={isOwner}
        label={`Decks by ${owner.username}`}
        empty={<ProfileEmpty owner={owner} isOwner={isOwner} />}
      />
    </div>
  );
}

function ProfileHeader({ owner, isOwner }: { owner: UserJson; isOwner: boolean }) {
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
          <ButtonLink to={`/${owner.username}/new`} variant="primary" size="sm" testId="profile-new-deck">
            New deck
          </ButtonLink>
        </div>
      )}
    </header>
  );
}

function ProfileEmpty({ owner, isOwner }: { owner: UserJson; isOwner: boolean }) {
  return (
    <div className="empty-state" data-testid="profile-empty">
      {isOwner ? (
        <>
          <h2>Your first deck is one click away</h2>
          <p>Decks you create show up here. Start from a blank deck and pick a theme later.</p>
          <ButtonLink to={`/${owner.username}/new`} variant="primary" testId="profile-empty-new-deck">
            New deck
          </ButtonLink>
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
