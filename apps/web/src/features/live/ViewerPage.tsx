/**
 * Live client `/d/{id}/live`: the deck follows the presenter (slide, fragment, black screen, overview, laser pointer,
 * drawings). Joining late or reconnecting lands on the current state at once: the join reply carries the snapshot.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { slideKeyOf, type StreamJson } from '@podium/shared';
import { DeckStage } from './DeckStage';
import { FrameSync } from './frameSync';
import { FOLLOWER_CONFIG, playerSrc, type RevealFrame } from './revealFrame';
import { useLiveStream } from './useLiveStream';

const STATUS_TEXT = {
  connecting: 'Connecting to the presentation…',
  reconnecting: 'Connection lost. Reconnecting…',
  refused: 'This live presentation is not available.',
} as const;

/** The audience screen (`deckToken`: the share link that opened it, which the socket and the player need too). */
export function ViewerScreen({ stream, deckToken }: { stream: StreamJson; deckToken?: string }) {
  const { deck } = stream;
  const { view } = useLiveStream(deck.id, { deckToken });
  const sync = useRef<FrameSync | null>(null);
  const [ready, setReady] = useState(0);
  const latest = useRef(view.state);
  latest.current = view.state;

  const onReady = useCallback((frame: RevealFrame) => {
    // The audience follows; its own keys, touch and controls would only fight the presenter.
    frame.call('configure', FOLLOWER_CONFIG);
    sync.current?.dispose();
    sync.current = new FrameSync(frame);
    setReady((n) => n + 1);
  }, []);
  useEffect(() => () => sync.current?.dispose(), []);

  useEffect(() => {
    if (latest.current && sync.current) void sync.current.apply(latest.current);
  }, [view.stateSeq, ready]);

  const state = view.state;
  const strokes = state ? view.slideData[slideKeyOf(state)] ?? [] : [];
  const banner = view.status !== 'live' ? STATUS_TEXT[view.status] : !state ? 'Waiting for the presenter to start…' : null;
  return (
    <div className="live-page live-page--viewer" data-testid="live-viewer" data-status={view.status}
      data-indexh={state?.indexh} data-indexv={state?.indexv} data-indexf={state?.indexf ?? undefined}>
      <title>{`${deck.title} · Live · Podium`}</title>
      <header className="live-bar live-bar--viewer">
        <span className="live-bar__title">{deck.title}</span>
        <span className="muted">by <Link to={`/${deck.username}`}>{deck.author}</Link></span>
        <span className={`live-badge live-badge--${view.status === 'live' && state ? 'live' : 'connecting'}`}>
          {view.status !== 'live' ? 'Offline' : state ? 'Live' : 'Not started'}
        </span>
      </header>
      <div className="live-page__body">
        <DeckStage src={playerSrc(deck.player_url, deckToken ? { token: deckToken } : {})} title={deck.title} deckSize={deck} onReady={onReady}
          pointer={view.pointer} strokes={strokes} blockInput testId="viewer-stage" />
        {banner && <p className="live-page__banner" role="status" data-testid="live-banner">{banner}</p>}
      </div>
    </div>
  );
}
