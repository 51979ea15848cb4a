/** The scheduled trash purge (hourly): see services/decks/purgeTrash.ts. */
import type { AppServices } from '../../context.js';
import { purgeTrashedDecks } from '../../services/decks/purgeTrash.js';
import type { JobDefinition } from '../queue.js';
import type { JobModule } from '../jobModule.js';

export const PURGE_TRASH_JOB = 'purge-trash';

/** Deletes decks whose time in the trash is over. */
export function purgeTrashJob(services: AppServices): JobDefinition<object> {
  return {
    name: PURGE_TRASH_JOB, timeoutMs: 30 * 60_000, retryLimit: 2, retryDelaySeconds: 60,
    run: async () => {
      const purged = await purgeTrashedDecks(services);
      if (purged) services.log.info({ purged }, 'trashed decks purged');
    },
  };
}

/** The trash emptied hourly of decks past TRASH_RETENTION_DAYS (listed in jobs/index.ts). */
export const trashPurgeJobs: JobModule = {
  name: 'trashPurge',
  jobs: (services) => [purgeTrashJob(services)],
  schedules: { [PURGE_TRASH_JOB]: '53 * * * *' },
};
