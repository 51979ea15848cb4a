/** What every service receives: the database, configuration, mailer and the acting user (if signed in). */
import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { UserRow } from './db/schema.js';
import type { Mailer } from './mail/mailer.js';

export interface AppServices {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** In-process app events ('deck-saved'); realtime relays them to clients on every server via its adapter. */
  events: EventEmitter;
}

export interface ServiceContext extends AppServices {
  user: UserRow | null;
}
