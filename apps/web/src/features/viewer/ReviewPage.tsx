/**
 * Review (/{username}/{slug}/review): the deck in the player with the current slide's position and speaker notes
 * beside it (notes only when the deck shares them or the viewer owns it), and a way into the editor at that slide.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { routeDeckFallback } from '../decks/routeDeckFallback';
import { useSession } from '../../session/SessionContext';
import { useRouteDeck } from '../decks/useRouteDeck';
import { PlayerFrame } from './PlayerFrame';
import { deckPath, slideFromHash, slideHash, type SlideState } from './playerMessages';
import { useGenericQueryTimers } from './useGenericQueryTimers';
import './viewer.css';

interface SlideNotes {
  notes?: string;
  children?: SlideNotes[];
}

/** The notes of the slide at a position in a deck document (empty when there are none). */
export function notesAt(document: unknown, { indexh, indexv }: SlideState): string {
  const column = (document as { slides?: SlideNotes[] } | undefined)?.slides?.[indexh];
  const slide = indexv ? column?.children?.[indexv - 1] : column;
  return slide?.notes ?? '';
}

/** The review screen. */
export function ReviewPage() {
  const deck = useRouteDeck();
  const { user } = useSession();
  useGenericQueryTimers();
  const [initialHash] = useState(() => window.location.hash);
  const [slide, setSlide] = useState<SlideState>(() => slideFromHash(initialHash));

  const fallback = routeDeckFallback(deck, 'Review');
  if (fallback || !deck.data) return fallback;
  const data = deck.data as typeof deck.data & { document?: unknown };
  const isOwner = user?.id === data.user.id;
  const notes = data.share_notes || isOwner ? notesAt(data.document, slide) : '';
  return (
    <div className="page viewer-page" data-testid="deck-review">
      <title>{`${data.title} · Review · Podium`}</title>
      <h1 className="viewer-info__title">Review: <Link to={deckPath(data)}>{data.title}</Link></h1>
      <div className="review">
        <div className="viewer-stage" style={{ aspectRatio: `${data.width} / ${data.height}` }}>
          <PlayerFrame
            src={`${deckPath(data, 'fullscreen')}?postMessageEvents=true${initialHash}`}
            title={`${data.title} (slides)`}
            className="viewer-stage__frame"
            testId="deck-player"
            onEvent={(event) => {
              if (event.eventName === 'slidechanged' || event.eventName === 'ready') setSlide(event.state);
            }}
          />
        </div>
        <aside className="review__notes" aria-label="Slide details">
          <h2 data-testid="review-position">Slide {slide.indexh + 1}{slide.indexv ? `.${slide.indexv + 1}` : ''}</h2>
          <p data-testid="review-notes" className={notes ? '' : 'muted'}>{notes || 'No speaker notes on this slide.'}</p>
          {isOwner && (
            <ButtonLink to={`${deckPath(data, 'edit')}${slideHash(slide)}`} variant="primary" size="sm">
              Edit this slide
            </ButtonLink>
          )}
        </aside>
      </div>
    </div>
  );
}
