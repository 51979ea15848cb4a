/**
 * The speaker view's Record section (shown to those who may edit the deck): record the talk (voice, optionally the
 * camera) while presenting, with every slide and fragment change timed; see the recording's state (a red dot, the
 * elapsed time, Stop); re-record the current slide alone (leaving the slide ends it); delete the recording.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NARRATION_MESSAGES, recordedSlides, slideSpan, type NarrationResponse, type StreamState, formatDuration } from '@podium/shared';
import { Button } from '../../../components/Button';
import { useNotify } from '../../../components/notifications';
import { deleteRecording, fetchNarration, saveRecording } from '../../../api/narration';
import { canRecord, NarrationRecorder, recordingRefusal, type Take } from './narrationRecorder';

type Phase =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'recording'; recorder: NarrationRecorder; slide: { h: number; v: number } | null }
  | { kind: 'saving'; progress: number };

const positionOf = (state: StreamState) => ({ h: state.indexh, v: state.indexv, f: state.indexf ?? -1 });
const slideLabel = (slide: { h: number; v: number }) => `slide ${slide.h + 1}${slide.v ? `.${slide.v + 1}` : ''}`;

/** The Record section of the speaker view. */
export function NarrationPanel({ deckId, state, stateSeq }: { deckId: number; state: StreamState | null; stateSeq: number }) {
  const queryKey = ['narration', deckId];
  const narration = useQuery({ queryKey, queryFn: ({ signal }) => fetchNarration(deckId, signal), staleTime: 30_000 });
  const client = useQueryClient();
  const notify = useNotify();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [camera, setCamera] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, tick] = useState(0);
  const preview = useRef<HTMLVideoElement | null>(null);
  const latest = useRef(state);
  latest.current = state;

  const finishing = useRef<NarrationRecorder | null>(null);
  const finish = async (recorder: NarrationRecorder, slide: { h: number; v: number } | null) => {
    // Stop and a slide change may both end a take: it is saved once.
    if (finishing.current === recorder) return;
    finishing.current = recorder;
    const take: Take = await recorder.stop();
    setPhase({ kind: 'saving', progress: 0 });
    try {
      const saved = await saveRecording(deckId, { ...take, ...(slide ? { slide } : {}) }, (progress) => setPhase({ kind: 'saving', progress }));
      client.setQueryData<NarrationResponse>(queryKey, { narration: saved, can_record: true });
      notify(NARRATION_MESSAGES.saved);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : NARRATION_MESSAGES.saveFailed);
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  // Every position the speaker view shows while recording is a cue; leaving a re-recorded slide ends its take.
  useEffect(() => {
    if (phase.kind !== 'recording' || !state) return;
    const position = positionOf(state);
    if (phase.slide && (position.h !== phase.slide.h || position.v !== phase.slide.v)) {
      void finish(phase.recorder, phase.slide);
      return;
    }
    phase.recorder.cue(position);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a cue per state change, not per render
  }, [stateSeq, phase]);

  // The elapsed time ticks while recording.
  useEffect(() => {
    if (phase.kind !== 'recording') return;
    const timer = window.setInterval(() => tick((n) => n + 1), 250);
    return () => window.clearInterval(timer);
  }, [phase.kind]);

  useEffect(() => {
    if (phase.kind === 'recording' && preview.current) preview.current.srcObject = phase.recorder.preview;
  }, [phase]);

  // Closing the speaker view mid-recording ends the take and saves it (the upload goes on without the panel).
  const finishLater = useRef(finish);
  finishLater.current = finish;
  const active = phase.kind === 'recording' ? phase : null;
  useEffect(() => () => {
    if (active) void finishLater.current(active.recorder, active.slide);
  }, [active]);

  if (!narration.data?.can_record) return null;
  const stored = narration.data.narration;

  const start = async (slide: { h: number; v: number } | null) => {
    const shown = latest.current;
    if (!shown) return;
    setError(null);
    if (!canRecord()) return setError(NARRATION_MESSAGES.unsupported);
    setPhase({ kind: 'asking' });
    try {
      const recorder = await NarrationRecorder.start(slide ? Boolean(stored?.has_camera) : camera, positionOf(shown));
      setPhase({ kind: 'recording', recorder, slide });
    } catch (caught) {
      setError(recordingRefusal(caught));
      setPhase({ kind: 'idle' });
    }
  };

  const remove = async () => {
    try {
      await deleteRecording(deckId);
      client.setQueryData<NarrationResponse>(queryKey, { narration: null, can_record: true });
      notify(NARRATION_MESSAGES.deleted);
    } catch {
      setError(NARRATION_MESSAGES.saveFailed);
    }
  };

  const current = state ? { h: state.indexh, v: state.indexv } : null;
  const inRecording = Boolean(stored && current && slideSpan(stored.cues, stored.duration_ms, current.h, current.v));
  return (
    <section className={`narration${phase.kind === 'recording' ? ' narration--recording' : ''}`} aria-label="Recorded narration" data-testid="narration-panel">
      <h2>Record</h2>
      {phase.kind === 'recording' ? (
        <div className="narration__live" data-testid="narration-recording">
          <span className="narration__dot" aria-hidden="true" />
          <span className="narration__state">{phase.slide ? NARRATION_MESSAGES.recordingSlide(slideLabel(phase.slide)) : NARRATION_MESSAGES.recording}</span>
          <span className="narration__elapsed" role="timer" aria-label="Recording time" data-testid="narration-elapsed">{formatDuration(phase.recorder.elapsed())}</span>
          <Button variant="danger" onClick={() => void finish(phase.recorder, phase.slide)} testId="narration-stop">{NARRATION_MESSAGES.stop}</Button>
          {phase.recorder.preview && <video ref={preview} className="narration__preview" autoPlay muted playsInline aria-label="Camera preview" />}
        </div>
      ) : (
        <>
          <p className="narration__summary muted" data-testid="narration-summary" aria-live="polite">
            {phase.kind === 'saving' ? `${NARRATION_MESSAGES.saving} ${Math.round(phase.progress * 100)}%`
              : phase.kind === 'asking' ? NARRATION_MESSAGES.asking
                : stored ? NARRATION_MESSAGES.summary(formatDuration(stored.duration_ms), recordedSlides(stored.cues)) : NARRATION_MESSAGES.none}
          </p>
          <div className="narration__actions">
            <Button variant="primary" onClick={() => void start(null)} loading={phase.kind !== 'idle'} disabled={!state} testId="narration-record">
              <span className="narration__dot narration__dot--idle" aria-hidden="true" />{NARRATION_MESSAGES.record}
            </Button>
            <label className="narration__camera">
              <input type="checkbox" checked={camera} onChange={(event) => setCamera(event.target.checked)} data-testid="narration-camera" />
              {NARRATION_MESSAGES.withCamera}
            </label>
          </div>
          {stored && (
            <div className="narration__actions">
              <Button size="sm" variant="ghost" onClick={() => current && void start(current)} disabled={!inRecording || phase.kind !== 'idle'} testId="narration-rerecord">
                {NARRATION_MESSAGES.rerecordSlide}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => void remove()} disabled={phase.kind !== 'idle'} testId="narration-delete">{NARRATION_MESSAGES.discard}</Button>
            </div>
          )}
          {!stored && <p className="narration__hint muted">{NARRATION_MESSAGES.recordHint}</p>}
        </>
      )}
      {error && <p className="alert alert--error" role="alert" data-testid="narration-error">{error}</p>}
    </section>
  );
}
