/**
 * The deck show page (/{username}/{slug}): the deck playing in the sandboxed player, its title and author, the
 * actions that exist (fullscreen, share, visibility, export and edit at the current slide), the recorded talk when
 * there is one (the deck follows it), tags, pills and related decks. At 1440×900 the stage leaves room for the title row and its actions without scrolling.
 */
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { deckRoleCan } from '@podium/shared';
import { Button, ButtonLink } from '../../components/Button';
import { useSession } from '../../session/SessionContext';
import { useRouteDeck, routeDeckFallback } from '../decks';
import { PlayerFrame, enterFullscreen } from './PlayerFrame';
import { deckPath, slideFromHash, slideHash, type SlideState } from './playerMessages';
import { NavigationInstructions, SummaryPill, VerticalInstructions } from './Pills';
import { hasSlidesBelow } from './instructions';
import { RelatedDecks } from './RelatedDecks';
import { DeckTags } from '../tags';
import { DeckShareActions, useDeckAccess } from '../sharing';
import { VisibilityControl } from './VisibilityControl';
import { KudosButton } from '../kudos';
import { ForkButton } from '../fork';
import { useGenericQueryTimers } from './useGenericQueryTimers';
import { usePlayerKeys } from './usePlayerKeys';
import { RecordedTalk } from './RecordedTalk';
import './viewer.css';

/** The show page. */
export function DeckShowPage() {
  const deck = useRouteDeck();
  const { user } = useSession();
  useGenericQueryTimers();
  // The deep link the page was opened with (#/h/v) goes to the player once; afterwards the player drives the hash.
  const [initialHash] = useState(() => window.location.hash);
  const [slide, setSlide] = useState<SlideState>(() => slideFromHash(initialHash));
  const [navigated, setNavigated] = useState(false);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  usePlayerKeys(frame);
  // Collaborators who may edit (admins, editors, a team's editing default) get Edit and Export too: their role is asked for.
  const ownDeck = Boolean(deck.data && user?.id === deck.data.user.id);
  const access = useDeckAccess(deck.data?.id ?? 0, { enabled: Boolean(deck.data) && !ownDeck, token: search.get('token'), retry: false });

  const fallback = routeDeckFallback(deck, 'Deck');
  if (fallback || !deck.data) return fallback;
  const token = search.get('token');

  const data = deck.data;
  const isOwner = ownDeck;
  const canEdit = isOwner || Boolean(access.data && deckRoleCan(access.data.role, 'edit'));
  const author = data.user.name || data.user.username;
  const hash = slideHash(slide);
  const onSlide = (state: SlideState) => {
    setSlide(state);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${slideHash(state)}`);
  };
  return (
    <div className="page viewer-page" data-testid="deck-show">
      <title>{`${data.title} · Podium`}</title>
      <div className="viewer-stage" style={{ aspectRatio: `${data.width} / ${data.height}` }}>
        <PlayerFrame
          frameRef={frame}
          src={`${deckPath(data, 'fullscreen')}?${new URLSearchParams({ ...(token ? { token } : {}), postMessageEvents: 'true' })}${initialHash}`}
          title={`${data.title} (slides)`}
          className="viewer-stage__frame"
          testId="deck-player"
          onEvent={(event) => {
            if (event.eventName === 'slidechanged') setNavigated(true);
            if (event.eventName === 'slidechanged' || event.eventName === 'ready') onSlide(event.state);
          }}
        />
        <SummaryPill title={data.title} author={author} slideCount={data.slide_count} viewCount={data.view_count} />
        <NavigationInstructions signedIn={Boolean(user)} slideCount={data.slide_count} navigated={navigated} />
        <VerticalInstructions
          signedIn={Boolean(user)}
          slideCount={data.slide_count}
          slidesBelow={slide.indexv === 0 && hasSlidesBelow((data as { document?: unknown }).document, slide.indexh)}
        />
      </div>
      <RecordedTalk deckId={data.id} frame={frame} token={token} />
      <div className="viewer-info">
        <div className="viewer-info__text">
          <h1 className="viewer-info__title" data-testid="deck-title">{data.title}</h1>
          <p className="viewer-info__meta">
            by <Link to={`/${data.user.username}`} data-testid="deck-author">{author}</Link>
          </p>
        </div>
        <div className="viewer-info__actions" role="toolbar" aria-label="Deck actions">
          <KudosButton deckId={data.id} />
          <ButtonLink to={`${deckPath(data, 'review')}${hash}`} testId="deck-comment">Comment</ButtonLink>
          <Button
            testId="deck-fullscreen"
            onClick={() => void enterFullscreen(frame.current).then((ok) => ok || window.open(`${deckPath(data, 'fullscreen')}${hash}`, '_blank', 'noopener'))}
          >
            Fullscreen
          </Button>
          <DeckShareActions deck={data} getSlide={() => slide} onVisibilityChanged={(next) => {
            if (next.slug !== data.slug) void navigate(`/${data.user.username}/${next.slug}`, { replace: true });
            else void deck.refetch();
          }} />
          <VisibilityControl deck={data} owner={isOwner ? user : null} />
          <ForkButton deck={data} />
          {canEdit && (
            <ButtonLink to={deckPath(data, 'export')} testId="deck-export-link">
              Export
            </ButtonLink>
          )}
          {canEdit && (
            <ButtonLink to={`${deckPath(data, 'edit')}${hash}`} variant="primary" testId="deck-edit">
              Edit
            </ButtonLink>
          )}
        </div>
      </div>
      <DeckTags deck={data} isOwner={isOwner} />
      <RelatedDecks deck={data} />
    </div>
  );
}
