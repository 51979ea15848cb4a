/**
 * Deck screens under /{username}/{slug}[/suffix]. The viewer, editor, presenter and friends are separate issues; until
 * they land each route shows the deck's title in a base view so links into them already work.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatViewCount } from '@podium/shared';
import { findDeckBySlug } from '../../api/decks';
import { ButtonLink } from '../../components/Button';
import { useSession } from '../../session/SessionContext';
import { swatchFor } from '@podium/deck';
import { deckBySlugKey } from './useDeckList';
import { DeckShareActions } from '../sharing/DeckShareActions';
import { passwordLinkId } from '../sharing/LinkPasswordGate';
import { routeDeckFallback } from './routeDeckFallback';
import './DeckPage.css';

export type DeckScreen = 'show' | 'edit' | 'review' | 'embed' | 'live' | 'kiosk' | 'fullscreen' | 'export' | 'preview';

const SCREEN_NAMES: Record<DeckScreen, string> = {
  show: 'Deck',
  edit: 'Editor',
  review: 'Review',
  embed: 'Embed',
  live: 'Live presentation',
  kiosk: 'Kiosk',
  fullscreen: 'Fullscreen',
  export: 'Export',
  preview: 'Revision preview',
};

/** The deck of the current route, looked up by owner and slug. */
export function useRouteDeck() {
  const { username = '', deckslug = '' } = useParams();
  const token = useSearchParams()[0].get('token');
  return useQuery({
    queryKey: token ? [...deckBySlugKey(username, deckslug), token] : deckBySlugKey(username, deckslug),
    queryFn: ({ signal }) => findDeckBySlug(username, deckslug, signal, token),
    retry: (count, error) => passwordLinkId(error) === null && count < 2,
  });
}

/** A deck screen placeholder showing the deck's title. */
export function DeckPage({ screen }: { screen: DeckScreen }) {
  const deck = useRouteDeck();
  const { user } = useSession();
  const navigate = useNavigate();

  const fallback = routeDeckFallback(deck, SCREEN_NAMES[screen]);
  if (fallback || !deck.data) return fallback;

  const data = deck.data;
  const isOwner = user?.id === data.user.id;
  const swatch = swatchFor(data.theme_color);
  const coming = screen === 'edit' ? 'The editor is coming.' : `The ${SCREEN_NAMES[screen].toLowerCase()} view is coming.`;
  return (
    <div className="page deck-page" data-testid={`deck-${screen}`}>
      <title>{`${data.title} · ${SCREEN_NAMES[screen]} · Podium`}</title>
      <div className="deck-page__stage" style={{ background: swatch.background, color: swatch.accent }}>
        <h1 className="deck-page__title" data-testid="deck-title">
          {data.title}
        </h1>
      </div>
      <div className="deck-page__info">
        <div>
          <p className="deck-page__screen">{SCREEN_NAMES[screen]}</p>
          <p className="deck-page__meta">
            by <Link to={`/${data.user.username}`}>{data.user.name || data.user.username}</Link> · {formatViewCount(data.view_count)}
          </p>
          <p className="muted">{coming}</p>
        </div>
        <div className="row">
          {isOwner && screen !== 'edit' && (
            <ButtonLink to={`/${data.user.username}/${data.slug}/edit`} variant="primary">
              Edit deck
            </ButtonLink>
          )}
          <DeckShareActions deck={data} onVisibilityChanged={(next) => {
            if (next.slug !== data.slug) navigate(`/${data.user.username}/${next.slug}`, { replace: true });
            else void deck.refetch();
          }} />
          <ButtonLink to={`/${data.user.username}`}>Back to profile</ButtonLink>
        </div>
      </div>
    </div>
  );
}
