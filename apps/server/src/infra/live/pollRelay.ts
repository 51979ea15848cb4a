/**
 * Coalesces a poll's result broadcasts on this process: the first vote of a window schedules one publish at its end
 * (POLL_LIMITS.resultsWindowMs), which reads the stored counts once and sends them to the whole stream. A crowd voting
 * costs a few messages a second per process instead of one per vote for every screen. Each process coalesces its own
 * voters; the counts are read from the database, so whichever process sends last sends every vote made before it.
 * Hand-written like ReactionRelay: a timer per poll with a pending publish is all it takes.
 */
import { POLL_LIMITS } from '@podium/shared';

export class PollRelay {
  private readonly timers = new Map<number, NodeJS.Timeout>();

  constructor(private readonly windowMs: number = POLL_LIMITS.resultsWindowMs) {}

  /** Runs `publish` for `pollId` at the end of the current window (once, however many votes came in it). */
  changed(pollId: number, publish: () => Promise<void>, onError: (error: unknown) => void): void {
    if (this.timers.has(pollId)) return;
    const timer = setTimeout(() => {
      this.timers.delete(pollId);
      publish().catch(onError);
    }, this.windowMs);
    timer.unref();
    this.timers.set(pollId, timer);
  }

  /** Drops a pending publish (the poll was just sent whole, e.g. after a reset). */
  cancel(pollId: number): void {
    clearTimeout(this.timers.get(pollId));
    this.timers.delete(pollId);
  }

  /** Drops pending publishes and their timers (the process is closing). */
  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
