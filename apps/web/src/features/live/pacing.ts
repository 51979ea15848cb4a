/** Speaker-view timing: elapsed time, the clock, and pacing against a deck time limit (SPEC §9 deck time limits). */
import { DECK_TIME_LIMITS_MINUTES, formatDuration } from '@podium/shared';

export type TimeLimitMinutes = (typeof DECK_TIME_LIMITS_MINUTES)[number];

/** Within this much of the planned pace, the speaker is "on pace". */
const ON_PACE_MS = 30_000;

export { formatDuration };

/** "HH:MM" wall-clock time. */
export function formatClock(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

export interface Pacing {
  tone: 'ok' | 'ahead' | 'behind' | 'over';
  label: string;
  remainingMs: number;
}

/**
 * Where the speaker stands: `progress` (0..1 through the deck) against the share of the time limit used. Behind means
 * more time has gone than the slides covered would allow.
 */
export function pacing(elapsedMs: number, progress: number, limitMinutes: TimeLimitMinutes): Pacing {
  const limitMs = limitMinutes * 60_000;
  const remainingMs = limitMs - elapsedMs;
  if (remainingMs < 0) return { tone: 'over', label: `Over time by ${formatDuration(-remainingMs)}`, remainingMs };
  const plannedMs = Math.min(1, Math.max(0, progress)) * limitMs;
  const diff = elapsedMs - plannedMs;
  if (Math.abs(diff) < ON_PACE_MS) return { tone: 'ok', label: 'On pace', remainingMs };
  return diff > 0
    ? { tone: 'behind', label: `Behind by ${formatDuration(diff)}`, remainingMs }
    : { tone: 'ahead', label: `Ahead by ${formatDuration(-diff)}`, remainingMs };
}

/** Reads a stored time limit, falling back to none for anything that is not one of SPEC's options. */
export function parseTimeLimit(raw: string | null): TimeLimitMinutes | null {
  const value = Number(raw);
  return (DECK_TIME_LIMITS_MINUTES as readonly number[]).includes(value) ? (value as TimeLimitMinutes) : null;
}
