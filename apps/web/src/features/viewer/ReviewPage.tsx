/**
 * Review (/{username}/{slug}/review): the deck in the player with the current slide's position and speaker notes
 * beside it (notes only when the deck shares them or the viewer owns it), a way into the editor at that slide, and the
 * slide's comments (read, start, reply, resolve, live as others comment).
 */
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { routeDeckFallback, useRouteDeck } from '../decks';
import { useSession } from '../../session/SessionContext';
import { PlayerFrame, sendToPlayer } from './PlayerFrame';
import { CommentsProvider, CommentsPanel, slideHashAt, slideLabelAt, slideLabelIn, slidePositionOf, type SlidesOnly } from '../comments';
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
  const frame = useRef<HTMLIFrameElement | null>(null);
  const token = useSearchParams()[0].get('token');

  const fallback = routeDeckFallback(deck, 'Review');
  if (fallback || !deck.data) return fallback;
  const data = deck.data as typeof deck.data & { document?: unknown };
  const isOwner = user?.id === data.user.id;
  const notes = data.share_notes || isOwner ? notesAt(data.document, slide) : '';
  const doc: SlidesOnly = (data.document as SlidesOnly | undefined) ?? { slides: [] };
  const hash = slideHashAt(doc, slide.indexh, slide.indexv);
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
            frameRef={frame}
            onEvent={(event) => {
              if (event.eventName === 'slidechanged' || event.eventName === 'ready') setSlide(event.state);
            }}
          />
        </div>
        <div className="review__side">
          <aside className="review__notes" aria-label="Slide details">
            <h2 data-testid="review-position">{slideLabelAt(slide.indexh, slide.indexv)}</h2>
            <p data-testid="review-notes" className={notes ? '' : 'muted'}>{notes || 'No speaker notes on this slide.'}</p>
            {isOwner && (
              <ButtonLink to={`${deckPath(data, 'edit')}${slideHash(slide)}`} variant="primary" size="sm">
                Edit this slide
              </ButtonLink>
            )}
          </aside>
          <div className="review__comments">
            <CommentsProvider deckId={data.id} token={token} owner={{ username: data.user.username, name: data.user.name ?? null }}>
              <CommentsPanel
                slide={hash ? { hash, label: slideLabelAt(slide.indexh, slide.indexv) } : null}
                slideLabel={(other) => slideLabelIn(doc, other)}
                onGoToSlide={(other) => {
                  const at = slidePositionOf(doc, other);
                  if (at) sendToPlayer(frame.current, 'slide', [at.h, at.v]);
                }}
                canComment={Boolean(user)}
              />
            </CommentsProvider>
          </div>
        </div>
      </div>
    </div>
  );
}
