/** The kiosk's change ping (SPEC §4, §9): every interval, ask for the deck's version and report when it moved. */

/**
 * Polls `read` every `intervalMs` and calls `onChange` once the answer differs from the first one; failed pings
 * (offline, server restarting) are skipped. Returns a stop function.
 */
export function watchForChanges({ read, intervalMs, onChange }: {
  read: () => Promise<string>;
  intervalMs: number;
  onChange: () => void;
}): () => void {
  let baseline: string | null = null;
  let stopped = false;
  const ping = async () => {
    try {
      const current = await read();
      if (stopped) return;
      if (baseline === null) baseline = current;
      else if (current !== baseline) {
        stopped = true;
        onChange();
      }
    } catch {
      // Try again at the next ping.
    }
  };
  void ping();
  const timer = setInterval(() => void ping(), intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
