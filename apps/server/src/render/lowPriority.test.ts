import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { lowPriorityExecutable, RENDER_NICENESS } from './lowPriority.js';

describe('lowPriorityExecutable', () => {
  it('runs the program with its arguments at the render niceness', () => {
    // `nice` with no arguments prints the niceness it runs at; `sh -c` shows the arguments arrive unchanged.
    const ownNiceness = Number(execFileSync('nice', { encoding: 'utf8' }));
    expect(Number(execFileSync(lowPriorityExecutable('nice'), { encoding: 'utf8' }))).toBe(Math.min(19, ownNiceness + RENDER_NICENESS));
    expect(execFileSync(lowPriorityExecutable('/bin/sh'), ['-c', 'echo "$1|$2"', 'sh', "it's", 'two words'], { encoding: 'utf8' })).toBe("it's|two words\n");
  });

  it('keeps the program from raising its priority again (Chromium does, when it may)', () => {
    // renice to the normal priority is refused under the wrapper even as root (CAP_SYS_NICE dropped).
    const script = 'renice -n 0 -p $$ >/dev/null 2>&1; nice';
    expect(Number(execFileSync(lowPriorityExecutable('/bin/sh'), ['-c', script], { encoding: 'utf8' }))).toBeGreaterThanOrEqual(RENDER_NICENESS);
  });

  it('makes one wrapper per program', () => {
    expect(lowPriorityExecutable('/bin/sh')).toBe(lowPriorityExecutable('/bin/sh'));
    expect(lowPriorityExecutable('/bin/sh')).not.toBe(lowPriorityExecutable('nice'));
  });
});
