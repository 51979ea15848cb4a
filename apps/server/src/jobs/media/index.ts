/** Uploaded media: image variants and video transcodes. */
import type { JobModule } from '../jobModule.js';
import { imageVariantsJob } from './imageVariants.js';
import { videoTranscodeJob } from './videoTranscode.js';

/** Listed in jobs/index.ts. */
export const mediaJobs: JobModule = {
  name: 'media',
  jobs: (services) => [imageVariantsJob(services), videoTranscodeJob(services)],
};
