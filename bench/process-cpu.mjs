// CPU time (user + system, ms) of a process and all its descendants, read from /proc: what a server and the
// browsers it started spent, however busy the rest of the machine was. Linux only; elsewhere it returns NaN.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux architecture Node runs on

/** pid → { ppid, ms } of every live process. */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name (field 2) may hold spaces and parentheses: fields are counted from its closing one.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]); // utime stime cutime cstime
      table.set(Number(name), { ppid: Number(fields[1]), ms: (ticks * 1000) / TICKS_PER_SECOND });
    } catch {
      // the process ended while the table was read
    }
  }
  return table;
}

/**
 * CPU ms of `pid` and its live descendants (children that ended and were waited for are in their parent's
 * cutime/cstime). Compare two readings around the work to measure.
 * @param {number | undefined} pid
 */
export function treeCpuMs(pid) {
  if (pid === undefined) return Number.NaN;
  let table;
  try {
    table = processTable();
  } catch {
    return Number.NaN;
  }
  const children = new Map();
  for (const [child, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), child]);
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const current = /** @type {number} */ (stack.pop());
    total += table.get(current)?.ms ?? 0;
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}
