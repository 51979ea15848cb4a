/** Imports: one queue for every format (import/registry.ts picks the format of each upload). */
import type { JobModule } from '../jobModule.js';
import { importJob } from './importJob.js';

/** Listed in jobs/index.ts. */
export const importJobs: JobModule = {
  name: 'import',
  jobs: (services) => [importJob(services)],
};
