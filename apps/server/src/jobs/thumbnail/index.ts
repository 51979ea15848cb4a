/** Deck and theme thumbnails, rendered by the process's Chromium. */
import type { JobModule } from '../jobModule.js';
import { deckThumbnailJob, thumbnailAfterSaves } from './deckThumbnailJob.js';
import { themeThumbnailJob, thumbnailAfterThemeChanges } from './themeThumbnailJob.js';

/** Listed in jobs/index.ts. */
export const thumbnailJobs: JobModule = {
  name: 'thumbnail',
  jobs: (services, { renderer }) => [deckThumbnailJob(services, renderer), themeThumbnailJob(services, renderer)],
  subscribe: (services, { options }) => {
    if (options.thumbnailsAfterSaves === false) return;
    thumbnailAfterSaves(services, options.thumbnailSettleSeconds);
    thumbnailAfterThemeChanges(services, options.thumbnailSettleSeconds);
  },
};
