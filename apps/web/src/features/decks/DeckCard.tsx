/** A deck in a grid: colour-theme thumbnail placeholder (or the real thumbnail), title and view count. */
import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { COLLABORATOR_ROLE_LABELS, deckRoleCan, formatViewCount, type DeckCardJson, type DeckRole } from '@podium/shared';
import { swatchFor } from '@podium/deck';
import { ThumbnailPreview, isPhoneOrTablet } from '../viewer';
import { DeckCardActions } from './DeckCardActions';
import { KudosCount } from '../kudos';
import { firstSlideOf } from './firstSlide';
import './DeckCard.css';

// The deck's first slide drawn small: loaded lazily so the deck list does not carry the block renderer in its first chunk.
const SlidePicture = lazy(() => import('../../components/SlidePicture'));

// Decided once per page load: the device does not change under a running page.
const PHONE_OR_TABLET = typeof window !== 'undefined' && isPhoneOrTablet();
const VISIBILITY_LABELS = { self: 'Private', team: 'Team', all: null } as const;

/**
 * DeckCard; owners also get an Edit shortcut and the lifecycle buttons. The whole card is clickable through the title
 * link (a trashed deck is not opened: it is recovered first).
 */
export function DeckCard({ deck, isOwner, lifecycle = 'active', sharedRole }: {
  deck: DeckCardJson; isOwner: boolean; lifecycle?: 'active' | 'trashed';
  /** On "Shared with me": the viewer's collaborator role (shown with the owner; editors get the Edit shortcut). */
  sharedRole?: DeckRole;
}) {
  const trashed = lifecycle === 'trashed';
  const canEdit = isOwner || (sharedRole !== undefined && deckRoleCan(sharedRole, 'edit'));
  const swatch = swatchFor(deck.theme_color);
  const path = `/${deck.user.username}/${deck.slug}`;
  const visibility = VISIBILITY_LABELS[deck.visibility];
  return (
    <li className="deck-card" data-testid="profile-deck-card" data-deck-id={deck.id}>
      <div className="deck-card__media">
        <div className="deck-card__thumb" style={{ background: swatch.background, color: swatch.accent }} aria-hidden="true">
          {deck.thumbnail_url ? <img src={deck.thumbnail_url} alt="" loading="lazy" /> : <FirstSlide deck={deck} />}
        </div>
        {!PHONE_OR_TABLET && !trashed && <ThumbnailPreview deck={deck} />}
      </div>
      <div className="deck-card__body">
        <h3 className="deck-card__title">
          {trashed ? deck.title : (
            <Link to={path} className="deck-card__link">
              {deck.title}
            </Link>
          )}
        </h3>
        <p className="deck-card__meta">
          <span>{formatViewCount(deck.view_count)}</span>
          {deck.kudos_count !== undefined && <KudosCount count={deck.kudos_count} />}
          {visibility && <span className="deck-card__badge">{visibility}</span>}
        </p>
        {sharedRole && sharedRole !== 'owner' && (
          <p className="deck-card__meta" data-testid="deck-card-shared">
            <span>by {deck.user.name || deck.user.username}</span>
            <span className="deck-card__badge">{COLLABORATOR_ROLE_LABELS[sharedRole].label}</span>
          </p>
        )}
        {isOwner && <DeckCardActions deck={deck} lifecycle={lifecycle} />}
      </div>
      {canEdit && !trashed && (
        <Link to={`${path}/edit`} className="deck-card__edit" aria-label={`Edit ${deck.title}`}>
          Edit
        </Link>
      )}
    </li>
  );
}

/** The first slide drawn small, or the title while it loads or when the list carries no slide. */
function FirstSlide({ deck }: { deck: DeckCardJson }) {
  const slide = useMemo(() => firstSlideOf(deck), [deck]);
  const title = <span className="deck-card__thumb-title">{deck.title}</span>;
  if (!slide) return title;
  return (
    <Suspense fallback={title}>
      <SlidePicture
        slide={slide} color={deck.theme_color} font={deck.theme_font} width={deck.width} height={deck.height}
        className="deck-card__slide" testId="deck-card-slide"
      />
    </Suspense>
  );
}

/** A grey placeholder in the shape of a DeckCard, shown while a page of decks loads. */
export function DeckCardSkeleton() {
  return (
    <li className="deck-card deck-card--skeleton" aria-hidden="true">
      <div className="deck-card__thumb skeleton" />
      <div className="deck-card__body">
        <div className="skeleton" style={{ height: 18, width: '70%' }} />
        <div className="skeleton" style={{ height: 14, width: '40%', marginTop: 8 }} />
      </div>
    </li>
  );
}
