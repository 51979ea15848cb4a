/** Expired sessions and unused sign-in handoffs deleted hourly (auth/sessions.ts, auth/sessionHandoffs.ts). */
import { pruneExpiredHandoffs } from '../../auth/sessionHandoffs.js';
import { pruneExpiredSessions } from '../../auth/sessions.js';
import type { JobModule } from '../jobModule.js';

export const PRUNE_SESSIONS_JOB = 'prune-sessions';

/** Listed in jobs/index.ts. */
export const sessionPruneJobs: JobModule = {
  name: 'sessionPrune',
  jobs: (services) => [{
    name: PRUNE_SESSIONS_JOB, timeoutMs: 60_000, retryLimit: 2, retryDelaySeconds: 60,
    run: async () => {
      await pruneExpiredSessions(services.db);
      await pruneExpiredHandoffs(services.db);
    },
  }],
  schedules: { [PRUNE_SESSIONS_JOB]: '17 * * * *' },
};
