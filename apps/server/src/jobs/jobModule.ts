/**
 * One folder's background jobs. Each jobs/<name>/index.ts exports its module: the job definitions, their cron
 * schedules and the app events that queue them; jobs/index.ts lists the modules and defines them in that order.
 */
import type { AppServices } from '../context.js';
import type { Mailer } from '../mail/mailer.js';
import type { Renderer } from '../render/chromium.js';
import type { AddressPolicy } from '../render/guardedFetch.js';
import type { SmsProvider } from '../sms/smsProvider.js';
import type { ExportFormat } from './export/format.js';
import type { JobDefinition } from './queue.js';
import type { QueueTimings } from './pgBossQueue.js';

export interface JobsOptions {
  /** Tests only: which addresses the renderer treats as public. */
  addressPolicy?: AddressPolicy;
  /** Tests only: every export format's timeout (default: the SPEC §9 timeout of each format). */
  exportTimeoutMs?: number;
  /** Tests only: the first mail retry's delay (default MAIL_RETRY_DELAY_SECONDS). */
  mailRetryDelaySeconds?: number;
  /**
   * Render a deck thumbnail after saves settle, and a theme's after it is created or its look changes (default true;
   * API tests turn it off and force deck thumbnails instead).
   */
  thumbnailsAfterSaves?: boolean;
  /** Tests only: how long a saved deck's saves settle before it is re-indexed for search (default SEARCH.indexSettleSeconds; 0 = at once). */
  searchIndexSettleSeconds?: number;
  /** Tests only: how long saves settle before a thumbnail renders (default: MEDIA_VARIANTS' settle time of each). */
  thumbnailSettleSeconds?: number;
  /** Tests only: the queue's lease, renewal and maintenance periods (default QUEUE_TIMINGS), shortened to see a takeover. */
  queueTimings?: QueueTimings;
  /** The SMS provider texts are delivered through (default: files under DATA_DIR/sms). */
  smsProvider?: SmsProvider;
}

/** What jobs get besides the services: the process's renderer and export formats, the mail transport, the options. */
export interface JobRuntime {
  renderer: Renderer;
  /** Every registered export format (exports and file-storage sync render through them). */
  exportFormats: ExportFormat[];
  /** The transport the mail job delivers through (services.mailer only queues). */
  mailTransport: Mailer;
  options: JobsOptions;
}

export interface JobModule {
  /** The folder, unique in the list. */
  readonly name: string;
  /** The queue's job definitions. */
  jobs(services: AppServices, runtime: JobRuntime): JobDefinition<object>[];
  /** Job name → cron schedule (run once per schedule across all processes). */
  schedules?: Readonly<Record<string, string>>;
  /** Listens to app events that queue these jobs (e.g. after saves settle). */
  subscribe?(services: AppServices, runtime: JobRuntime): void;
  /** Jobs queued once at every start (with empty data). */
  queuedAtStart?: readonly string[];
}
