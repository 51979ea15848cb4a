/**
 * The show page's recorded talk: when the deck has a recorded narration, a player for it under the slides (play,
 * pause and seek with the browser's own controls) and the deck follows it, showing the slide and fragment the
 * presenter showed at that moment.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cueAt, NARRATION_MESSAGES, type NarrationCue, formatDuration } from '@podium/shared';
import { fetchNarration } from '../../api/narration';
import { sendToPlayer } from './PlayerFrame';

/** The recorded talk's player; nothing when the deck has none. */
export function RecordedTalk({ deckId, frame, token }: { deckId: number; frame: RefObject<HTMLIFrameElement | null>; token: string | null }) {
  const narration = useQuery({ queryKey: ['narration', deckId, token], queryFn: ({ signal }) => fetchNarration(deckId, signal, token), staleTime: 60_000, retry: false });
  const media = useRef<HTMLVideoElement | null>(null);
  const shown = useRef<NarrationCue | null>(null);
  const talk = narration.data?.narration ?? null;

  useEffect(() => {
    const element = media.current;
    if (!element || !talk) return;
    let animation = 0;
    const follow = () => {
      const cue = cueAt(talk.cues, element.currentTime * 1000);
      const last = shown.current;
      if (cue && (!last || last.h !== cue.h || last.v !== cue.v || last.f !== cue.f)) {
        shown.current = cue;
        sendToPlayer(frame.current, 'slide', [cue.h, cue.v, cue.f]);
      }
    };
    // While playing the deck is checked every animation frame (timeupdate alone fires only every ~250 ms).
    const loop = () => {
      follow();
      animation = element.paused ? 0 : requestAnimationFrame(loop);
    };
    const play = () => {
      cancelAnimationFrame(animation);
      loop();
    };
    element.addEventListener('play', play);
    element.addEventListener('seeked', follow);
    element.addEventListener('timeupdate', follow);
    return () => {
      cancelAnimationFrame(animation);
      element.removeEventListener('play', play);
      element.removeEventListener('seeked', follow);
      element.removeEventListener('timeupdate', follow);
    };
  }, [talk, frame]);

  if (!talk) return null;
  return (
    <section className={`recorded-talk${talk.has_camera ? ' recorded-talk--camera' : ''}`} aria-label={NARRATION_MESSAGES.talkPlayer} data-testid="recorded-talk">
      <span className="recorded-talk__label">{NARRATION_MESSAGES.talkPlayer} · {formatDuration(talk.duration_ms)}</span>
      {/* A video element plays audio-only files too; without a camera it is only as tall as its controls. */}
      <video ref={media} src={talk.url} controls preload="metadata" playsInline className="recorded-talk__media" data-testid="recorded-talk-media"
        aria-label={NARRATION_MESSAGES.playTalk} />
    </section>
  );
}
