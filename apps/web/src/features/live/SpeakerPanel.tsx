/**
 * The speaker view: current and next slide, speaker notes, clock, timer and pacing, and previous / next / black
 * screen controls. Beside the deck it sends commands to the presenter's frame (`onCommand`); on its own (a second
 * window, a phone) its current-slide frame is the one that moves, and its states are published (`onPublish`).
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { StreamDeckJson, StreamState } from '@podium/shared';
import { Button } from '../../components/Button';
import { DeckStage } from './DeckStage';
import { FrameSync } from './frameSync';
import { notesText, playerSrc, PREVIEW_CONFIG, type RevealFrame } from './revealFrame';
import { SpeakerTimer } from './SpeakerTimer';
import { useCommandKeys, type LiveCommand } from './useCommandKeys';
import type { LiveConnection } from './liveConnection';
import { QaModeration } from './qa/QaModeration';
import type { QaView } from './qa/qaState';

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
}

/** The command as a reveal.js call. */
export function runCommand(frame: RevealFrame, command: LiveCommand): void {
  frame.call(command === 'prev' ? 'prev' : command === 'next' ? 'next' : 'togglePause');
}

/** Speaker view. */
export function SpeakerPanel({ deck, playerUrl, state, stateSeq, onCommand, onPublish, layout = 'side', qa }: SpeakerPanelProps) {
  const current = useRef<{ frame: RevealFrame; sync: FrameSync } | null>(null);
  const upcoming = useRef<RevealFrame | null>(null);
  const [notes, setNotes] = useState('');
  const [progress, setProgress] = useState(0);
  const [ready, setReady] = useState(0);
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
          <DeckStage src={playerSrc(playerUrl)} title={`${deck.title}: current slide`} deckSize={size} onReady={onCurrentReady} blockInput testId="speaker-current" />
        </figure>
        {layout !== 'phone' && (
          <figure className="speaker__next">
            <figcaption>Next</figcaption>
            <DeckStage src={playerSrc(playerUrl)} title={`${deck.title}: next slide`} deckSize={size} onReady={onNextReady} blockInput testId="speaker-next" />
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
      {qa && <QaModeration qa={qa.view} send={qa.send} historyOf={layout === 'phone' ? undefined : deck.id} />}
    </div>
  );
}
