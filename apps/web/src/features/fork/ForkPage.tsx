/**
 * /decks/fork/{id}: forks the deck as soon as the page opens (signed-out visitors sign in first and come back here),
 * then the user lands on their profile, or on the deck-limit promotion; otherwise the page says what went wrong.
 */
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../session/SessionContext';
import { useForkDeck } from './useForkDeck';

/** ForkPage (inside RequireUser). */
export function ForkPage() {
  const { id } = useParams();
  const { user } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const fork = useForkDeck({ onFailed: setFailure });
  const started = useRef(false);
  const deckId = /^\d{1,10}$/.test(id ?? '') ? Number(id) : null;

  useEffect(() => {
    if (started.current || deckId === null) return;
    started.current = true;
    fork.mutate(deckId);
  }, [deckId, fork]);

  const message = deckId === null ? 'This is not a deck that can be copied.' : failure;
  return (
    <div className="page page--prose" data-testid="fork-page">
      <title>Make a copy · Podium</title>
      <div className="card">
        {message ? (
          <>
            <h1>Could not copy this deck</h1>
            <p className="muted" role="alert">{message}</p>
            <ButtonLink to={user ? `/${user.username}` : '/'} variant="primary">Back to my decks</ButtonLink>
          </>
        ) : (
          <>
            <h1>Making your copy…</h1>
            <Spinner label="Copying the deck" />
          </>
        )}
      </div>
    </div>
  );
}
