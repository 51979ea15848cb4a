/**
 * The deck thumbnail widget's inline preview (SPEC §2, §4): Preview swaps the thumbnail for the deck's fullscreen view
 * (loading indicator until the player is ready); starting one preview stops the others; Fullscreen and Open deck
 * (at the previewed slide) from there. The preview buttons are hidden on phones and tablets.
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { DeckCardJson } from '@podium/shared';
import { Spinner } from '../../components/Spinner';
import { PlayerFrame, enterFullscreen } from './PlayerFrame';
import './viewer.css';
import { deckPath, slideHash, THUMBNAIL_PREVIEW_QUERY, type SlideState } from './playerMessages';
import { setActivePreview, useActivePreview } from './previewStore';

/** The preview toggle and, while active, the playing preview over the card's thumbnail. */
export function ThumbnailPreview({ deck }: { deck: DeckCardJson }) {
  const playing = useActivePreview() === deck.id;
  const [ready, setReady] = useState(false);
  const [slide, setSlide] = useState<SlideState>({ indexh: 0, indexv: 0 });
  const box = useRef<HTMLDivElement | null>(null);

  const toggle = () => {
    setReady(false);
    setSlide({ indexh: 0, indexv: 0 });
    setActivePreview(playing ? null : deck.id);
  };
  return (
    <>
      {playing && (
        <div ref={box} className="thumb-preview" data-testid="thumb-preview" aria-busy={!ready}>
          {!ready && <Spinner label="Loading preview…" className="thumb-preview__spinner" size="lg" />}
          <PlayerFrame
            src={`${deckPath(deck, 'fullscreen')}?${THUMBNAIL_PREVIEW_QUERY}`}
            title={`${deck.title} (preview)`}
            className="thumb-preview__frame"
            onEvent={(event) => {
              if (event.eventName === 'ready') setReady(true);
              if (event.eventName === 'ready' || event.eventName === 'slidechanged') setSlide(event.state);
            }}
          />
        </div>
      )}
      <div className="thumb-preview__actions">
        <button type="button" className="thumb-preview__button" onClick={toggle} aria-pressed={playing} aria-label={`Preview ${deck.title}`} data-testid="thumb-preview-toggle">
          {playing ? 'Stop' : 'Preview'}
        </button>
        {playing && (
          <>
            <button type="button" className="thumb-preview__button" onClick={() => void enterFullscreen(box.current)} aria-label="Preview in fullscreen" data-testid="thumb-preview-fullscreen">
              Fullscreen
            </button>
            <Link to={`${deckPath(deck)}${slideHash(slide)}`} className="thumb-preview__button" aria-label={`Open ${deck.title} at this slide`} data-testid="thumb-preview-open">
              Open
            </Link>
          </>
        )}
      </div>
    </>
  );
}
