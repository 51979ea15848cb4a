/**
 * Chromium at a lower CPU priority: exports and thumbnails are background work, and on a small machine a render must
 * not take the CPU from people editing, presenting or viewing (measured with bench/coedit: a thumbnail render during
 * co-editing raised op latency p99 from about 10 ms to 500 ms).
 * - Playwright starts the executable it is given with its own arguments first, so `nice` cannot be put in front of
 *   them. A wrapper script that execs Chromium under `nice` is given instead (same process id, so killing it still
 *   kills Chromium).
 * - Chromium sets its threads' priorities itself (normal 0, display -8); as root (containers) it is allowed to, which
 *   would undo `nice` and even put it ahead of the app. As root the wrapper therefore also drops CAP_SYS_NICE with
 *   util-linux's `setpriv`, so Chromium can only lower its priority further.
 * - Where no script can be written or run (a read-only or noexec temp dir), Chromium runs as it is.
 */
import { accessSync, constants, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The niceness background renders run at (0 is normal, 19 the lowest priority). */
export const RENDER_NICENESS = 10;

const SETPRIV = '/usr/bin/setpriv';
const wrappers = new Map<string, string>();

/** An executable that runs `executable` with the same arguments at RENDER_NICENESS; `executable` itself when none can be made. */
export function lowPriorityExecutable(executable: string): string {
  const known = wrappers.get(executable);
  if (known) return known;
  let wrapper: string;
  try {
    const dir = mkdtempSync(path.join(tmpdir(), 'podium-render-'));
    // Chromium is exec'd from it at launch, so the script can go when the process ends.
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'chromium');
    const dropRaise = process.getuid?.() === 0 && existsSync(SETPRIV) ? `${SETPRIV} --bounding-set=-sys_nice --inh-caps=-sys_nice ` : '';
    writeFileSync(file, `#!/bin/sh\nexec ${dropRaise}nice -n ${RENDER_NICENESS} ${shellQuote(executable)} "$@"\n`, { mode: 0o755 });
    accessSync(file, constants.X_OK);
    wrapper = file;
  } catch {
    wrapper = executable;
  }
  wrappers.set(executable, wrapper);
  return wrapper;
}

function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}
