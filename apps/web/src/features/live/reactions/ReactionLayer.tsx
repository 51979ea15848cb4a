/**
 * The audience's reactions over the slide, on the presenter's screen and the viewers': emoji rise and fade (decoration,
 * hidden from assistive tech), or, when the user asked for reduced motion, a still count per emoji for a moment. Screen
 * readers hear a polite summary ("12 reactions: Applause 8, Love 4") at most every REACTION_LIMITS.announceEveryMs.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { addReactionCounts, REACTION_LIMITS, REACTIONS, reactionSummary, type ReactionBatchJson } from '@podium/shared';
import type { ReactionBatch } from '../useLiveStream';
import { floatsOf, MAX_FLOATS, type FloatItem } from './floats';
import { useReducedMotion } from './useReducedMotion';

type Counts = ReactionBatchJson['counts'];

export function ReactionLayer({ batches }: { batches: ReactionBatch[] }) {
  const reducedMotion = useReducedMotion();
  const [floats, setFloats] = useState<FloatItem[]>([]);
  const [still, setStill] = useState<Counts>({});
  const [summary, setSummary] = useState('');
  const seen = useRef(0);
  const timers = useRef(new Set<number>());
  const stillTimer = useRef<number | undefined>(undefined);
  const announcing = useRef<{ pending: Counts; last: number; timer: number | undefined }>({ pending: {}, last: 0, timer: undefined });

  useEffect(() => {
    const fresh = batches.filter((batch) => batch.id > seen.current);
    if (!fresh.length) return;
    seen.current = fresh.at(-1)!.id;
    const later = (ms: number, run: () => void) => {
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        run();
      }, ms);
      timers.current.add(timer);
      return timer;
    };
    const counts = fresh.reduce<Counts>((sum, batch) => addReactionCounts(sum, batch.counts), {});

    // Screen readers: what came since the last summary, once the pause since that one is long enough.
    const announce = announcing.current;
    announce.pending = addReactionCounts(announce.pending, counts);
    if (announce.timer === undefined) {
      const wait = Math.max(0, announce.last + REACTION_LIMITS.announceEveryMs - Date.now());
      announce.timer = later(wait, () => {
        setSummary(reactionSummary(announce.pending));
        announce.pending = {};
        announce.last = Date.now();
        announce.timer = undefined;
      });
    }

    if (reducedMotion) {
      setStill((shown) => addReactionCounts(shown, counts));
      window.clearTimeout(stillTimer.current);
      stillTimer.current = window.setTimeout(() => setStill({}), REACTION_LIMITS.floatMs);
      return;
    }
    const items = fresh.flatMap((batch) => floatsOf(batch.counts));
    const keys = new Set(items.map((item) => item.key));
    setFloats((shown) => [...shown, ...items].slice(-MAX_FLOATS));
    const last = Math.max(0, ...items.map((item) => item.delay));
    later(REACTION_LIMITS.floatMs + last, () => setFloats((shown) => shown.filter((item) => !keys.has(item.key))));
  }, [batches, reducedMotion]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => window.clearTimeout(timer));
      window.clearTimeout(stillTimer.current);
    };
  }, []);

  const stillShown = REACTIONS.filter(({ emoji }) => (still[emoji] ?? 0) > 0);
  return (
    <div className="reaction-layer" data-testid="reaction-layer">
      <div className="reaction-layer__floats" aria-hidden="true">
        {floats.map((item) => (
          <span key={item.key} className="reaction-float" data-testid="reaction-float" data-emoji={item.emoji} data-count={item.count}
            style={{ left: `${item.left}%`, animationDelay: `${item.delay}ms`, animationDuration: `${REACTION_LIMITS.floatMs}ms` } as CSSProperties}>
            {item.emoji}
            {item.count > 1 && <span className="reaction-float__count">×{item.count}</span>}
          </span>
        ))}
        {stillShown.length > 0 && (
          <div className="reaction-still" data-testid="reaction-still">
            {stillShown.map(({ emoji }) => (
              <span key={emoji} className="reaction-still__item" data-emoji={emoji}>{emoji} ×{still[emoji]}</span>
            ))}
          </div>
        )}
      </div>
      <p className="visually-hidden" role="status" data-testid="reaction-summary">{summary}</p>
    </div>
  );
}
