/**
 * Presenter view `/{user}/{slug}/live` (SPEC §2, present role of §6): the deck, streamed live to `/d/{id}/live`, with
 * laser pointer and pen, the viewer count, and the speaker view beside the deck or in a second window. The window is
 * opened only from a click (never blocked); if a blocker refuses it anyway, the speaker view opens in this tab.
 * `?speaker=1` is that second window: the speaker view alone, following and driving the same stream.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { slideKeyOf, type SlideDatum, type StreamJson, type StreamState } from '@podium/shared';
import { useNotify } from '../../components/notifications';
import { DeckStage, type LiveTool } from './DeckStage';
import { FrameSync } from './frameSync';
import { parseRevealState, playerSrc, type RevealFrame } from './revealFrame';
import { runCommand, SpeakerPanel } from './SpeakerPanel';
import { PresenterToolbar } from './PresenterToolbar';
import { useCommandKeys, type LiveCommand } from './useCommandKeys';
import { useLiveStream } from './useLiveStream';
import { PinnedQuestion } from './qa/QuestionItem';
import { ReactionLayer } from './reactions/ReactionLayer';
import { PollControls } from './polls/PollControls';
import { frameResults } from './polls/pollState';

/** The presenter screen for a deck the user may present (the route element checks that). */
export function PresenterScreen({ stream }: { stream: StreamJson }) {
  const [search] = useSearchParams();
  const speakerOnly = search.get('speaker') === '1';
  const { deck } = stream;
  const { view, connection, dispatch } = useLiveStream(deck.id);
  const notify = useNotify();
  const [tool, setTool] = useState<LiveTool>('none');
  const [penColor, setPenColor] = useState('#e03131');
  const [panel, setPanel] = useState(false);
  const main = useRef<{ frame: RevealFrame; sync: FrameSync } | null>(null);
  const [mainReady, setMainReady] = useState(0);
  const latest = useRef(view);
  latest.current = view;

  const publish = useCallback((state: StreamState) => {
    dispatch({ type: 'state', state });
    connection.current?.publishState(state);
  }, [connection, dispatch]);

  const onMainReady = useCallback((frame: RevealFrame) => {
    main.current?.sync.dispose();
    main.current = { frame, sync: new FrameSync(frame, publish) };
    setMainReady((n) => n + 1);
  }, [publish]);
  useEffect(() => () => main.current?.sync.dispose(), []);

  // Once the deck and the stream are both up: resume a stream already under way, or start it at the deck's slide.
  const started = useRef(false);
  useEffect(() => {
    const sync = main.current?.sync;
    if (!sync || view.status !== 'live') return;
    const { state } = latest.current;
    if (state) void sync.apply(state);
    else if (!started.current) {
      void main.current!.frame.request('getState').then((raw) => {
        const initial = parseRevealState(raw);
        if (initial) publish(initial);
      });
    }
    started.current = true;
  }, [mainReady, view.status, view.stateSeq, publish]);

  const command = useCallback((name: LiveCommand) => {
    if (main.current) runCommand(main.current.frame, name);
  }, []);
  useCommandKeys(!speakerOnly, command);

  const openSpeakerWindow = () => {
    const url = `${window.location.pathname}?speaker=1`;
    const opened = window.open(url, `podium-speaker-${deck.id}`, 'popup,width=1100,height=760');
    if (opened) {
      setPanel(false);
      return;
    }
    setPanel(true);
    notify('The browser blocked the new window, so the speaker view opened beside the deck.');
  };

  const onStroke = (datum: SlideDatum) => {
    const state = latest.current.state;
    if (!state) return;
    const key = slideKeyOf(state);
    dispatch({ type: 'datum', slideKey: key, datum });
    connection.current?.addDatum(key, datum);
  };
  const clearDrawings = () => {
    const state = latest.current.state;
    if (!state) return;
    dispatch({ type: 'cleared', slideKey: slideKeyOf(state) });
    connection.current?.clearData(slideKeyOf(state));
  };

  const qa = { view: view.qa, send: connection.current?.qa };
  const pollResults = useMemo(() => frameResults(view.polls), [view.polls]);
  const polls = { view: view.polls, results: pollResults };

  if (speakerOnly) {
    return (
      <div className="live-page live-page--speaker" data-testid="speaker-window" data-status={view.status}>
        <title>{`${deck.title} · Speaker view · Podium`}</title>
        <SpeakerPanel deck={deck} playerUrl={deck.player_url} state={view.state} stateSeq={view.stateSeq} onPublish={publish} layout="full" qa={qa} polls={polls} />
      </div>
    );
  }

  const strokes = view.state ? view.slideData[slideKeyOf(view.state)] ?? [] : [];
  return (
    <div className={`live-page live-page--presenter${panel ? ' has-panel' : ''}`} data-testid="presenter-view" data-status={view.status}>
      <title>{`${deck.title} · Live presentation · Podium`}</title>
      <PresenterToolbar
        deck={deck}
        status={view.status}
        viewers={view.viewers}
        tool={tool}
        onTool={setTool}
        penColor={penColor}
        onPenColor={setPenColor}
        onClear={clearDrawings}
        panelOpen={panel}
        onTogglePanel={() => setPanel(!panel)}
        onOpenWindow={openSpeakerWindow}
      />
      <div className="live-page__body">
        <div className="live-page__stage">
          <DeckStage
            src={playerSrc(deck.player_url)}
            title={deck.title}
            deckSize={deck}
            onReady={onMainReady}
            strokes={strokes}
            tool={tool}
            penColor={penColor}
            onPointer={(pointer) => connection.current?.publishPointer(pointer)}
            onStroke={onStroke}
            pollResults={pollResults}
            testId="presenter-stage"
          />
          <ReactionLayer batches={view.reactions} />
          <PinnedQuestion question={view.qa.session?.pinned ?? null} />
          {/* With the speaker view beside the deck, its poll list has the controls. */}
          {!panel && <PollControls polls={view.polls} send={connection.current?.qa} state={view.state} onlyCurrent />}
        </div>
        {panel && (
          <aside className="live-page__panel" aria-label="Speaker view">
            <SpeakerPanel deck={deck} playerUrl={deck.player_url} state={view.state} stateSeq={view.stateSeq} onCommand={command} layout="side" qa={qa} polls={polls} />
          </aside>
        )}
      </div>
    </div>
  );
}
