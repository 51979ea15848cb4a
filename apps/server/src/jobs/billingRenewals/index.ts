/**
 * Subscriptions whose paid period is over, every ten minutes: canceled ones end, the test provider's renew (Stripe
 * renews itself). See services/billing/renewSubscriptions.ts.
 */
import { renewSubscriptions } from '../../services/billing/renewSubscriptions.js';
import type { JobModule } from '../jobModule.js';

export const BILLING_RENEWALS_JOB = 'billing-renewals';

/** Listed in jobs/index.ts. */
export const billingRenewalJobs: JobModule = {
  name: 'billingRenewals',
  jobs: (services) => [{
    name: BILLING_RENEWALS_JOB, timeoutMs: 120_000, retryLimit: 2, retryDelaySeconds: 60,
    run: async () => void (await renewSubscriptions(services)),
  }],
  schedules: { [BILLING_RENEWALS_JOB]: '*/10 * * * *' },
};
