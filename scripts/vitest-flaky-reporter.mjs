// A Vitest reporter for `npm test`: lists tests that passed only after a retry (Vitest's JSON report does not say),
// one JSON line each, in the file named by PODIUM_FLAKY_REPORT. scripts/test.mjs fails the run when it finds any.
import { appendFileSync } from 'node:fs';
import path from 'node:path';

export default class FlakyReporter {
  /** Records a finished test that failed at least once and then passed on a retry. */
  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky || !process.env.PODIUM_FLAKY_REPORT) return;
    const where = `${path.relative(process.cwd(), testCase.module.moduleId)} › ${testCase.fullName}`;
    appendFileSync(process.env.PODIUM_FLAKY_REPORT, `${JSON.stringify({ test: where, retries: diagnostic.retryCount })}\n`);
  }
}
