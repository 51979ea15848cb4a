/** The speaker view's clock, elapsed timer (pause, reset) and pacing against a chosen deck time limit (SPEC §9). */
import { useEffect, useId, useState } from 'react';
import { DECK_TIME_LIMITS_MINUTES } from '@podium/shared';
import { Button } from '../../components/Button';
import { formatClock, formatDuration, pacing, parseTimeLimit, type TimeLimitMinutes } from './pacing';

const limitKey = (deckId: number) => `podium:live:time-limit:${deckId}`;

function readLimit(deckId: number): TimeLimitMinutes | null {
  try {
    return parseTimeLimit(window.localStorage.getItem(limitKey(deckId)));
  } catch {
    return null; // storage blocked: no remembered limit
  }
}

/** Clock, timer and pacing; `progress` is how far through the deck the presenter is (0..1). */
export function SpeakerTimer({ deckId, progress }: { deckId: number; progress: number }) {
  const [now, setNow] = useState(() => Date.now());
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [pausedAt, setPausedAt] = useState<number | null>(null);
  const [limit, setLimit] = useState<TimeLimitMinutes | null>(() => readLimit(deckId));
  const selectId = useId();

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const elapsed = (pausedAt ?? now) - startedAt;
  const pace = limit ? pacing(elapsed, progress, limit) : null;
  const chooseLimit = (raw: string) => {
    const value = parseTimeLimit(raw);
    setLimit(value);
    try {
      if (value) window.localStorage.setItem(limitKey(deckId), String(value));
      else window.localStorage.removeItem(limitKey(deckId));
    } catch {
      // Not remembered across visits; the choice still applies now.
    }
  };
  const togglePause = () => {
    if (pausedAt === null) setPausedAt(Date.now());
    else {
      setStartedAt(startedAt + (Date.now() - pausedAt));
      setPausedAt(null);
    }
  };

  return (
    <section className="speaker-timer" aria-label="Time">
      <div className="speaker-timer__row">
        <div>
          <span className="speaker-timer__label">Elapsed</span>
          <span className="speaker-timer__value" data-testid="speaker-elapsed" role="timer">{formatDuration(elapsed)}</span>
        </div>
        <div>
          <span className="speaker-timer__label">Clock</span>
          <span className="speaker-timer__value" data-testid="speaker-clock">{formatClock(new Date(now))}</span>
        </div>
        {pace && (
          <div>
            <span className="speaker-timer__label">Remaining</span>
            <span className="speaker-timer__value">{formatDuration(pace.remainingMs)}</span>
          </div>
        )}
      </div>
      <div className="speaker-timer__row speaker-timer__controls">
        <Button size="sm" variant="ghost" onClick={togglePause}>{pausedAt === null ? 'Pause timer' : 'Resume timer'}</Button>
        <Button size="sm" variant="ghost" onClick={() => { setStartedAt(Date.now()); setPausedAt(pausedAt === null ? null : Date.now()); }}>Reset</Button>
        <label htmlFor={selectId} className="speaker-timer__label">Time limit</label>
        <select id={selectId} className="live-select" value={limit ?? ''} onChange={(event) => chooseLimit(event.target.value)} data-testid="speaker-time-limit">
          <option value="">None</option>
          {DECK_TIME_LIMITS_MINUTES.map((minutes) => <option key={minutes} value={minutes}>{minutes} min</option>)}
        </select>
      </div>
      {pace && <p className={`speaker-pace speaker-pace--${pace.tone}`} data-testid="speaker-pacing" aria-live="polite">{pace.label}</p>}
    </section>
  );
}
