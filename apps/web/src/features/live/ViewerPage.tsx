/**
 * Live client `/d/{id}/live`: the deck follows the presenter (slide, fragment, black screen, overview, laser pointer,
 * drawings). Joining late or reconnecting lands on the current state at once: the join reply carries the snapshot.
 * The audience asks questions beside the deck, votes in the open poll and sends reactions from the bar under it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { slideKeyOf, type StreamJson } from '@podium/shared';
import { Button } from '../../components/Button';
import { DeckStage } from './DeckStage';
import { FrameSync } from './frameSync';
import { FOLLOWER_CONFIG, playerSrc, type RevealFrame } from './revealFrame';
import { useLiveStream } from './useLiveStream';
import { AudienceQa } from './qa/AudienceQa';
import { PinnedQuestion } from './qa/QuestionItem';
import { ReactionBar } from './reactions/ReactionBar';
import { ReactionLayer } from './reactions/ReactionLayer';
import { AudiencePoll } from './polls/AudiencePoll';
import { currentPoll, frameResults } from './polls/pollState';

const STATUS_TEXT = {
  connecting: 'Connecting to the presentation…',
  reconnecting: 'Connection lost. Reconnecting…',
  refused: 'This live presentation is not available.',
} as const;

/** The audience screen (`deckToken`: the share link that opened it, which the socket and the player need too). */
export function ViewerScreen({ stream, deckToken }: { stream: StreamJson; deckToken?: string }) {
  const { deck } = stream;
  const { view, connection, dispatch } = useLiveStream(deck.id, { deckToken });
  const [qaOpen, setQaOpen] = useState(true);
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

  const pollResults = useMemo(() => frameResults(view.polls), [view.polls]);
  const poll = currentPoll(view.polls);
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
        <Button size="sm" variant="ghost" className="live-bar__end" aria-expanded={qaOpen} aria-controls="live-qa-panel"
          onClick={() => setQaOpen(!qaOpen)} testId="toggle-qa">
          {`Questions (${view.qa.questions.length})`}
        </Button>
      </header>
      <div className={`live-page__body${qaOpen || poll ? ' has-qa' : ''}`}>
        <div className="live-page__stage">
          <DeckStage src={playerSrc(deck.player_url, deckToken ? { token: deckToken } : {})} title={deck.title} deckSize={deck} onReady={onReady}
            pointer={view.pointer} strokes={strokes} pollResults={pollResults} blockInput testId="viewer-stage" />
          <ReactionLayer batches={view.reactions} />
          <PinnedQuestion question={view.qa.session?.pinned ?? null} />
          {banner && <p className="live-page__banner" role="status" data-testid="live-banner">{banner}</p>}
        </div>
        {(qaOpen || poll) && (
          <div className="live-page__side">
            <AudiencePoll polls={view.polls} live={view.status === 'live'} send={connection.current?.qa}
              dispatch={(update) => dispatch({ type: 'polls', update })} />
            <aside id="live-qa-panel" className="live-page__qa" aria-label="Audience questions" hidden={!qaOpen}>
              <AudienceQa qa={view.qa} live={view.status === 'live'} send={connection.current?.qa}
                dispatch={(update) => dispatch({ type: 'qa', update })} />
            </aside>
          </div>
        )}
      </div>
      <ReactionBar session={view.qa.session} live={view.status === 'live'} send={connection.current?.qa} />
    </div>
  );
}
