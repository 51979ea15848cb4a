import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { COMPLETION_STATEMENTS } from './pgBossQueue.js';

// pg-boss's own statement texts, so an upgrade that rewords them fails here instead of bringing back unhandled
// rejections during a database outage.
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<string, (schema: string) => string>;
const matches = (text: string) => COMPLETION_STATEMENTS.some((pattern) => pattern.test(text));

describe('the statements pg-boss sends without awaiting them', () => {
  it('are recognised: completing and failing a worker\'s jobs by id', () => {
    expect(matches(plans.completeJobs!('pgboss'))).toBe(true);
    expect(matches(plans.failJobsById!('pgboss'))).toBe(true);
  });

  it('are only those: fetching, sending and the maintenance statements keep their errors', () => {
    expect(matches(plans.failJobsByTimeout!('pgboss'))).toBe(false);
    expect(matches(plans.insertJob!('pgboss'))).toBe(false);
    expect(matches(plans.fetchNextJob!('pgboss'))).toBe(false);
  });
});
