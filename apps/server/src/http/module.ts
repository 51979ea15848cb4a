/**
 * One area's routes. Each area file exports its module next to its register function, and one list registers them:
 * http/api/index.ts for /api/v1, http/routes.ts for the app (the API among them). A new area is a file and a line in
 * one of those lists; app.ts does not change.
 */
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../context.js';
import type { FrameCheckOptions } from '../services/embeds/checkFraming.js';
import type { FastPaths } from './fast-path.js';

/** What a few areas need besides the services. */
export interface HttpModuleOptions {
  /** The anonymous hot path below Fastify (the player and pages answer on it). */
  fastPaths: FastPaths;
  /** Frame-check settings of the embed API (tests check a local server). */
  frameCheck?: FrameCheckOptions;
}

export interface HttpModule {
  /** The area, unique in its list. */
  readonly name: string;
  /** Registers the area's routes on `app` (the /api/v1 scope for the API's areas). */
  register(app: FastifyInstance, services: AppServices, options: HttpModuleOptions): void | Promise<void>;
}

/** Registers `modules` in their order (which holds for hooks and for the pages' fallback, registered last). */
export async function registerModules(
  app: FastifyInstance, modules: readonly HttpModule[], services: AppServices, options: HttpModuleOptions,
): Promise<void> {
  for (const module of modules) await module.register(app, services, options);
}
