/** Exports: one queue per registered format (export/registry.ts), each with the format's timeout. */
import type { JobModule } from '../jobModule.js';
import { exportJob } from './exportJob.js';

/** Listed in jobs/index.ts. */
export const exportJobs: JobModule = {
  name: 'export',
  jobs: (services, { exportFormats, options }) => exportFormats.map((format) => exportJob(services, format, options.exportTimeoutMs)),
};
