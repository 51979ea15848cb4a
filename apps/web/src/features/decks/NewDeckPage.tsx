/**
 * /{username}/new?theme_color=…|theme_id=…: creates a deck for the signed-in owner of that username, shows a
 * "Creating deck…" loader, then opens the editor. Anyone else is sent to sign in.
 */
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { TIMERS, V1_THEME_COLORS, genericMessage, type V1ThemeColor } from '@podium/shared';
import { createDeck } from '../../api/decks';
import { Button, ButtonLink } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../session/SessionContext';
import { deckBySlugKey, deckListKey } from './useDeckList';
import './NewDeckPage.css';
import { deckLimitPath, isDeckLimit } from '../../api/templates';

function themeFromQuery(params: URLSearchParams): { theme_color?: V1ThemeColor; theme_id?: number } {
  const color = params.get('theme_color');
  const id = Number.parseInt(params.get('theme_id') ?? '', 10);
  return {
    ...(color && (V1_THEME_COLORS as readonly string[]).includes(color) ? { theme_color: color as V1ThemeColor } : {}),
    ...(Number.isInteger(id) && id > 0 ? { theme_id: id } : {}),
  };
}

/** New-deck page. */
export function NewDeckPage() {
  const { username = '' } = useParams();
  const { user } = useSession();
  const location = useLocation();
  const isOwner = !!user && user.username.toLowerCase() === username.toLowerCase();

  if (!isOwner) {
    const returnTo = user ? `/${user.username}/new${location.search}` : `${location.pathname}${location.search}`;
    return <Navigate to={`/users/sign_in?return_to=${encodeURIComponent(returnTo)}`} replace />;
  }
  return <CreateDeck username={user.username} />;
}

function CreateDeck({ username }: { username: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);
  const [slow, setSlow] = useState(false);
  const create = useMutation({
    mutationFn: () => createDeck(themeFromQuery(params)),
    onSuccess: (deck) => {
      void queryClient.invalidateQueries({ queryKey: deckListKey(username) });
      // The editor can show the new deck at once instead of searching the owner's list for it.
      queryClient.setQueryData(deckBySlugKey(deck.user.username, deck.slug), deck);
      navigate(`/${deck.user.username}/${deck.slug}/edit`, { replace: true });
    },
    // The plan's deck limit opens its promotion (as a fork's does); anything else is the generic message.
    onError: (error) => (isDeckLimit(error) ? void navigate(deckLimitPath(username), { replace: true }) : setFailed(genericMessage())),
  });
  const { mutate } = create;

  useEffect(() => {
    // One POST per visit, even when React re-runs effects in development.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  useEffect(() => {
    // SPEC §9 hides the creating-deck loader after 4 s; we keep the spinner but say that it is taking a while.
    const timer = window.setTimeout(() => setSlow(true), TIMERS.creatingDeckLoaderHiddenMs);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div className="page new-deck">
      <title>New deck · Podium</title>
      {failed ? (
        <div className="new-deck__panel" role="alert">
          <h1>Your deck wasn’t created</h1>
          <p className="muted">{failed}</p>
          <div className="row" style={{ justifyContent: 'center' }}>
            <ButtonLink to={`/${username}`}>Back to profile</ButtonLink>
            <Button
              variant="primary"
              onClick={() => {
                setFailed(null);
                mutate();
              }}
            >
              Try again
            </Button>
          </div>
        </div>
      ) : (
        <div className="new-deck__panel" data-testid="creating-deck" aria-live="polite">
          <Spinner size="lg" label="Creating deck…" />
          <h1>Creating deck…</h1>
          <p className="muted">{slow ? 'This is taking longer than usual. Hang on…' : 'Setting up your first slide.'}</p>
        </div>
      )}
    </div>
  );
}
