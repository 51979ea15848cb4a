/**
 * What services receive: the app's services (database, configuration, mailer, stores…) and, in a request, the acting
 * user. A service that uses a few of them takes just those (`Pick<AppServices, 'db' | 'events'>`). The types held here
 * never import this file back (OpSequencer and DeckViewCounter take structural types), so it stays out of import loops.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { UserRow } from './db/schema.js';
import type { Mailer } from './mail/mailer.js';
import type { EventBus } from './infra/events/bus.js';
import type { DeckStore } from './infra/cache/deckStore.js';
import type { OpSequencer } from './services/coedit/opSequencer.js';
import type { DeckViewCounter } from './services/views/deckViews.js';
import type { MediaStorage } from './storage/local.js';
import type { ServerFiles } from './storage/files.js';
import type { LiveHub } from './infra/live/liveHub.js';
import type { GuardStore } from './infra/guards/guardStore.js';
import type { JobQueue } from './jobs/queue.js';
import type { AddressPolicy } from './render/guardedFetch.js';
import type { PaymentProvider } from './billing/paymentProvider.js';

export interface AppServices {
  db: Db;
  config: Config;
  /** Queues outgoing mail (the mail job delivers it, retrying while SMTP is down). */
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** App events; `broadcast` reaches every server process (Redis) for cache invalidation. */
  events: EventBus;
  /** Read cache of decks and owners behind loadDeck, invalidated through `events`. */
  decks: DeckStore;
  /** Co-editing ops of each deck in one order, committed in batches (services/coedit). */
  coedit: OpSequencer;
  /** Deck views, once per browser per half hour (services/views). */
  views: DeckViewCounter;
  /** Uploaded media files. */
  storage: MediaStorage;
  /** Finished export files and import uploads, in the same storage as media (any process reads what another wrote). */
  files: ServerFiles;
  /** Live streams: latest state per stream and broadcasts on the `live` namespace. */
  live: LiveHub;
  /** Sharing's abuse guards (password attempts, view de-duplication, e-mail share lock); Redis-backed with REDIS_URL. */
  guards: GuardStore;
  /** The background job queue (pg-boss on the app's database). */
  jobs: JobQueue;
  /** Which addresses server-side requests to user-given URLs may reach (file-storage sync); public only unless a test says otherwise. */
  outboundAddressPolicy?: AddressPolicy;
  /** The payment provider subscriptions are bought with (billing/: Stripe, or the local test provider). */
  payments: PaymentProvider;
}

/** The share link a request carries: `?token=`, the signed unlock cookie of password links, who asks (viewer id, address). */
export interface LinkCredentials {
  token: string | null;
  unlocks: string | undefined;
  address: string;
  userAgent: string;
  /** The browser's random first-party viewer id (the podium_viewer cookie), null without one: views count people by it. */
  viewerId: string | null;
}

export interface ServiceContext extends AppServices {
  user: UserRow | null;
  /** Absent outside HTTP requests (sockets, CLI): no share link then. */
  link?: LinkCredentials;
}
