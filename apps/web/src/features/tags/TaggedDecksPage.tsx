/** /{username}/decks/{tag}: the decks a user labelled with one of their tags, as the viewer may see them. */
import { useParams } from 'react-router';
import { Link } from 'react-router';
import { useSession } from '../../session/SessionContext';
import { DeckGrid } from '../decks';

/** TaggedDecksPage. */
export function TaggedDecksPage() {
  const { username = '', tag = '' } = useParams();
  const { user } = useSession();
  const isOwner = user?.username.toLowerCase() === username.toLowerCase();
  return (
    <div className="page">
      <title>{`#${tag} · ${username} · Podium`}</title>
      <header className="page__header">
        <div>
          <h1>#{tag}</h1>
          <p className="muted">Decks by <Link to={`/${username}`}>{username}</Link> tagged “{tag}”</p>
        </div>
      </header>
      <DeckGrid
        username={username}
        tag={tag}
        isOwner={isOwner}
        label={`Decks tagged ${tag}`}
        empty={<p className="muted" data-testid="tag-page-empty">No decks you can see carry this tag.</p>}
      />
    </div>
  );
}
