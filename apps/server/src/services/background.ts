/**
 * Work a request starts but does not wait for (recording a link view, its first-view e-mail). Tracking it lets
 * shutdown flush it before the database closes, and lets tests wait for it instead of sleeping.
 */
export class BackgroundWork {
  private readonly pending = new Set<Promise<unknown>>();

  /** Runs `work` in the background; a failure is the work's own to log (this only keeps count). */
  track(work: Promise<unknown>): void {
    const settled = work.then(() => undefined, () => undefined);
    this.pending.add(settled);
    void settled.then(() => this.pending.delete(settled));
  }

  /** How many tracked pieces of work are still running. */
  get size(): number {
    return this.pending.size;
  }

  /** Resolves once nothing is running (work started meanwhile is waited for too), or after `timeoutMs`. */
  async idle(timeoutMs = Number.POSITIVE_INFINITY): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.pending.size > 0) {
      const left = deadline - Date.now();
      if (left <= 0) return;
      let timer: NodeJS.Timeout | undefined;
      const timeout = Number.isFinite(left) ? new Promise<void>((resolve) => { timer = setTimeout(resolve, left); }) : null;
      await Promise.race([Promise.all(this.pending), ...(timeout ? [timeout] : [])]);
      clearTimeout(timer);
    }
  }
}
