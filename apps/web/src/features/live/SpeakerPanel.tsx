/**
 * The speaker view: current and next slide, speaker notes, clock, timer and pacing, previous / next / black screen
 * controls, and (for those who may edit the deck) recording the talk. Beside the deck it sends commands to the presenter's frame (`onCommand`); on its own (a second
 * window, a phone) its current-slide frame is the one that moves, and its states are published (`onPublish`).
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { PollFrameResult, StreamDeckJson, StreamState } from '@podium/shared';
import { Button } from '../../components/Button';
import { DeckStage } from './DeckStage';
import { FrameSync } from './frameSync';
import { notesText, parseRevealState, playerSrc, PREVIEW_CONFIG, type RevealFrame } from './revealFrame';
import { SpeakerTimer } from './SpeakerTimer';
import { useCommandKeys, type LiveCommand } from './useCommandKeys';
import type { LiveConnection } from './liveConnection';
import { QaModeration } from './qa/QaModeration';
import type { QaView } from './qa/qaState';
import { PollControls } from './polls/PollControls';
import type { PollView } from './polls/pollState';
import { NarrationPanel } from './narration/NarrationPanel';

export interface SpeakerPanelProps {
  deck: StreamDeckJson;
  playerUrl: string;
  state: StreamState | null;
  stateSeq: number;
  onCommand?: (command: LiveCommand) => void;
  onPublish?: (state: StreamState) => void;
  layout?: 'side' | 'full' | 'phone';
  /** The stream's Q&A and how to moderate it (absent: no Q&A section). */
  qa?: { view: QaView; send: LiveConnection['qa'] | undefined };
  /** The stream's polls (controls beside Q&A, results on the previews); absent: none. */
  polls?: { view: PollView; results: readonly PollFrameResult[] };
}

/** The command as a reveal.js call. */
export function runCommand(frame: RevealFrame, command: LiveCommand): void {
  frame.call(command === 'prev' ? 'prev' : command === 'next' ? 'next' : 'togglePause');
}

/** Speaker view. */
export function SpeakerPanel({ deck, playerUrl, state, stateSeq, onCommand, onPublish, layout = 'side', qa, polls }: SpeakerPanelProps) {
  const current = useRef<{ frame: RevealFrame; sync: FrameSync } | null>(null);
  const upcoming = useRef<RevealFrame | null>(null);
  const [notes, setNotes] = useState('');
  const [progress, setProgress] = useState(0);
  const [ready, setReady] = useState(0);
  /** The current step is the deck's last: the next-slide frame, moved on, would still show it. */
  const [atEnd, setAtEnd] = useState(false);
  const publish = useRef(onPublish);
  publish.current = onPublish;
  const latest = useRef(state);
  latest.current = state;

  /** Reads notes and progress of what the current frame shows, and moves the next-slide frame one step ahead. */
  const refresh = useCallback((shown: StreamState) => {
    const frame = current.current?.frame;
    if (!frame) return;
    void frame.request<string>('getSlideNotes').then((html) => setNotes(notesText(html)));
    void frame.request<number>('getProgress').then((value) => typeof value === 'number' && setProgress(value));
    const next = upcoming.current;
    if (next) {
      next.call('setState', { ...shown, paused: false, overview: false });
      next.call('next');
      void next.request<unknown>('getState').then((raw) => {
        const moved = parseRevealState(raw);
        if (moved) setAtEnd(sameStep(moved, shown));
      });
    }
  }, []);

  const onCurrentReady = useCallback((frame: RevealFrame) => {
    frame.call('configure', PREVIEW_CONFIG);
    const sync = new FrameSync(frame, (shown) => {
      publish.current?.(shown);
      refresh(shown);
    });
    current.current?.sync.dispose();
    current.current = { frame, sync };
    setReady((n) => n + 1);
  }, [refresh]);

  const onNextReady = useCallback((frame: RevealFrame) => {
    frame.call('configure', PREVIEW_CONFIG);
    upcoming.current = frame;
    setReady((n) => n + 1);
  }, []);

  useEffect(() => () => current.current?.sync.dispose(), []);

  // Follow the stream (the presenter's frame, another controller, or a snapshot after reconnecting).
  useEffect(() => {
    const shown = latest.current;
    if (!shown || !current.current) return;
    void current.current.sync.apply(shown).then(() => refresh(shown));
  }, [stateSeq, ready, refresh]);

  const command = useCallback((name: LiveCommand) => {
    if (onCommand) return onCommand(name);
    if (current.current) runCommand(current.current.frame, name);
  }, [onCommand]);
  useCommandKeys(layout !== 'side', command);

  const size = { width: deck.width, height: deck.height };
  const position = state ? `Slide ${state.indexh + 1}${state.indexv ? `.${state.indexv + 1}` : ''}` : 'Waiting for the deck…';
  return (
    <div className={`speaker speaker--${layout}`} data-testid="speaker-view" style={{ '--deck-ratio': `${deck.width} / ${deck.height}` } as CSSProperties}>
      <div className="speaker__slides">
        <figure className="speaker__current">
          <figcaption>Current · <span data-testid="speaker-position">{position}</span>{state?.paused ? ' · Black screen' : ''}</figcaption>
          <DeckStage src={playerSrc(playerUrl)} title={`${deck.title}: current slide`} deckSize={size} onReady={onCurrentReady} pollResults={polls?.results} blockInput testId="speaker-current" />
        </figure>
        {layout !== 'phone' && (
          <figure className="speaker__next">
            <figcaption>Next</figcaption>
            <div className="speaker__next-stage">
              <DeckStage src={playerSrc(playerUrl)} title={`${deck.title}: next slide`} deckSize={size} onReady={onNextReady} pollResults={polls?.results} blockInput testId="speaker-next" />
              {atEnd && <p className="speaker__end" data-testid="speaker-end">End of the deck</p>}
            </div>
          </figure>
        )}
      </div>
      <div className="speaker__controls" role="group" aria-label="Slide controls">
        <Button onClick={() => command('prev')} testId="speaker-prev" aria-keyshortcuts="ArrowLeft">Previous</Button>
        <Button variant="primary" onClick={() => command('next')} testId="speaker-next-button" aria-keyshortcuts="ArrowRight Space">Next</Button>
        <Button variant="ghost" onClick={() => command('pause')} aria-pressed={state?.paused ?? false} aria-keyshortcuts="B">Black screen</Button>
      </div>
      <section className="speaker__notes" aria-label="Speaker notes">
        <h2>Notes</h2>
        <p data-testid="speaker-notes" className={notes ? '' : 'muted'}>{notes || 'No notes on this slide.'}</p>
      </section>
      <SpeakerTimer deckId={deck.id} progress={progress} />
      {layout !== 'phone' && <NarrationPanel deckId={deck.id} state={state} stateSeq={stateSeq} />}
      {polls && <PollControls polls={polls.view} send={qa?.send} state={state} csvOf={layout === 'phone' ? undefined : deck.id} />}
      {qa && <QaModeration qa={qa.view} send={qa.send} historyOf={layout === 'phone' ? undefined : deck.id} />}
    </div>
  );
}

/** Whether two states show the same slide and fragment step. */
function sameStep(a: StreamState, b: StreamState): boolean {
  return a.indexh === b.indexh && a.indexv === b.indexv && (a.indexf ?? -1) === (b.indexf ?? -1);
}
